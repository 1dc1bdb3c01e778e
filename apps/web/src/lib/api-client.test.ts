import { SCREEN_HEADER } from '@artclash/contract/values';
import { describe, expect, it, vi } from 'vitest';
import { on, stubFetch } from '@/test/fetch-stub';
import { stubXhr } from '@/test/xhr-stub';
import { ApiError, callApi, callUrl, downloadApi, fileNameOf, uploadApi } from './api-client';
import { i18n } from './i18n';
import { readSession, saveSession, type Session } from './session';

const session: Session = {
  _id: 'u1',
  username: 'mika',
  email: '',
  profileImage: '',
  type: 'fan',
  role: 'user',
  token: 'jwt-token',
};

describe('the api client', () => {
  it('sends the UI language and the stored token, and unwraps the reply', async () => {
    await i18n.changeLanguage('ja');
    saveSession(session);
    const { requests } = stubFetch(
      on('/backend/api/GetUpcomingEvent', { body: { status: 1, message: 'ok', events: [] } }),
    );
    await expect(callApi('GetUpcomingEvent')).resolves.toEqual({ status: 1, message: 'ok', events: [] });
    expect(requests[0]?.headers.get('Accept-Language')).toBe('ja');
    expect(requests[0]?.headers.get('Authorization')).toBe('jwt-token');
  });

  it('throws the server’s message for a refusal', async () => {
    stubFetch(
      on('/backend/api/SingleEventDetails/x', { status: 404, body: { status: 0, message: 'Event data not found' } }),
    );
    const error = await callApi('SingleEventDetails', { params: { eventId: 'x' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Event data not found', status: 404 });
  });

  it('logs out on a 401', async () => {
    saveSession(session);
    stubFetch(
      on('/backend/api/GetUpcomingEvent', { status: 401, body: { status: 0, message: 'Please log in to continue.' } }),
    );
    await expect(callApi('GetUpcomingEvent')).rejects.toMatchObject({ status: 401 });
    expect(readSession()).toBeNull();
  });

  it('keeps a session saved while the refused call was under way', async () => {
    saveSession(session);
    stubFetch(
      on('/backend/api/GetUpcomingEvent', () => {
        saveSession({ ...session, token: 'new-login' });
        return { status: 401, body: { status: 0, message: 'Please log in to continue.' } };
      }),
    );
    await expect(callApi('GetUpcomingEvent')).rejects.toMatchObject({ status: 401 });
    expect(readSession()?.token).toBe('new-login');
  });

  it('turns a reply that is not the envelope into an error', async () => {
    stubFetch(on('/backend/api/GetUpcomingEvent', { status: 502, body: null }));
    await expect(callApi('GetUpcomingEvent')).rejects.toMatchObject({
      status: 502,
      message: i18n.t('common.unexpectedError'),
    });
  });

  it('sends a body as JSON with the method of the endpoint', async () => {
    const { requests } = stubFetch(
      on('/backend/api/forgot-password', { body: { status: 1, message: 'sent', email: 'mika@example.com' } }),
    );
    await expect(callApi('forgotPassword', { body: { email: 'mika@example.com' } })).resolves.toMatchObject({
      email: 'mika@example.com',
    });
    expect(requests[0]).toMatchObject({ method: 'POST', body: { email: 'mika@example.com' } });
    expect(requests[0]?.headers.get('Content-Type')).toBe('application/json');
  });

  it('sends a GET without a body or a Content-Type, and the query without undefined values', async () => {
    const { requests } = stubFetch(on('/backend/api/fetch-all-city', { body: { status: 1, message: 'ok', data: [] } }));
    await callApi('fetchAllCity', { query: { country: undefined } });
    await callApi('fetchAllCity', { query: { country: 'JP' } });
    expect(requests[0]).toMatchObject({ method: 'GET', body: undefined });
    expect(requests[0]?.headers.get('Content-Type')).toBeNull();
    expect(requests[0]?.url.search).toBe('');
    expect(requests[1]?.url.search).toBe('?country=JP');
  });

  it('names the screen an organiser acts from only when told, in a JSON call and an upload (docs/decisions.md#408)', async () => {
    const { requests } = stubFetch(
      on('/backend/api/forgot-password', { body: { status: 1, message: 'sent', email: '' } }),
    );
    await callApi('forgotPassword', { body: { email: 'mika@example.com' } }, { screen: 'controlRoom' });
    await callApi('forgotPassword', { body: { email: 'mika@example.com' } });
    expect(requests.map(({ headers }) => headers.get(SCREEN_HEADER))).toEqual(['controlRoom', null]);
    const uploads = stubXhr({ body: { status: 1, message: 'ok', token: 'jwt', user: session } });
    await uploadApi('registerNow', new FormData(), {}, { screen: 'console' });
    expect(uploads.requests[0]?.headers[SCREEN_HEADER]).toBe('console');
  });

  it('URL-encodes path parameters', async () => {
    const { requests } = stubFetch(() => ({ status: 404, body: { status: 0, message: 'Event data not found' } }));
    await callApi('SingleEventDetails', { params: { eventId: 'a b/../c?d' } }).catch(() => undefined);
    expect(requests[0]?.url.pathname).toBe('/backend/api/SingleEventDetails/a%20b%2F..%2Fc%3Fd');
    expect(callUrl('socialSignIn', { params: { provider: 'line' }, query: { type: 'park', lang: 'ja' } })).toBe(
      '/backend/auth/line?type=park&lang=ja',
    );
  });

  it('carries the field messages of a 400 on the error', async () => {
    stubFetch(
      on('/backend/api/login', {
        status: 400,
        body: {
          status: 0,
          message: 'Please check the form.',
          errors: { email: 'Please enter a valid email address.' },
        },
      }),
    );
    const error = await callApi('login', { body: { email: 'x', password: 'y' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'Please check the form.',
      errors: { email: 'Please enter a valid email address.' },
    });
  });

  it('names a call that got no answer a network error, and lets a cancelled one through as such', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(callApi('GetUpcomingEvent')).rejects.toMatchObject({
      status: 0,
      message: i18n.t('common.networkError'),
    });

    const controller = new AbortController();
    controller.abort();
    vi.stubGlobal('fetch', () => Promise.reject(new DOMException('Aborted', 'AbortError')));
    await expect(callApi('GetUpcomingEvent', undefined, { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });
});

/** A token shaped like the server's (only its expiry is read by the browser). */
const tokenRunningOutIn = (ms: number, name = 'old') => {
  const payload = btoa(JSON.stringify({ exp: Math.floor((Date.now() + ms) / 1000), name })).replaceAll('=', '');
  return `header.${payload}.signature`;
};
const renewedReply = (token: string) => ({
  status: 1,
  message: 'Your session has been renewed.',
  token,
  user: { ...session, username: 'mika-renewed' },
});

describe('renewing the session token (docs/decisions.md#71)', () => {
  it('renews a token that runs out within ten minutes before the call, once for calls made together, and keeps it where it was', async () => {
    const old = tokenRunningOutIn(5 * 60_000);
    saveSession({ ...session, token: old }, { remember: false });
    const fresh = tokenRunningOutIn(60 * 60_000, 'fresh');
    const { requests } = stubFetch(
      on('/backend/api/renew-session', { body: renewedReply(fresh) }),
      on('/backend/api/GetUpcomingEvent', { body: { status: 1, message: 'ok', events: [] } }),
    );
    await Promise.all([callApi('GetUpcomingEvent'), callApi('GetUpcomingEvent')]);
    expect(requests.map((request) => request.url.pathname)).toEqual([
      '/backend/api/renew-session',
      '/backend/api/GetUpcomingEvent',
      '/backend/api/GetUpcomingEvent',
    ]);
    expect(requests[0]?.headers.get('Authorization')).toBe(old);
    expect(requests.slice(1).map((request) => request.headers.get('Authorization'))).toEqual([fresh, fresh]);
    expect(readSession()).toMatchObject({ token: fresh, username: 'mika-renewed' });
    expect(sessionStorage.getItem('artclashUser')).toContain(fresh);
    expect(localStorage.getItem('artclashUser')).toBeNull();
  });

  it('leaves a token with time to spare alone', async () => {
    saveSession({ ...session, token: tokenRunningOutIn(50 * 60_000) });
    const { requests } = stubFetch(
      on('/backend/api/GetUpcomingEvent', { body: { status: 1, message: 'ok', events: [] } }),
    );
    await callApi('GetUpcomingEvent');
    expect(requests.map((request) => request.url.pathname)).toEqual(['/backend/api/GetUpcomingEvent']);
  });

  it('renews once and calls again when the server found the token run out (a slow clock)', async () => {
    const old = tokenRunningOutIn(50 * 60_000);
    saveSession({ ...session, token: old });
    const fresh = tokenRunningOutIn(60 * 60_000, 'fresh');
    const { requests } = stubFetch(on('/backend/api/renew-session', { body: renewedReply(fresh) }), (url, init) =>
      url.pathname === '/backend/api/get_user/u1'
        ? new Headers(init?.headers).get('Authorization') === fresh
          ? { body: { status: 1, message: 'ok', data: {} } }
          : { status: 401, body: { status: 0, message: 'Your session has expired. Please log in again.' } }
        : undefined,
    );
    await expect(callApi('getUser', { params: { userId: 'u1' } })).resolves.toMatchObject({ status: 1 });
    expect(requests.map((request) => request.url.pathname)).toEqual([
      '/backend/api/get_user/u1',
      '/backend/api/renew-session',
      '/backend/api/get_user/u1',
    ]);
    expect(readSession()?.token).toBe(fresh);
  });

  it('logs out when the server refuses to renew (the session ended)', async () => {
    saveSession({ ...session, token: tokenRunningOutIn(-60_000) });
    const { requests } = stubFetch(
      on('/backend/api/renew-session', {
        status: 401,
        body: { status: 0, message: 'Your session has expired. Please log in again.' },
      }),
      on('/backend/api/get_user/u1', {
        status: 401,
        body: { status: 0, message: 'Your session has expired. Please log in again.' },
      }),
    );
    await expect(callApi('getUser', { params: { userId: 'u1' } })).rejects.toMatchObject({ status: 401 });
    expect(readSession()).toBeNull();
    expect(requests.map((request) => request.url.pathname)).toEqual([
      '/backend/api/renew-session',
      '/backend/api/get_user/u1',
    ]);
  });

  it('renews before an upload too', async () => {
    saveSession({ ...session, token: tokenRunningOutIn(60_000) });
    const fresh = tokenRunningOutIn(60 * 60_000, 'fresh');
    stubFetch(on('/backend/api/renew-session', { body: renewedReply(fresh) }));
    const { requests } = stubXhr({ body: { status: 1, message: 'ok', token: 'jwt', user: session } });
    await uploadApi('registerNow', new FormData(), {});
    expect(requests[0]?.headers.Authorization).toBe(fresh);
  });
});

describe('uploads', () => {
  const form = () => {
    const data = new FormData();
    data.append('image', new Blob(['png'], { type: 'image/png' }), 'art.png');
    return data;
  };
  const reply = { status: 1, message: 'ok', token: 'jwt', user: { ...session } };

  it('sends the form with the method of the endpoint, the language and the token, reporting progress', async () => {
    await i18n.changeLanguage('ja');
    saveSession(session);
    const { requests } = stubXhr({ body: reply }, { total: 200, steps: [50, 200] });
    const body = form();
    const shares: number[] = [];
    await expect(uploadApi('registerNow', body, {}, { onProgress: (share) => shares.push(share) })).resolves.toEqual(
      reply,
    );
    expect(requests[0]).toMatchObject({ method: 'POST', body });
    expect(requests[0]?.url.pathname).toBe('/backend/api/register-now');
    expect(requests[0]?.headers).toEqual({
      Accept: 'application/json',
      'Accept-Language': 'ja',
      Authorization: 'jwt-token',
    });
    expect(shares).toEqual([0.25, 1]);
  });

  it('throws the server’s message and field messages for a refusal, and logs out on a 401', async () => {
    stubXhr({ status: 400, body: { status: 0, message: 'Please check the form.', errors: { image: 'Too large.' } } });
    await expect(uploadApi('registerNow', form(), {})).rejects.toMatchObject({
      status: 400,
      message: 'Please check the form.',
      errors: { image: 'Too large.' },
    });

    saveSession(session);
    stubXhr({ status: 401, body: { status: 0, message: 'Please log in to continue.' } });
    const error = await uploadApi('registerNow', form(), {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, message: 'Please log in to continue.' });
    expect(readSession()).toBeNull();
  });

  it('turns a reply that is not the envelope, or no answer, into an error', async () => {
    stubXhr({ status: 502, body: '<html>Bad gateway</html>' });
    await expect(uploadApi('registerNow', form(), {})).rejects.toMatchObject({
      status: 502,
      message: i18n.t('common.unexpectedError'),
    });
    stubXhr('network-error');
    await expect(uploadApi('registerNow', form(), {})).rejects.toMatchObject({
      status: 0,
      message: i18n.t('common.networkError'),
    });
  });

  it('stops when its signal aborts', async () => {
    const { requests } = stubXhr({ body: reply });
    const controller = new AbortController();
    const upload = uploadApi('registerNow', form(), {}, { signal: controller.signal });
    controller.abort();
    await expect(upload).rejects.toMatchObject({ name: 'AbortError' });
    await expect(uploadApi('registerNow', form(), {}, { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(requests).toHaveLength(1);
  });
});

describe('downloads (the results CSV)', () => {
  it('reads the name the server suggests: the UTF-8 one first, the plain one, else the fallback', () => {
    const both = `attachment; filename="results-1.csv"; filename*=UTF-8''${encodeURIComponent('春のクラッシュ results.csv')}`;
    expect(fileNameOf(both, 'x.csv')).toBe('春のクラッシュ results.csv');
    expect(fileNameOf('attachment; filename="results-1.csv"', 'x.csv')).toBe('results-1.csv');
    expect(fileNameOf("attachment; filename*=UTF-8''%E0%A4%A", 'x.csv')).toBe('x.csv');
    expect(fileNameOf(null, 'x.csv')).toBe('x.csv');
  });

  it('sends the token and language, hands back the bytes, and turns a refusal into the server’s message', async () => {
    saveSession({
      _id: 'u1',
      username: 'aiko',
      email: 'a@example.com',
      profileImage: '',
      type: 'fan',
      role: 'admin',
      token: 'jwt',
    });
    await i18n.changeLanguage('ja');
    const csv = '\uFEFFNo.,Battle\r\n';
    const fetchStub = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) =>
      String(input).includes('/events/e1/')
        ? new Response(csv, {
            headers: {
              'content-type': 'text/csv; charset=utf-8',
              'content-disposition': 'attachment; filename="results-e1.csv"',
            },
          })
        : new Response(JSON.stringify({ status: 0, message: 'イベントが見つかりません' }), { status: 404 }),
    );
    vi.stubGlobal('fetch', fetchStub);
    const file = await downloadApi('adminResultsCsv', { params: { eventId: 'e1' } }, 'fallback.csv');
    expect(file.fileName).toBe('results-e1.csv');
    // The bytes as sent, byte-order mark included (text() would drop it).
    expect(Buffer.from(await file.blob.arrayBuffer()).equals(Buffer.from(csv, 'utf8'))).toBe(true);
    const headers = new Headers(fetchStub.mock.calls[0]?.[1]?.headers);
    expect([headers.get('authorization'), headers.get('accept-language')]).toEqual(['jwt', 'ja']);
    await expect(downloadApi('adminResultsCsv', { params: { eventId: 'e2' } }, 'f.csv')).rejects.toEqual(
      new ApiError('イベントが見つかりません', 404),
    );
  });
});
