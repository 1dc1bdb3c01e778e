import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildEvent, buildUser, eventListReply } from '@/test/factories';
import { on, stubFetch } from '@/test/fetch-stub';
import { renderRoute } from '@/test/render';

const mika = buildUser({ username: 'mika.paints', country: 'Japan' });
const jun = buildUser({ username: 'jun_ink', country: 'Korea' });
const tokyoFinal = buildEvent({
  title_eng: 'Akihabara Pixel & Paint',
  title_jap: '秋葉原ピクセル＆ペイント',
  types: 'past',
  participants: [{ user: jun }, { user: mika }],
  ranking: [
    { user: mika, wins: 2, votes: 41 },
    { user: jun, wins: 1, votes: 30 },
  ],
  champion: mika._id,
});
const seoulNight = buildEvent({
  title_eng: 'Seoul Ink Night',
  types: 'past',
  city: 'Seoul',
  participants: [{ user: jun }, { user: mika }],
});

function stubHome() {
  return stubFetch(
    on('/backend/api/GetUpcomingEvent', { body: eventListReply([buildEvent({ title_eng: 'Shibuya Night Canvas' })]) }),
    on('/backend/api/GetPastEvent', (url) => ({
      body: eventListReply(
        url.searchParams.get('city') === 'Seoul'
          ? [seoulNight]
          : url.searchParams.get('city') === 'Tokyo'
            ? [tokyoFinal]
            : [],
      ),
    })),
  );
}

describe('Home', () => {
  it('shows past winners of Tokyo first: the ranking’s top two with real countries and the winner’s record', async () => {
    stubHome();
    renderRoute('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to ArtClash!' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Tokyo' })).toHaveAttribute('aria-selected', 'true');

    const card = (await screen.findByRole('heading', { name: 'Akihabara Pixel & Paint' })).closest('a')!;
    expect(card).toHaveAttribute('href', `/event-details/${tokyoFinal._id}`);
    expect(within(card).getByText('Sat, Dec 5, 2026')).toBeInTheDocument();
    expect(within(card).getByText('Champion').nextSibling).toHaveTextContent('mika.paints');
    expect(within(card).getByText('2nd').nextSibling).toHaveTextContent('jun_ink');
    expect(within(card).getByText('Korea')).toBeInTheDocument();
    expect(within(card).getByText(/Champion · 2 wins · 41 votes/)).toBeInTheDocument();
  });

  it('names no Champion when the final was drawn, as the results page does (docs/product.md#rule-276)', async () => {
    stubFetch(
      on('/backend/api/GetUpcomingEvent', { body: eventListReply([]) }),
      on('/backend/api/GetPastEvent', { body: eventListReply([{ ...tokyoFinal, champion: null }]) }),
    );
    renderRoute('/');
    const card = (await screen.findByRole('heading', { name: 'Akihabara Pixel & Paint' })).closest('a')!;
    expect(within(card).getByText('mika.paints')).toBeInTheDocument();
    expect(within(card).queryByText('Champion')).not.toBeInTheDocument();
    expect(within(card).queryByText(/Champion ·/)).not.toBeInTheDocument();
  });

  it('requests the chosen city’s past events and marks its tab selected', async () => {
    const user = userEvent.setup();
    const { requests } = stubHome();
    renderRoute('/');
    await screen.findByRole('heading', { name: 'Akihabara Pixel & Paint' });

    await user.click(screen.getByRole('tab', { name: 'Seoul' }));

    expect(screen.getByRole('tab', { name: 'Seoul' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Tokyo' })).toHaveAttribute('aria-selected', 'false');
    const seoulCard = (await screen.findByRole('heading', { name: 'Seoul Ink Night' })).closest('a')!;
    // Without a ranking the card falls back to the first two participants, with no places.
    expect(within(seoulCard).getByText('jun_ink')).toBeInTheDocument();
    expect(within(seoulCard).queryByText('Champion')).not.toBeInTheDocument();
    const cities = requests
      .filter((r) => r.url.pathname === '/backend/api/GetPastEvent')
      .map((r) => r.url.searchParams.get('city'));
    expect(cities).toEqual(['Tokyo', 'Seoul']);
  });

  it('says so when a city has no past events, in the chosen language; See all opens the upcoming events', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 10, 23, 12, 0) });
    const user = userEvent.setup();
    stubHome();
    renderRoute('/');
    await user.click(await screen.findByRole('tab', { name: 'Singapore' }));
    expect(await screen.findByText('No past events in Singapore yet.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '日本語' }));
    expect(screen.getByRole('tab', { name: 'シンガポール' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('シンガポールの過去のイベントはまだありません。')).toBeInTheDocument();
    // From today through the last upcoming event's day (docs/product.md#rule-114).
    expect(screen.getByRole('link', { name: 'すべて見る' })).toHaveAttribute(
      'href',
      '/calendar?from=2026-11-23&to=2026-12-05',
    );
    vi.useRealTimers();
  });

  it('fetches the lists again in the new language when the language switches, places named by the server', async () => {
    const user = userEvent.setup();
    const { requests } = stubFetch(on('/backend/api/GetUpcomingEvent', { body: eventListReply([]) }), (url, init) => {
      if (url.pathname !== '/backend/api/GetPastEvent') return undefined;
      const japanese = new Headers(init?.headers).get('Accept-Language') === 'ja';
      const place = buildUser({ ...jun, country: japanese ? '大韓民国' : 'South Korea' });
      return { body: eventListReply([{ ...tokyoFinal, ranking: [{ user: place, wins: 1, votes: 9 }] }]) };
    });
    renderRoute('/');
    expect(await screen.findByText('South Korea')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '日本語' }));

    expect(await screen.findByText('大韓民国')).toBeInTheDocument();
    expect(screen.queryByText('South Korea')).not.toBeInTheDocument();
    const languages = requests
      .filter((r) => r.url.pathname === '/backend/api/GetPastEvent')
      .map((r) => r.headers.get('Accept-Language'));
    expect(languages).toEqual(['en', 'ja']);
  });
});
