import { describe, expect, it } from 'vitest';
import { on, stubFetch } from '@/test/fetch-stub';
import { callApi } from './api-client';
import { i18n } from './i18n';

// The page as the server sends it for home (docs/decisions.md#188), before the app's first call.
const upcoming = { status: 1, message: 'Events found', events: [] };
const block = document.createElement('script');
block.type = 'application/json';
block.id = 'first-replies';
block.textContent = JSON.stringify({
  language: 'en',
  replies: { '/backend/api/GetUpcomingEvent': upcoming, '/backend/api/GetPastEvent?city=Tokyo': upcoming },
});
document.body.append(block);

describe("the first screen's replies in the page (docs/decisions.md#188)", () => {
  it('answer the first call for their URL without asking the server, and only the first', async () => {
    await i18n.changeLanguage('en');
    const { requests } = stubFetch(
      on('/backend/api/GetUpcomingEvent', { body: { status: 1, message: 'fresh', events: [] } }),
    );
    await expect(callApi('GetUpcomingEvent')).resolves.toEqual(upcoming);
    expect(requests).toHaveLength(0);
    await expect(callApi('GetUpcomingEvent')).resolves.toMatchObject({ message: 'fresh' });
    expect(requests).toHaveLength(1);
  });

  it('are not used for a call in another language', async () => {
    await i18n.changeLanguage('ja');
    const { requests } = stubFetch(
      on('/backend/api/GetPastEvent', { body: { status: 1, message: '見つかりました', events: [] } }),
    );
    await expect(callApi('GetPastEvent', { query: { city: 'Tokyo' } })).resolves.toMatchObject({
      message: '見つかりました',
    });
    expect(requests).toHaveLength(1);
  });
});
