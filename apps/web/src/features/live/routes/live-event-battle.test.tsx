import type { TBattle } from '@artclash/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { saveSession, sessionOf } from '@/lib/session';
import { buildSessionUser, failureReply } from '@/test/accounts';
import { battleControlReply, buildBattle, buildEvent, buildPlayer, eventBattles } from '@/test/factories';
import { stubEventSource } from '@/test/fake-event-source';
import { on, stubFetch } from '@/test/fetch-stub';
import { connectStream } from '@/test/live';
import { renderRoute } from '@/test/render';

const NOW = Date.parse('2026-12-05T12:30:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();

const mika = buildPlayer({ username: 'mika.paints' });
const jun = buildPlayer({ username: 'jun_ink', profileImage: '' });
const event = buildEvent({ title_eng: 'Shibuya Night Canvas', title_jap: '渋谷ナイトキャンバス' });
const roulette = { sponsor_img: 'uploads/sponsors/brush-co.webp' };
const live = buildBattle({
  battle_name: 'Semi-final',
  battle_status: 'live',
  battle1: mika,
  battle2: jun,
  roulette,
  votes: { Player1: 3, Player2: 1 },
});
const first = buildBattle({
  battle_name: 'Opening',
  battle_status: 'complete',
  battle1: jun,
  battle2: mika,
  player_winner_id: mika._id,
  roulette,
});
const next = buildBattle({
  battle_name: 'Final',
  battle_status: null,
  battle1: mika,
  battle2: jun,
  roulette,
  battle1_keyword_eng: '',
  battle1_keyword_jap: '',
  battle2_keyword_eng: '',
  battle2_keyword_jap: '',
});

const START = '/backend/admin-api/EventSingleBattleTimeStart';
const PAUSE = '/backend/admin-api/EventSingleBattleTimePause';

const asOrganiser = () => saveSession(sessionOf(buildSessionUser({ _id: 'admin-1', role: 'admin' }), 'jwt-admin'));
const sent = <R extends { url: URL }>(requests: R[], path: string) =>
  requests.filter(({ url }) => url.pathname === path);
const toast = async (text: string) => expect(await screen.findByRole('alert')).toHaveTextContent(text);

/** The timer calls answer the battle as the server would store it. */
function stubControls(after: Partial<TBattle> = {}) {
  return stubFetch(
    on(START, {
      body: battleControlReply(
        { ...live, battle_time_status: 'play', battle_time_start: iso(NOW), ...after },
        'The timer has started.',
        iso(NOW),
      ),
    }),
    on(PAUSE, {
      body: battleControlReply(
        { ...live, battle_time_status: 'pause', battle_time_pause: iso(NOW), battle_timeRemaining: '8m 59s', ...after },
        'Paused.',
        iso(NOW),
      ),
    }),
  );
}

async function openBigScreen(battles: TBattle[]) {
  renderRoute(`/live-event-battle/${event._id}`);
  return connectStream(eventBattles(event, battles, { roulette }), iso(NOW));
}

describe('the big screen /live-event-battle (docs/decisions.md#6, #8)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    stubEventSource();
  });
  afterEach(() => void vi.useRealTimers());

  it('shows both players, their timers, the theme, the sponsor, the vote bar and the voting QR code; no controls for fans', async () => {
    stubFetch();
    await openBigScreen([first, live]);

    const player1 = within(await screen.findByRole('region', { name: 'mika.paints' }));
    const player2 = within(screen.getByRole('region', { name: 'jun_ink' }));
    expect(player1.getByRole('presentation')).toHaveAttribute('width', '80');
    expect(player1.getByRole('timer')).toHaveTextContent('10:00.0');
    expect(player2.getByRole('timer')).toHaveTextContent('10:00.0');
    expect(screen.getByRole('heading', { level: 1, name: 'Shibuya Night Canvas' })).toBeInTheDocument();
    expect(screen.getByText('Semi-final')).toBeInTheDocument();
    const theme = within(screen.getByRole('region', { name: 'Theme' }));
    expect(theme.getByText('Ocean')).toBeInTheDocument();
    expect(theme.getByText('Fire')).toBeInTheDocument();
    expect(theme.getByRole('img', { name: 'Sponsor' })).toHaveAttribute(
      'src',
      '/backend/uploads/sponsors/brush-co.webp',
    );
    expect(screen.getByRole('img', { name: 'Vote share: mika.paints 75%, jun_ink 25%' })).toBeInTheDocument();
    const qr = screen.getByRole('img', { name: 'QR code that opens the voting page' });
    expect(qr).toHaveAttribute('data-value', `${window.location.origin}/voting/${event._id}`);
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
    expect(screen.getByText('Scan to vote')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Battle controls' })).not.toBeInTheDocument();
  });

  it('highlights the winner of the last completed battle when none is live', async () => {
    stubFetch();
    await openBigScreen([first, next]);
    const winner = await screen.findByRole('region', { name: 'mika.paints' });
    expect(winner).toHaveAttribute('data-winner');
    expect(within(winner).getByText('Winner')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'jun_ink' })).not.toHaveAttribute('data-winner');
  });

  it('asks to wait when there is no battle, in Japanese too', async () => {
    await i18n.changeLanguage('ja');
    stubFetch();
    await openBigScreen([next]);
    expect(await screen.findByText('次のバトルまでお待ちください')).toBeInTheDocument();
    expect(screen.getByText('QRコードを読み取って投票')).toBeInTheDocument();
  });

  it('shows the theme in Japanese', async () => {
    await i18n.changeLanguage('ja');
    stubFetch();
    await openBigScreen([live]);
    const theme = within(await screen.findByRole('region', { name: 'テーマ' }));
    expect(theme.getByText('海')).toBeInTheDocument();
    expect(theme.getByText('炎')).toBeInTheDocument();
  });

  it('keeps the screen awake, and asks again when the tab is visible again', async () => {
    const release = vi.fn(async () => {});
    const sentinel = { released: false, release };
    const request = vi.fn(async () => sentinel);
    Object.defineProperty(navigator, 'wakeLock', { value: { request }, configurable: true });
    try {
      stubFetch();
      await openBigScreen([live]);
      await waitFor(() => expect(request).toHaveBeenCalledWith('screen'));
      sentinel.released = true;
      document.dispatchEvent(new Event('visibilitychange'));
      await waitFor(() => expect(request).toHaveBeenCalledTimes(2));
    } finally {
      Reflect.deleteProperty(navigator, 'wakeLock');
    }
  });

  it('offers full screen where the browser allows it', async () => {
    const requestFullscreen = vi.fn(async () => {});
    Object.defineProperty(document, 'fullscreenEnabled', { value: true, configurable: true });
    Object.defineProperty(document.documentElement, 'requestFullscreen', {
      value: requestFullscreen,
      configurable: true,
    });
    try {
      const user = userEvent.setup();
      stubFetch();
      await openBigScreen([live]);
      await user.click(await screen.findByRole('button', { name: 'Full screen' }));
      expect(requestFullscreen).toHaveBeenCalled();
    } finally {
      Reflect.deleteProperty(document, 'fullscreenEnabled');
      Reflect.deleteProperty(document.documentElement, 'requestFullscreen');
    }
  });
});

describe('the big screen controls, for organisers (§4.9)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    stubEventSource();
    asOrganiser();
  });
  afterEach(() => void vi.useRealTimers());

  it('links the roulette of the current battle', async () => {
    stubControls();
    await openBigScreen([first, live]);
    const panel = within(await screen.findByRole('navigation', { name: 'Battle controls' }));
    expect(panel.getByRole('link', { name: 'Roulette' })).toHaveAttribute(
      'href',
      `/roulette-public/${event._id}/${live._id}`,
    );
  });

  it("starts a timer that never ran with bt_status ''", async () => {
    const user = userEvent.setup();
    const { requests } = stubControls();
    await openBigScreen([live]);
    await user.click(await screen.findByRole('button', { name: 'Start' }));
    await waitFor(() => expect(sent(requests, START)).toHaveLength(1));
    expect(sent(requests, START)[0]).toMatchObject({ body: { eventId: event._id, battleId: live._id, bt_status: '' } });
    expect(sent(requests, START)[0]?.headers.get('Authorization')).toBe('jwt-admin');
    // The reply's battle is on screen at once: the button now pauses.
    expect(await screen.findByRole('button', { name: 'Pause' })).toBeInTheDocument();
  });

  it("resumes a paused timer with bt_status 'replay'", async () => {
    const user = userEvent.setup();
    const { requests } = stubControls();
    await openBigScreen([
      {
        ...live,
        battle_time_status: 'pause',
        battle_time_start: iso(NOW - 90_000),
        battle_time_pause: iso(NOW - 30_000),
        battle_timeRemaining: '9m 0s',
      },
    ]);
    expect(await screen.findAllByText('09:00.0')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Resume' }));
    await waitFor(() => expect(sent(requests, START)).toHaveLength(1));
    expect(sent(requests, START)[0]?.body).toMatchObject({ bt_status: 'replay' });
  });

  it('pauses a running timer, sending the time left as the screen reads it', async () => {
    const user = userEvent.setup();
    const { requests } = stubControls();
    await openBigScreen([{ ...live, battle_time_status: 'play', battle_time_start: iso(NOW - 61_000) }]);
    expect(await screen.findAllByText('08:59.0')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    await waitFor(() => expect(sent(requests, PAUSE)).toHaveLength(1));
    expect(sent(requests, PAUSE)[0]?.body).toMatchObject({
      eventId: event._id,
      battleId: live._id,
      battle_timeRemaining: '8m 59s',
    });
    expect(await screen.findByRole('button', { name: 'Resume' })).toBeEnabled();
    expect(screen.getAllByText('08:59.0')).toHaveLength(2);
  });

  it("says 'Time is up!' on a timer button that cannot be pressed once the time ran out", async () => {
    const { requests } = stubControls();
    await openBigScreen([{ ...live, battle_time_status: 'play', battle_time_start: iso(NOW - 11 * 60_000) }]);
    expect(await screen.findByRole('button', { name: 'Time is up!' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Pause' })).toBeNull();
    expect(requests).toHaveLength(0);
  });

  it('restarts afresh', async () => {
    const user = userEvent.setup();
    const { requests } = stubControls();
    await openBigScreen([
      { ...live, battle_time_status: 'pause', battle_time_pause: iso(NOW), battle_timeRemaining: 'Time is up!' },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Restart' }));
    await waitFor(() => expect(sent(requests, START)).toHaveLength(1));
    expect(sent(requests, START)[0]?.body).toMatchObject({ bt_status: '' });
  });

  it('warns when the battle has no roulette', async () => {
    const user = userEvent.setup();
    const { requests } = stubControls();
    await openBigScreen([{ ...live, roulette: null }]);
    await user.click(await screen.findByRole('button', { name: 'Start' }));
    await toast('Please select roulette theme');
    await user.click(screen.getByRole('button', { name: 'Restart' }));
    expect(requests).toHaveLength(0);
  });

  it('warns when the battle has no keywords', async () => {
    const user = userEvent.setup();
    const { requests } = stubControls();
    await openBigScreen([{ ...next, battle_status: 'live' }]);
    await user.click(await screen.findByRole('button', { name: 'Start' }));
    await toast('Please select Keywords');
    expect(requests).toHaveLength(0);
  });

  it('refuses Next Battle while a battle is live', async () => {
    const user = userEvent.setup();
    stubControls();
    await openBigScreen([first, live, next]);
    await user.click(await screen.findByRole('button', { name: 'Next Battle' }));
    await toast('A battle is currently live! You can access the next battle after it completes.');
    expect(screen.getByText('Semi-final')).toBeInTheDocument();
  });

  it('moves to the first battle not started and keeps it until it goes live', async () => {
    const user = userEvent.setup();
    stubControls();
    const source = await openBigScreen([first, next]);
    expect(await screen.findByText('Opening')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next Battle' }));
    expect(await screen.findByText('Final')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Roulette' })).toHaveAttribute(
      'href',
      `/roulette-public/${event._id}/${next._id}`,
    );

    // A new snapshot keeps the chosen battle on screen; Next Battle is refused while it has not started.
    source.send('snapshot', { event: eventBattles(event, [first, next], { roulette }), serverNow: iso(NOW) });
    expect(screen.getByText('Final')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next Battle' }));
    await toast('A battle is currently live! You can access the next battle after it completes.');

    // The roulette sets it live.
    source.send('snapshot', {
      event: eventBattles(
        event,
        [first, { ...next, battle_status: 'live', battle1_keyword_eng: 'Moon', battle2_keyword_eng: 'Rain' }],
        { roulette },
      ),
      serverNow: iso(NOW),
    });
    expect(await screen.findByText('Moon')).toBeInTheDocument();
  });

  it('says when there is no next battle', async () => {
    const user = userEvent.setup();
    stubControls();
    await openBigScreen([first]);
    await user.click(await screen.findByRole('button', { name: 'Next Battle' }));
    await toast('No next battle available!');
  });

  it('opens and closes voting, shows and hides the bar, and completes the battle with the leader as winner', async () => {
    const user = userEvent.setup();
    const update = `/backend/admin-api/battles/${live._id}`;
    const { requests } = stubFetch(
      on(update, {
        body: { status: 1, message: 'Battle updated', battle: { ...live, voting_status: 'on', voting_bar: 'hide' } },
      }),
    );
    await openBigScreen([{ ...live, voting_status: 'off', voting_bar: 'hide' }]);
    await user.click(await screen.findByRole('button', { name: 'Open voting' }));
    await waitFor(() => expect(sent(requests, update)).toHaveLength(1));
    expect(sent(requests, update)[0]).toMatchObject({ method: 'PUT', body: { voting_status: 'on' } });
    expect(await screen.findByRole('button', { name: 'Close voting' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show vote bar' }));
    await waitFor(() => expect(sent(requests, update)).toHaveLength(2));
    expect(sent(requests, update)[1]?.body).toEqual({ voting_bar: 'show' });
    await user.click(screen.getByRole('button', { name: 'Complete battle' }));
    await waitFor(() => expect(sent(requests, update)).toHaveLength(3));
    // 3 votes to 1: the first player wins.
    expect(sent(requests, update)[2]?.body).toEqual({
      battle_status: 'complete',
      voting_status: 'off',
      player_winner_id: mika._id,
    });
  });

  it("toasts the server's refusal of a timer call", async () => {
    const user = userEvent.setup();
    stubFetch(on(START, { status: 409, body: failureReply('This battle is not live.') }));
    await openBigScreen([live]);
    await user.click(await screen.findByRole('button', { name: 'Start' }));
    await toast('This battle is not live.');
  });

  it('speaks Japanese: the controls and their warnings', async () => {
    await i18n.changeLanguage('ja');
    const user = userEvent.setup();
    stubControls();
    await openBigScreen([first, live]);
    const panel = within(await screen.findByRole('navigation', { name: 'バトルの操作' }));
    expect(panel.getByRole('link', { name: 'ルーレット' })).toBeInTheDocument();
    expect(panel.getByRole('button', { name: 'スタート' })).toBeInTheDocument();
    expect(panel.getByRole('button', { name: 'リスタート' })).toBeInTheDocument();
    await user.click(panel.getByRole('button', { name: '次のバトル' }));
    await toast('現在バトルが進行中です。終了後に次のバトルへ進めます。');
  });
});
