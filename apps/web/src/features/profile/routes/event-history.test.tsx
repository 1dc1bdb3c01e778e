import { ZEventHistoryReplySchema, type TEventHistoryBattle, type TEventHistoryEntry } from '@artclash/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { saveSession } from '@/lib/session';
import { artistSession, userDetailsReply } from '@/test/creators';
import { buildEvent, buildUser } from '@/test/factories';
import { on, stubFetch } from '@/test/fetch-stub';
import { renderRoute } from '@/test/render';

const mika = buildUser({ _id: 'u1', username: 'mika' });
const jun = buildUser({ username: 'jun_ink' });
const latest = buildEvent({
  title_eng: 'Shibuya Night Canvas',
  title_jap: '渋谷ナイトキャンバス',
  city: 'Tokyo',
  battles_time: 15,
});
const earlier = buildEvent({
  title_eng: 'Harbour Sketch-off',
  title_jap: 'ハーバー・スケッチオフ',
  city: 'Seoul',
  date_times: [
    {
      _id: 'dt-x',
      dates: '2026-10-03',
      start_time: '18:00',
      end_time: '20:00',
      starts_at: '2026-10-03T09:00:00.000Z',
      ends_at: '2026-10-03T11:00:00.000Z',
    },
  ],
});
const battle = (overrides: Partial<TEventHistoryBattle> = {}): TEventHistoryBattle => ({
  _id: 'battle-1',
  battle_name: 'Final',
  battle1: mika,
  battle2: jun,
  player_winner_id: jun._id,
  draw: false,
  total_votes: 42,
  ...overrides,
});
const history: TEventHistoryEntry[] = [
  {
    event: latest,
    battles: [
      battle(),
      battle({ _id: 'battle-2', battle_name: 'Semi-final', battle2: null, player_winner_id: null, total_votes: 1 }),
    ],
  },
  { event: earlier, battles: [] },
];
const eventHistory = (entries: TEventHistoryEntry[]) =>
  on('/backend/api/event-history', {
    body: ZEventHistoryReplySchema.parse({ status: 1, message: 'ok', data: entries }),
  });
const getUser = on('/backend/api/get_user/u1', { body: userDetailsReply() });

beforeEach(() => void saveSession(artistSession));

describe('Event History /event-history (docs/product.md §2.9, docs/product.md#rule-178)', () => {
  it("shows the user's latest past events and every battle of them, each opening its page", async () => {
    const { requests } = stubFetch(getUser, eventHistory(history));
    renderRoute('/event-history');

    expect(await screen.findByRole('heading', { level: 1, name: 'Event History' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/profile');

    expect(await screen.findByRole('heading', { level: 2, name: 'LATEST EVENT' })).toBeInTheDocument();
    const slides = within(screen.getByRole('list', { name: 'Your latest events' })).getAllByRole('link');
    expect(slides.map((slide) => slide.getAttribute('href'))).toEqual([
      `/event-details/${latest._id}`,
      `/event-details/${earlier._id}`,
    ]);
    expect(slides[0]).toHaveTextContent('Shibuya Night Canvas');
    expect(slides[0]).toHaveTextContent('Sat, Dec 5, 2026');
    expect(slides[1]).toHaveTextContent('Sat, Oct 3, 2026');
    expect(slides[0]?.querySelector('img')).toHaveAttribute('src', `/backend/${latest.images[0]}`);

    const battles = within(screen.getByRole('list', { name: 'Art Battles' })).getAllByRole('link');
    expect(battles).toHaveLength(2);
    expect(battles[0]).toHaveAttribute('href', `/match-details/${latest._id}`);
    expect(battles[0]).toHaveTextContent('Final');
    expect(battles[0]).toHaveTextContent('mika vs jun_ink');
    expect(battles[0]).toHaveTextContent('Winner: jun_ink');
    expect(battles[0]).toHaveTextContent('Location: Tokyo');
    expect(battles[0]).toHaveTextContent('42 votes');
    expect(battles[0]).toHaveTextContent('15 min per battle');
    expect(battles[1]).toHaveTextContent('mika vs To be decided');
    expect(battles[1]).toHaveTextContent('1 vote');
    expect(battles[1]).not.toHaveTextContent('Winner');
    expect(
      requests.find((request) => request.url.pathname === '/backend/api/event-history')?.headers.get('Authorization'),
    ).toBe('jwt');
  });

  it('reads in Japanese, city names and counts included', async () => {
    const user = userEvent.setup();
    stubFetch(getUser, eventHistory(history));
    renderRoute('/event-history');
    await screen.findByRole('list', { name: 'Art Battles' });
    await user.click(screen.getByRole('button', { name: '日本語' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'イベント履歴' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '最新のイベント' })).toBeInTheDocument();
    const slides = within(screen.getByRole('list', { name: 'あなたの最新のイベント' })).getAllByRole('link');
    expect(slides[0]).toHaveTextContent('渋谷ナイトキャンバス');
    expect(slides[0]).toHaveTextContent('2026年12月5日(土)');
    const [first] = within(screen.getByRole('list', { name: 'アートバトル' })).getAllByRole('link');
    expect(first).toHaveTextContent('勝者：jun_ink');
    expect(first).toHaveTextContent('開催地：東京');
    expect(first).toHaveTextContent('42票');
    expect(first).toHaveTextContent('1バトル15分');
  });

  it('reads Draw for a drawn battle, in either language (docs/product.md#rule-377)', async () => {
    const user = userEvent.setup();
    const drawn = battle({ _id: 'battle-3', battle_name: 'Tie', player_winner_id: null, draw: true });
    stubFetch(getUser, eventHistory([{ event: latest, battles: [battle(), drawn] }]));
    renderRoute('/event-history');
    const [decided, tie] = within(await screen.findByRole('list', { name: 'Art Battles' })).getAllByRole('link');
    expect(tie).toHaveTextContent('Draw');
    expect(tie).not.toHaveTextContent('Winner');
    expect(decided).not.toHaveTextContent('Draw');
    await user.click(screen.getByRole('button', { name: '日本語' }));
    const [, tieJa] = within(await screen.findByRole('list', { name: 'アートバトル' })).getAllByRole('link');
    expect(tieJa).toHaveTextContent('引き分け');
  });

  it('says so when there is no history yet, in either language', async () => {
    const user = userEvent.setup();
    stubFetch(getUser, eventHistory([]));
    renderRoute('/event-history');
    expect(await screen.findByText('You have no past events yet')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'LATEST EVENT' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '日本語' }));
    expect(await screen.findByText('まだ過去のイベントはありません')).toBeInTheDocument();
  });

  it('says so when the past events held no battles', async () => {
    stubFetch(getUser, eventHistory([{ event: earlier, battles: [] }]));
    renderRoute('/event-history');
    expect(await screen.findByText('No battles to show yet.')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Your latest events' })).toBeInTheDocument();
  });

  it('is open to a park user, who takes part in events too', async () => {
    saveSession({ ...artistSession, type: 'parent' });
    stubFetch(on('/backend/api/get_user/u1', { body: userDetailsReply({ type: 'parent' }) }), eventHistory(history));
    const { router } = renderRoute('/event-history');
    expect(await screen.findByRole('list', { name: 'Art Battles' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/event-history');
  });

  it('sends a visitor to sign in first, coming back here', async () => {
    localStorage.clear();
    stubFetch();
    const { router } = renderRoute('/event-history');
    await screen.findByRole('heading', { level: 1 });
    expect(router.state.location.pathname).toBe('/home');
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/event-history');
  });
});
