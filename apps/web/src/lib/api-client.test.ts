import { describe, expect, it } from 'vitest';
import { on, stubFetch } from '@/test/fetch-stub';
import { ApiError, apiGet } from './api-client';
import { i18n } from './i18n';
import { readSession, saveSession } from './session';

const session = { _id: 'u1', username: 'mika', email: '', profileImage: '', type: 'fan', token: 'jwt-token' };

describe('the api client', () => {
  it('sends the UI language and the stored token, and unwraps the reply', async () => {
    await i18n.changeLanguage('ja');
    saveSession(session);
    const { requests } = stubFetch(on('/backend/api/GetUpcomingEvent', { body: { status: 1, message: 'ok', events: [] } }));
    await expect(apiGet('/api/GetUpcomingEvent')).resolves.toEqual({ status: 1, message: 'ok', events: [] });
    expect(requests[0]?.headers.get('Accept-Language')).toBe('ja');
    expect(requests[0]?.headers.get('Authorization')).toBe('jwt-token');
  });

  it('throws the server’s message for a refusal', async () => {
    stubFetch(on('/backend/api/SingleEventDetails/x', { status: 404, body: { status: 0, message: 'Event data not found' } }));
    const error = await apiGet('/api/SingleEventDetails/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Event data not found', status: 404 });
  });

  it('logs out on a 401', async () => {
    saveSession(session);
    stubFetch(on('/backend/api/GetUpcomingEvent', { status: 401, body: { status: 0, message: 'Please log in to continue.' } }));
    await expect(apiGet('/api/GetUpcomingEvent')).rejects.toMatchObject({ status: 401 });
    expect(readSession()).toBeNull();
  });

  it('turns a reply that is not the envelope into an error', async () => {
    stubFetch(on('/backend/api/GetUpcomingEvent', { status: 502, body: null }));
    await expect(apiGet('/api/GetUpcomingEvent')).rejects.toMatchObject({ status: 502, message: i18n.t('common.unexpectedError') });
  });
});
