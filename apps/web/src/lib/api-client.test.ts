import { describe, expect, it, vi } from 'vitest';
import { on, stubFetch } from '@/test/fetch-stub';
import { stubXhr } from '@/test/xhr-stub';
import { ApiError, callApi, callUrl, uploadApi } from './api-client';
import { i18n } from './i18n';
import { readSession, saveSession, type Session } from './session';

const session: Session = { _id: 'u1', username: 'mika', email: '', profileImage: '', type: 'fan', role: 'user', token: 'jwt-token' };

describe('the api client', () => {
  it('sends the UI language and the stored token, and unwraps the reply', async () => {
    await i18n.changeLanguage('ja');
    saveSession(session);
    const { requests } = stubFetch(on('/backend/api/GetUpcomingEvent', { body: { status: 1, message: 'ok', events: [] } }));
    await expect(callApi('GetUpcomingEvent')).resolves.toEqual({ status: 1, message: 'ok', events: [] });
    expect(requests[0]?.headers.get('Accept-Language')).toBe('ja');
    expect(requests[0]?.headers.get('Authorization')).toBe('jwt-token');
  });

  it('throws the server’s message for a refusal', async () => {
    stubFetch(on('/backend/api/SingleEventDetails/x', { status: 404, body: { status: 0, message: 'Event data not found' } }));
    const error = await callApi('SingleEventDetails', { params: { eventId: 'x' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Event data not found', status: 404 });
  });

  it('logs out on a 401', async () => {
    saveSession(session);
    stubFetch(on('/backend/api/GetUpcomingEvent', { status: 401, body: { status: 0, message: 'Please log in to continue.' } }));
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
    await expect(callApi('GetUpcomingEvent')).rejects.toMatchObject({ status: 502, message: i18n.t('common.unexpectedError') });
  });

  it('sends a body as JSON with the method of the endpoint', async () => {
    const { requests } = stubFetch(on('/backend/api/forgot-password', { body: { status: 1, message: 'sent', email: 'mika@example.com' } }));
    await expect(callApi('forgotPassword', { body: { email: 'mika@example.com' } })).resolves.toMatchObject({ email: 'mika@example.com' });
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

  it('URL-encodes path parameters', async () => {
    const { requests } = stubFetch(() => ({ status: 404, body: { status: 0, message: 'Event data not found' } }));
    await callApi('SingleEventDetails', { params: { eventId: 'a b/../c?d' } }).catch(() => undefined);
    expect(requests[0]?.url.pathname).toBe('/backend/api/SingleEventDetails/a%20b%2F..%2Fc%3Fd');
    expect(callUrl('socialSignIn', { params: { provider: 'line' }, query: { type: 'park', lang: 'ja' } })).toBe('/backend/auth/line?type=park&lang=ja');
  });

  it('carries the field messages of a 400 on the error', async () => {
    stubFetch(
      on('/backend/api/login', {
        status: 400,
        body: { status: 0, message: 'Please check the form.', errors: { email: 'Please enter a valid email address.' } },
      }),
    );
    const error = await callApi('login', { body: { email: 'x', password: 'y' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'Please check the form.', errors: { email: 'Please enter a valid email address.' } });
  });

  it('names a call that got no answer a network error, and lets a cancelled one through as such', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(callApi('GetUpcomingEvent')).rejects.toMatchObject({ status: 0, message: i18n.t('common.networkError') });

    const controller = new AbortController();
    controller.abort();
    vi.stubGlobal('fetch', () => Promise.reject(new DOMException('Aborted', 'AbortError')));
    await expect(callApi('GetUpcomingEvent', undefined, { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
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
    await expect(uploadApi('registerNow', body, {}, { onProgress: (share) => shares.push(share) })).resolves.toEqual(reply);
    expect(requests[0]).toMatchObject({ method: 'POST', body });
    expect(requests[0]?.url.pathname).toBe('/backend/api/register-now');
    expect(requests[0]?.headers).toEqual({ Accept: 'application/json', 'Accept-Language': 'ja', Authorization: 'jwt-token' });
    expect(shares).toEqual([0.25, 1]);
  });

  it('throws the server’s message and field messages for a refusal, and logs out on a 401', async () => {
    stubXhr({ status: 400, body: { status: 0, message: 'Please check the form.', errors: { image: 'Too large.' } } });
    await expect(uploadApi('registerNow', form(), {})).rejects.toMatchObject({ status: 400, message: 'Please check the form.', errors: { image: 'Too large.' } });

    saveSession(session);
    stubXhr({ status: 401, body: { status: 0, message: 'Please log in to continue.' } });
    const error = await uploadApi('registerNow', form(), {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, message: 'Please log in to continue.' });
    expect(readSession()).toBeNull();
  });

  it('turns a reply that is not the envelope, or no answer, into an error', async () => {
    stubXhr({ status: 502, body: '<html>Bad gateway</html>' });
    await expect(uploadApi('registerNow', form(), {})).rejects.toMatchObject({ status: 502, message: i18n.t('common.unexpectedError') });
    stubXhr('network-error');
    await expect(uploadApi('registerNow', form(), {})).rejects.toMatchObject({ status: 0, message: i18n.t('common.networkError') });
  });

  it('stops when its signal aborts', async () => {
    const { requests } = stubXhr({ body: reply });
    const controller = new AbortController();
    const upload = uploadApi('registerNow', form(), {}, { signal: controller.signal });
    controller.abort();
    await expect(upload).rejects.toMatchObject({ name: 'AbortError' });
    await expect(uploadApi('registerNow', form(), {}, { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
    expect(requests).toHaveLength(1);
  });
});
