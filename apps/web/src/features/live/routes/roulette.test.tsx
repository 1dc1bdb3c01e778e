import type { TBattle, TRoulette } from '@artclash/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import clubLogo from '@/assets/artclash-logo.svg';
import otherLogo from '@/assets/artclash-mark.svg';
import { i18n } from '@/lib/i18n';
import { saveSession, sessionOf } from '@/lib/session';
import { buildSessionUser } from '@/test/accounts';
import {
  battleControlReply,
  buildBattle,
  buildEvent,
  buildPlayer,
  buildRoulette,
  eventBattles,
  rouletteReply,
} from '@/test/factories';
import { stubEventSource } from '@/test/fake-event-source';
import { on, stubFetch } from '@/test/fetch-stub';
import { connectStream } from '@/test/live';
import { renderRoute } from '@/test/render';
import { advance } from '@/test/timers';

const mika = buildPlayer({ username: 'mika.paints' });
const jun = buildPlayer({ username: 'jun_ink' });
const event = buildEvent({ title_eng: 'Shibuya Night Canvas', title_jap: '渋谷ナイトキャンバス' });
const battle = buildBattle({ battle_name: 'Final', battle_status: null, battle1: mika, battle2: jun });
const GET = `/backend/api/EventSingleBattleRouletteGet/${event._id}/${battle._id}`;
const SAVE = '/backend/api/EventSingleBattleKeyUpdate';

function stubRoulette({
  roulette = buildRoulette() as TRoulette | null,
  eventType = 'battle_club',
  saved = battle as TBattle,
} = {}) {
  const ofType = { ...event, event_type: eventType };
  return stubFetch(
    on(GET, { body: rouletteReply(ofType, battle, roulette) }),
    on(SAVE, { body: battleControlReply(saved, 'The keywords have been saved.') }),
  );
}

async function openRoulette(path = `/roulette/${event._id}/${battle._id}`, battles: TBattle[] = [battle]) {
  renderRoute(path);
  const source = await connectStream(eventBattles(event, battles));
  await screen.findByText('Final');
  return source;
}

const panel = (name: RegExp) => screen.getByRole('button', { name });
const left = () => panel(/Player 1 keyword/);
const right = () => panel(/Player 2 keyword/);
const requestsTo = <R extends { url: URL }>(requests: R[], path: string) =>
  requests.filter(({ url }) => url.pathname === path);

describe('the roulette, as everyone sees it (docs/decisions.md#7)', () => {
  beforeEach(() => void stubEventSource());

  it("shows the battle's saved keywords, the players, the sponsor and the way to the battle", async () => {
    stubRoulette();
    await openRoulette();
    expect(screen.getByRole('heading', { level: 1, name: 'Roulette' })).toBeInTheDocument();
    // Back to the event's page: the console is for organisers only (docs/decisions.md#177).
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', `/event-details/${event._id}`);
    expect(screen.getByRole('heading', { level: 2, name: 'Shibuya Night Canvas' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'ArtClash logo' })).toHaveAttribute('src', clubLogo);

    const leftPanel = within(screen.getByRole('group', { name: 'Player 1 keyword' }));
    expect(leftPanel.getByText('Ocean')).toBeInTheDocument();
    expect(leftPanel.getByText('海')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Player 2 keyword' })).getByText('炎')).toBeInTheDocument();
    // Watching only: nothing to spin or lock.
    expect(screen.queryByRole('button', { name: /keyword/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Lock' })).not.toBeInTheDocument();

    const chosen = within(screen.getByRole('region', { name: 'Chosen keywords' }));
    expect(chosen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'mika.paintsOcean',
      'jun_inkFire',
    ]);
    expect(screen.getByRole('img', { name: 'Sponsor' })).toHaveAttribute(
      'src',
      '/backend/uploads/sponsors/brush-co.webp',
    );
    expect(screen.getByRole('link', { name: 'Go to Battle' })).toHaveAttribute(
      'href',
      `/live-event-battle/${event._id}`,
    );
  });

  it('updates the saved keywords live', async () => {
    stubRoulette();
    const source = await openRoulette(`/roulette-public/${event._id}/${battle._id}`);
    source.send('snapshot', {
      event: eventBattles(event, [
        { ...battle, battle_status: 'live', battle1_keyword_eng: 'Moon', battle1_keyword_jap: '月' },
      ]),
      serverNow: new Date().toISOString(),
    });
    const leftPanel = within(await screen.findByRole('group', { name: 'Player 1 keyword' }));
    expect(await leftPanel.findByText('Moon')).toBeInTheDocument();
    expect(leftPanel.getByText('月')).toBeInTheDocument();
  });

  it('goes to the live page for events other than battle clubs, with the other logo', async () => {
    stubRoulette({ eventType: 'workshop' });
    await openRoulette();
    expect(screen.getByRole('link', { name: 'Go to Battle' })).toHaveAttribute('href', `/live-event/${event._id}`);
    expect(screen.getByRole('img', { name: 'ArtClash logo' })).toHaveAttribute('src', otherLogo);
  });

  it('speaks Japanese', async () => {
    await i18n.changeLanguage('ja');
    stubRoulette();
    await openRoulette();
    expect(screen.getByRole('heading', { level: 1, name: 'ルーレット' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '渋谷ナイトキャンバス' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'プレイヤー1のキーワード' })).toBeInTheDocument();
    const chosen = within(screen.getByRole('region', { name: '決定したキーワード' }));
    expect(chosen.getByText('海')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'バトルへ' })).toBeInTheDocument();
  });
});

describe('the roulette, for organisers (§4.8)', () => {
  beforeEach(() => {
    stubEventSource();
    saveSession(sessionOf(buildSessionUser({ role: 'admin' }), 'jwt-admin'));
  });
  afterEach(() => void vi.useRealTimers());

  it("goes back to the console's battles of the event", async () => {
    stubRoulette();
    await openRoulette();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', `/admin/add-battles/${event._id}`);
  });

  it('spins both sides on a tap, stops each on a random keyword, then saves them and reloads', async () => {
    const saved = {
      ...battle,
      battle_status: 'live' as const,
      battle1_keyword_eng: 'City',
      battle1_keyword_jap: '街',
      battle2_keyword_eng: 'Fire',
      battle2_keyword_jap: '炎',
    };
    const { requests } = stubRoulette({ saved });
    await openRoulette();
    expect(within(left()).getByText('Ocean')).toBeInTheDocument();

    vi.useFakeTimers();
    const random = vi.spyOn(Math, 'random').mockReturnValue(0.5);
    fireEvent.click(left());
    expect(left()).toHaveAttribute('data-spinning');
    expect(right()).toHaveAttribute('data-spinning');
    expect(within(left()).getByText('Forest')).toBeInTheDocument();
    expect(within(right()).getByText('Robot')).toBeInTheDocument();

    // A new random keyword every 100 ms.
    random.mockReturnValue(0.9);
    await advance(100);
    expect(within(left()).getByText('City')).toBeInTheDocument();
    expect(within(right()).getByText('夢')).toBeInTheDocument();

    // Tapping a spinning side stops it on a random keyword; the other keeps spinning.
    random.mockReturnValue(0);
    fireEvent.click(right());
    expect(right()).not.toHaveAttribute('data-spinning');
    expect(within(right()).getByText('Fire')).toBeInTheDocument();
    random.mockReturnValue(0.5);
    await advance(100);
    expect(within(left()).getByText('Forest')).toBeInTheDocument();
    expect(within(right()).getByText('Fire')).toBeInTheDocument();
    expect(requestsTo(requests, SAVE)).toHaveLength(0);

    random.mockReturnValue(0.9);
    fireEvent.click(left());
    await advance(0);
    expect(requestsTo(requests, SAVE)).toHaveLength(1);
    expect(requestsTo(requests, SAVE)[0]?.body).toEqual({
      eventId: event._id,
      battleId: battle._id,
      battle_status: 'live',
      battle1_keyword_eng: 'City',
      battle1_keyword_jap: '街',
      battle2_keyword_eng: 'Fire',
      battle2_keyword_jap: '炎',
    });
    expect(requestsTo(requests, SAVE)[0]?.headers.get('Authorization')).toBe('jwt-admin');
    vi.useRealTimers();
    expect(await screen.findByText('The keywords have been saved.')).toBeInTheDocument();
    await waitFor(() => expect(requestsTo(requests, GET)).toHaveLength(2));
    expect(within(screen.getByRole('region', { name: 'Chosen keywords' })).getByText('City')).toBeInTheDocument();
  });

  it('does nothing on a tap of a stopped side while the other spins', async () => {
    const { requests } = stubRoulette();
    await openRoulette();
    vi.useFakeTimers();
    vi.spyOn(Math, 'random').mockReturnValue(0);
    fireEvent.click(left());
    fireEvent.click(left());
    fireEvent.click(left());
    expect(left()).not.toHaveAttribute('data-spinning');
    expect(right()).toHaveAttribute('data-spinning');
    await advance(300);
    expect(requestsTo(requests, SAVE)).toHaveLength(0);
  });

  it('the lock stops both spins, saves nothing and prevents new spins until unlocked', async () => {
    const { requests } = stubRoulette();
    await openRoulette();
    vi.useFakeTimers();
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    fireEvent.click(right());
    expect(within(left()).getByText('Forest')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Lock' }));
    expect(screen.getByRole('button', { name: 'Unlock', pressed: true })).toBeInTheDocument();
    expect(screen.getByText('The roulette is locked.')).toBeInTheDocument();
    expect(left()).not.toHaveAttribute('data-spinning');
    expect(right()).not.toHaveAttribute('data-spinning');
    expect(left()).toBeDisabled();
    // Back to the saved keywords.
    expect(within(left()).getByText('Ocean')).toBeInTheDocument();
    fireEvent.click(left());
    await advance(500);
    expect(left()).not.toHaveAttribute('data-spinning');
    expect(requestsTo(requests, SAVE)).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Unlock' }));
    fireEvent.click(left());
    expect(left()).toHaveAttribute('data-spinning');
  });

  it('warns when the battle has no roulette keywords', async () => {
    const user = userEvent.setup();
    stubRoulette({ roulette: null });
    await openRoulette();
    await user.click(left());
    expect(await screen.findByRole('alert')).toHaveTextContent('Please select roulette theme');
    expect(left()).not.toHaveAttribute('data-spinning');
  });
});
