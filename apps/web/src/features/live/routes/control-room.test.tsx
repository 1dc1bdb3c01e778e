import type { CallOf, CallReply, TBattle, TBattleCurve, TProjectorLanguage, TShow } from '@artclash/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { saveSession, sessionOf } from '@/lib/session';
import { buildSessionUser, failureReply } from '@/test/accounts';
import {
  battleControlReply,
  buildBattle,
  buildEvent,
  buildPlayer,
  eventBattles,
  liveVotes,
  rouletteReply,
  undrawnThemes,
} from '@/test/factories';
import { stubEventSource } from '@/test/fake-event-source';
import { on, stubFetch } from '@/test/fetch-stub';
import { connectStream } from '@/test/live';
import { renderRoute } from '@/test/render';
import { stubXhr } from '@/test/xhr-stub';

const NOW = Date.parse('2026-12-05T12:30:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();

const mika = buildPlayer({ username: 'mika.paints' });
const jun = buildPlayer({ username: 'jun_ink' });
const event = buildEvent({ title_eng: 'Night Canvas' });
const roulette = { sponsor_img: '' };
const live = buildBattle({
  battle_name: 'Final',
  battle_name_jap: '決勝',
  battle_status: 'live',
  voting_status: 'off',
  voting_bar: 'hide',
  battle1: mika,
  battle2: jun,
  roulette,
  votes: { Player1: 2, Player2: 1 },
});
const done = buildBattle({ battle_name: 'Opening', battle1: jun, battle2: mika, player_winner_id: mika._id, roulette });
const waiting = buildBattle({
  battle_name: 'Encore',
  battle_status: null,
  battle1: mika,
  battle2: jun,
  roulette,
  ...undrawnThemes,
});

const START = '/backend/admin-api/EventSingleBattleTimeStart';
const PAUSE = '/backend/admin-api/EventSingleBattleTimePause';
const MOVE = (battle: TBattle) => `/backend/admin-api/battles/${battle._id}/move`;
const CURRENT = `/backend/admin-api/events/${event._id}/show/current`;
const ROULETTE = `/backend/admin-api/events/${event._id}/show/roulette`;

const sent = <R extends { url: URL }>(requests: R[], path: string) =>
  requests.filter(({ url }) => url.pathname === path);
const toast = async (text: string) => expect(await screen.findByRole('alert')).toHaveTextContent(text);
const idle: TShow['roulette'] = { state: 'idle', battle_id: null, left: null, right: null, changed_at: null };

/** Opens the control room and sends the event as the stream does, with the server's show. */
async function openControlRoom(
  battles: TBattle[],
  show: Partial<TShow> = {},
  projector_language: TProjectorLanguage = 'en',
) {
  renderRoute(`/admin/live/${event._id}`);
  const base = eventBattles(event, battles, { roulette, projector_language });
  return connectStream({ ...base, show: { ...base.show, ...show } }, iso(NOW));
}

const ROOM = `/backend/admin-api/events/${event._id}/room`;
const REACH = '/backend/admin-api/phone-reach';
/** The room call's reply: a quiet room with the event's screen key unless told. */
const roomReply = (room: Partial<CallReply<CallOf<'adminEventRoom'>>['room']>) => ({
  body: {
    status: 1,
    message: 'The room.',
    room: {
      viewers: 0,
      votes_last_minute: 0,
      oldest_vote_ms: 0,
      processes: 1,
      processes_receiving: 1,
      votes_by_origin: [],
      ...room,
    },
    screen_key: 'screen-key-of-the-event',
  },
});

const showPanel = async () => within(await screen.findByRole('region', { name: 'The show' }));
const battlePanel = async (name: string) => within(await screen.findByRole('region', { name }));

describe('the control room /admin/live (docs/product.md#rule-325)', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    saveSession(sessionOf(buildSessionUser({ role: 'admin' }), 'jwt-admin'));
    stubEventSource();
  });
  afterEach(() => void vi.useRealTimers());

  it('shows the stage of the night, the votes as they arrive, and saves the judge scores', async () => {
    const user = userEvent.setup();
    const { requests } = stubFetch((url, init) =>
      init?.method === 'PUT' ? { body: battleControlReply(live) } : undefined,
    );
    const source = await openControlRoom([done, live]);
    expect((await showPanel()).getByTestId('show-stage')).toHaveTextContent('Battle 2 is running');
    const card = within(await screen.findByRole('article', { name: 'Final' }));
    expect(card.getByTestId('votes-1')).toHaveTextContent('2');
    source.send('votes', liveVotes(live._id, 7, 3));
    await waitFor(() => expect(card.getByTestId('votes-1')).toHaveTextContent('7'));
    expect(card.getByTestId('votes-2')).toHaveTextContent('3');

    await user.type(card.getByLabelText('IDEA for mika.paints'), '9');
    await user.type(card.getByLabelText('IDEA for jun_ink'), '7.5');
    await user.click(card.getByRole('button', { name: 'Save scores' }));
    await waitFor(() => expect(requests.filter((request) => request.method === 'PUT')).toHaveLength(1));
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({
      scores: { idea: { player1: 9, player2: 7.5 } },
    });
  }, 15_000);

  it("fills in the counts the public stream hides from the organisers' list, read every second (docs/product.md#rule-316)", async () => {
    let counts = { Player1: 4, Player2: 6 };
    const { requests } = stubFetch(
      on(`/backend/admin-api/events/${event._id}/battles`, () => ({
        body: { status: 1, message: 'ok', battles: [{ ...live, votes: counts }] },
      })),
    );
    await openControlRoom([{ ...live, votes: null }]);
    const card = within(await screen.findByRole('article', { name: 'Final' }));
    await waitFor(() => expect(card.getByTestId('votes-1')).toHaveTextContent('4'));
    expect(card.getByTestId('votes-2')).toHaveTextContent('6');
    expect(requests[0]!.headers.get('authorization')).toBe('jwt-admin');
    counts = { Player1: 5, Player2: 6 };
    await waitFor(() => expect(card.getByTestId('votes-1')).toHaveTextContent('5'), { timeout: 3000 });
  }, 15_000);

  it("keeps reading the organisers' counts while the bar is hidden, even when a control's reply left counts in the list", async () => {
    // A control's reply carries the organisers' counts as they were; landing after the stream's snapshot, it
    // puts them in the shared list, and no vote message follows while the bar is hidden.
    stubFetch(
      on(`/backend/admin-api/events/${event._id}/battles`, () => ({
        body: { status: 1, message: 'ok', battles: [{ ...live, votes: { Player1: 0, Player2: 1 } }] },
      })),
    );
    await openControlRoom([{ ...live, votes: { Player1: 0, Player2: 0 } }]);
    const card = within(await screen.findByRole('article', { name: 'Final' }));
    await waitFor(() => expect(card.getByTestId('votes-2')).toHaveTextContent('1'), { timeout: 3000 });
  }, 15_000);

  it('shows what the projector shows, without a control, beside the controls', async () => {
    stubFetch();
    await openControlRoom([done, live]);
    const preview = await screen.findByTestId('projector-preview');
    expect(preview).toHaveAttribute('aria-hidden', 'true');
    expect(within(preview).getByText('Night Canvas')).toBeInTheDocument();
    expect(within(preview).getByText('Ocean')).toBeInTheDocument();
    expect(preview.querySelectorAll('button, a, input, select')).toHaveLength(0);
  });

  it("previews the projector in the event's language, not the control room's, and hands out its address in it (docs/product.md#rule-397)", async () => {
    stubFetch(on(ROOM, () => roomReply({})));
    await openControlRoom([done, live], {}, 'ja');
    const preview = await screen.findByTestId('projector-preview');
    // The control room in English; the projector, and so its preview, in Japanese.
    expect(screen.getByRole('region', { name: 'The projector' })).toBeInTheDocument();
    expect(within(preview).getByText('テーマ')).toBeInTheDocument();
    expect(within(preview).getByText('海')).toBeInTheDocument();
    expect(within(preview).queryByText('Ocean')).not.toBeInTheDocument();
    expect(preview.querySelector('[lang="ja"]')).not.toBeNull();
    const panel = within(screen.getByRole('region', { name: 'The projector' }));
    await waitFor(() =>
      expect((panel.getByRole('textbox', { name: 'Projector address' }) as HTMLInputElement).value).toMatch(
        /\?screen=screen-key-of-the-event&lang=ja$/,
      ),
    );
  }, 15_000);

  it('previews both languages when the event shows both: the theme, its label and the moment', async () => {
    stubFetch(on(ROOM, () => roomReply({})));
    await openControlRoom([done, { ...live, voting_status: 'on' }], {}, 'both');
    const preview = within(await screen.findByTestId('projector-preview'));
    for (const text of ['Ocean', '海', 'Fire', '炎', 'Theme', 'テーマ', 'Vote now', '投票受付中'])
      expect(preview.getByText(text)).toBeInTheDocument();
    const panel = within(screen.getByRole('region', { name: 'The projector' }));
    await waitFor(() =>
      expect((panel.getByRole('textbox', { name: 'Projector address' }) as HTMLInputElement).value).toMatch(
        /&lang=both$/,
      ),
    );
  }, 15_000);

  it('puts the chosen battle on stage, or the next one', async () => {
    const user = userEvent.setup();
    const { requests } = stubFetch(
      on(CURRENT, {
        body: {
          status: 1,
          message: 'The battle is on stage.',
          show: { ...eventBattles(event, [done, waiting]).show, current_battle_id: waiting._id, battle_number: 2 },
        },
      }),
    );
    await openControlRoom([done, waiting]);
    const panel = await showPanel();
    expect(panel.getByTestId('show-stage')).toHaveTextContent('Between battles');
    await user.click(panel.getByRole('button', { name: 'Next battle' }));
    await waitFor(() => expect(sent(requests, CURRENT)).toHaveLength(1));
    expect(sent(requests, CURRENT)[0]).toMatchObject({ method: 'PUT', body: { battleId: waiting._id } });
    expect(await screen.findByText('The battle is on stage.')).toBeInTheDocument();

    await user.selectOptions(panel.getByLabelText('Battle on stage'), done._id);
    await user.click(panel.getByRole('button', { name: 'Put on stage' }));
    await waitFor(() => expect(sent(requests, CURRENT)).toHaveLength(2));
    expect(sent(requests, CURRENT)[1]?.body).toEqual({ battleId: done._id });
  }, 15_000);

  it('offers no other battle while one runs', async () => {
    stubFetch();
    await openControlRoom([live, waiting]);
    const panel = await showPanel();
    expect(panel.getByRole('button', { name: 'Next battle' })).toBeDisabled();
    expect(panel.getByLabelText('Battle on stage')).toBeDisabled();
  });

  it('spins, stops and locks the roulette, each from the state the screen shows; the lock starts the timer (docs/product.md#rule-392)', async () => {
    const user = userEvent.setup();
    const reply = { status: 1, message: 'The roulette is spinning.', show: eventBattles(event, [waiting]).show };
    const { requests } = stubFetch(
      on(ROULETTE, { body: reply }),
      on(START, { body: battleControlReply({ ...waiting, battle_status: 'live' }) }),
    );
    const source = await openControlRoom([waiting], { current_battle_id: waiting._id });
    const panel = await showPanel();
    expect(panel.getByRole('button', { name: 'Stop' })).toBeDisabled();
    expect(panel.getByRole('button', { name: 'Lock the theme and start' })).toBeDisabled();
    await user.click(panel.getByRole('button', { name: 'Spin' }));
    await waitFor(() => expect(sent(requests, ROULETTE)).toHaveLength(1));
    expect(sent(requests, ROULETTE)[0]?.body).toEqual({ battleId: waiting._id, action: 'spin', from: 'idle' });

    const base = eventBattles(event, [waiting], { roulette });
    const spinning = { ...idle, state: 'spinning' as const, battle_id: waiting._id, changed_at: iso(NOW) };
    source.send('snapshot', {
      event: { ...base, show: { ...base.show, current_battle_id: waiting._id, roulette: spinning } },
      serverNow: iso(NOW),
    });
    await user.click(await panel.findByRole('button', { name: 'Stop' }));
    await waitFor(() => expect(sent(requests, ROULETTE)).toHaveLength(2));
    expect(sent(requests, ROULETTE)[1]?.body).toEqual({ battleId: waiting._id, action: 'stop', from: 'spinning' });

    const stopped = {
      ...spinning,
      state: 'stopped' as const,
      left: { eng: 'Moon', jap: '月' },
      right: { eng: 'Rain', jap: '雨' },
    };
    source.send('snapshot', {
      event: { ...base, show: { ...base.show, current_battle_id: waiting._id, roulette: stopped } },
      serverNow: iso(NOW),
    });
    expect(await panel.findByText('Drawn: Moon + Rain')).toBeInTheDocument();
    await user.click(panel.getByRole('button', { name: 'Lock the theme and start' }));
    await waitFor(() => expect(sent(requests, ROULETTE)).toHaveLength(3));
    expect(sent(requests, ROULETTE)[2]?.body).toEqual({ battleId: waiting._id, action: 'lock', from: 'stopped' });
    await waitFor(() => expect(sent(requests, START)).toHaveLength(1));
    expect(sent(requests, START)[0]?.body).toMatchObject({ battleId: waiting._id, bt_status: '' });
  });

  it('says the keyword pool is empty and links to the roulette keywords when a spin is refused for it (docs/product.md#rule-374)', async () => {
    const user = userEvent.setup();
    const emptyPool = 'The keyword pool is empty: add keywords on the Roulette keywords screen, then spin again.';
    const { requests } = stubFetch(
      on(ROULETTE, { status: 409, body: failureReply(emptyPool) }),
      on(`/backend/api/EventSingleBattleRouletteGet/${event._id}/${waiting._id}`, {
        body: rouletteReply(event, waiting, { keywords: [], sponsor_img: '' }),
      }),
    );
    await openControlRoom([waiting], { current_battle_id: waiting._id });
    const panel = await showPanel();
    expect(panel.queryByRole('link', { name: 'Add keywords' })).toBeNull();
    await user.click(panel.getByRole('button', { name: 'Spin' }));
    await waitFor(() => expect(sent(requests, ROULETTE)).toHaveLength(1));
    const notice = await panel.findByText(/The keyword pool is empty, so the roulette has nothing to spin/);
    expect(notice).toHaveAttribute('role', 'alert');
    expect(within(notice).getByRole('link', { name: 'Add keywords' })).toHaveAttribute(
      'href',
      `/admin/roulette-pool/${event._id}`,
    );
    expect(await screen.findByText(emptyPool)).toBeInTheDocument();
  });

  it('says nothing of the pool when a spin is refused for another reason and the pool has keywords', async () => {
    const user = userEvent.setup();
    const { requests } = stubFetch(
      on(ROULETTE, { status: 409, body: failureReply('The roulette has moved on.') }),
      on(`/backend/api/EventSingleBattleRouletteGet/${event._id}/${waiting._id}`, {
        body: rouletteReply(event, waiting),
      }),
    );
    await openControlRoom([waiting], { current_battle_id: waiting._id });
    const panel = await showPanel();
    await user.click(panel.getByRole('button', { name: 'Spin' }));
    await waitFor(() =>
      expect(sent(requests, `/backend/api/EventSingleBattleRouletteGet/${event._id}/${waiting._id}`)).toHaveLength(1),
    );
    expect(await screen.findByText('The roulette has moved on.')).toBeInTheDocument();
    expect(panel.queryByRole('link', { name: 'Add keywords' })).toBeNull();
  });

  it("starts a timer with bt_status '', pauses it with the time left as read, and resumes it with 'replay'", async () => {
    const user = userEvent.setup();
    const { requests } = stubFetch(
      on(START, { body: battleControlReply({ ...live, battle_time_status: 'play', battle_time_start: iso(NOW) }) }),
      on(PAUSE, {
        body: battleControlReply({
          ...live,
          battle_time_status: 'pause',
          battle_time_pause: iso(NOW),
          battle_timeRemaining: '10m 0s',
        }),
      }),
    );
    await openControlRoom([live]);
    const panel = await battlePanel('Final');
    await user.click(panel.getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(sent(requests, START)).toHaveLength(1));
    expect(sent(requests, START)[0]?.body).toMatchObject({ eventId: event._id, battleId: live._id, bt_status: '' });
    expect(sent(requests, START)[0]?.headers.get('Authorization')).toBe('jwt-admin');
    await user.click(await panel.findByRole('button', { name: 'Pause' }));
    await waitFor(() => expect(sent(requests, PAUSE)).toHaveLength(1));
    expect(sent(requests, PAUSE)[0]?.body).toMatchObject({ battle_timeRemaining: '10m 0s' });
    await user.click(await panel.findByRole('button', { name: 'Resume' }));
    await waitFor(() => expect(sent(requests, START)).toHaveLength(2));
    expect(sent(requests, START)[1]?.body).toMatchObject({ bt_status: 'replay' });
  });

  it("says 'Time is up!' on a timer button that cannot be pressed once the time ran out", async () => {
    const { requests } = stubFetch();
    await openControlRoom([{ ...live, battle_time_status: 'play', battle_time_start: iso(NOW - 11 * 60_000) }]);
    expect((await battlePanel('Final')).getByRole('button', { name: 'Time is up!' })).toBeDisabled();
    expect(sent(requests, START)).toHaveLength(0);
  });

  it('offers the photos of the canvases from Time is up on, sends one, shows it, and takes it away after asking (docs/decisions.md#425)', async () => {
    const user = userEvent.setup();
    const { requests } = stubFetch((url, init) =>
      init?.method === 'DELETE'
        ? { body: { status: 1, message: 'Artwork photo removed', battle: running } }
        : undefined,
    );
    const running = { ...live, battle_time_status: 'play' as const, battle_time_start: iso(NOW - 9 * 60_000) };
    const photo = {
      width: 1280,
      height: 960,
      sizes: [640, 1280].map((width) => ({ path: `uploads/artworks/canvas-${width}.webp`, width })),
    };
    const uploads = stubXhr({ body: battleControlReply({ ...running, battle1_artwork: photo }) });
    await openControlRoom([running]);
    const card = within(await screen.findByRole('article', { name: 'Final' }));
    expect(card.queryByRole('region', { name: 'The artworks' })).not.toBeInTheDocument();

    // The countdown reaches zero: the photos are offered without a new message from the server.
    vi.setSystemTime(NOW + 61_000);
    const artworks = within(await card.findByRole('region', { name: 'The artworks' }, { timeout: 3_000 }));
    expect(artworks.getAllByText('No photo yet')).toHaveLength(2);
    await user.upload(
      artworks.getByTestId('artwork-input-1'),
      new File(['jpeg'], 'canvas.jpg', { type: 'image/jpeg' }),
    );
    await toast('Photo saved: mika.paints finds it as a draft post.');
    expect(uploads.requests.map(({ method, url }) => `${method} ${url.pathname}`)).toEqual([
      `POST /backend/admin-api/battles/${live._id}/artworks/1`,
    ]);
    expect(uploads.requests[0]?.headers['x-artclash-screen']).toBe('controlRoom');
    expect(artworks.getByRole('img', { name: "mika.paints's canvas" })).toHaveAttribute(
      'srcset',
      expect.stringContaining('uploads/artworks/canvas-640.webp 640w'),
    );
    expect(artworks.getByRole('button', { name: "Retake mika.paints's photo" })).toBeEnabled();
    expect(artworks.getByRole('button', { name: "Photo of jun_ink's canvas" })).toBeEnabled();

    // Taken away after asking, with what goes with it: Cancel sends nothing.
    const remove = artworks.getByRole('button', { name: "Remove mika.paints's photo" });
    await user.click(remove);
    const asking = within(await screen.findByRole('dialog', { name: "Remove mika.paints's photo?" }));
    expect(asking.getByText(/the draft post mika\.paints has not published goes with it/)).toBeInTheDocument();
    await user.click(asking.getByRole('button', { name: 'Cancel' }));
    expect(requests.filter((request) => request.method === 'DELETE')).toHaveLength(0);
    await user.click(remove);
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: "Remove mika.paints's photo" }),
    );
    expect(await screen.findByText('Photo removed.')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'DELETE').map(({ url }) => url.pathname)).toEqual([
      `/backend/admin-api/battles/${live._id}/artworks/1`,
    ]);
    expect(artworks.getAllByText('No photo yet')).toHaveLength(2);

    await i18n.changeLanguage('ja');
    // The screen opens its stream again in Japanese.
    await connectStream(eventBattles(event, [{ ...running, battle1_artwork: photo }], { roulette }), iso(NOW + 61_000));
    const japanese = within(await screen.findByRole('region', { name: '作品' }));
    expect(japanese.getByRole('button', { name: 'mika.paintsさんの写真を撮り直す' })).toBeEnabled();
    expect(japanese.getByRole('button', { name: 'jun_inkさんのキャンバスを撮る' })).toBeEnabled();
    expect(japanese.getByRole('img', { name: 'mika.paintsさんのキャンバス' })).toBeInTheDocument();
  });

  it('asks before restarting the timer: Cancel sends nothing, Restart starts the full time afresh', async () => {
    const user = userEvent.setup();
    const { requests } = stubFetch(on(START, { body: battleControlReply({ ...live, battle_time_status: 'play' }) }));
    await openControlRoom([{ ...live, battle_time_status: 'pause', battle_timeRemaining: '2m 0s' }]);
    const panel = await battlePanel('Final');
    await user.click(panel.getByRole('button', { name: 'Restart' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Restart the timer?' }));
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent(requests, START)).toHaveLength(0);

    await user.click(panel.getByRole('button', { name: 'Restart' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Restart' }));
    await waitFor(() => expect(sent(requests, START)).toHaveLength(1));
    expect(sent(requests, START)[0]?.body).toMatchObject({ bt_status: '' });
  });

  it('warns instead of starting a timer without a roulette or keywords', async () => {
    const user = userEvent.setup();
    const { requests } = stubFetch();
    await openControlRoom([{ ...live, roulette: null }]);
    await user.click((await battlePanel('Final')).getByRole('button', { name: 'Start' }));
    await toast('Please select roulette theme');
    expect(sent(requests, START)).toHaveLength(0);
  });

  it('opens and closes voting as moves from the phase shown, and shows and hides the bar', async () => {
    const user = userEvent.setup();
    const opened = buildBattle({ ...live, voting_status: 'on', voting_opened: true, battle_phase: 'live' });
    const { requests } = stubFetch(
      on(MOVE(live), { body: { status: 1, message: 'Voting is open.', battle: opened } }),
      on(`/backend/admin-api/battles/${live._id}`, {
        body: { status: 1, message: 'Saved.', battle: { ...opened, voting_bar: 'show' } },
      }),
    );
    await openControlRoom([live]);
    const panel = await battlePanel('Final');
    expect(panel.queryByRole('button', { name: 'Close voting' })).toBeNull();
    await user.click(panel.getByRole('button', { name: 'Open voting' }));
    await waitFor(() => expect(sent(requests, MOVE(live))).toHaveLength(1));
    expect(sent(requests, MOVE(live))[0]).toMatchObject({ method: 'POST', body: { move: 'openVoting', from: 'live' } });
    await toast('Voting is open.');
    expect(await panel.findByRole('button', { name: 'Close voting' })).toBeInTheDocument();
    await user.click(panel.getByRole('button', { name: 'Show vote bar' }));
    await waitFor(() => expect(sent(requests, `/backend/admin-api/battles/${live._id}`)).toHaveLength(1));
    expect(sent(requests, `/backend/admin-api/battles/${live._id}`)[0]?.body).toEqual({ voting_bar: 'show' });
  });

  it('asks before completing and names the winner by votes; nothing is sent on Cancel', async () => {
    const user = userEvent.setup();
    const { requests } = stubFetch(
      on(MOVE(live), {
        body: {
          status: 1,
          message: 'The battle is complete.',
          battle: { ...live, battle_status: 'complete', battle_phase: 'complete', player_winner_id: mika._id },
        },
      }),
    );
    await openControlRoom([live]);
    const panel = await battlePanel('Final');
    await user.click(panel.getByRole('button', { name: 'Complete battle' }));
    let dialog = within(await screen.findByRole('dialog', { name: 'Complete “Final”?' }));
    expect(dialog.getByText('Winner by votes: mika.paints (2 – 1).')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(sent(requests, MOVE(live))).toHaveLength(0);

    await user.click(panel.getByRole('button', { name: 'Complete battle' }));
    dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Complete battle' }));
    await waitFor(() => expect(sent(requests, MOVE(live))).toHaveLength(1));
    expect(sent(requests, MOVE(live))[0]?.body).toEqual({ move: 'complete', from: 'live' });
    await toast('The battle is complete.');
  });

  it('on a tie asks for the winner or a draw before Complete can be pressed', async () => {
    const user = userEvent.setup();
    const tied = { ...live, votes: { Player1: 1, Player2: 1 } };
    const { requests } = stubFetch(
      on(MOVE(tied), { body: { status: 1, message: 'The battle is complete.', battle: { ...tied, draw: true } } }),
    );
    await openControlRoom([tied]);
    await user.click((await battlePanel('Final')).getByRole('button', { name: 'Complete battle' }));
    const dialog = within(await screen.findByRole('dialog'));
    const legend = 'The votes are tied (1 each): pick the winner or record a draw.';
    const choice = within(dialog.getByRole('group', { name: legend }));
    expect(dialog.getByRole('button', { name: 'Complete battle' })).toBeDisabled();
    await user.click(choice.getByRole('radio', { name: 'jun_ink' }));
    await user.click(choice.getByRole('radio', { name: 'Record a draw' }));
    await user.click(dialog.getByRole('button', { name: 'Complete battle' }));
    await waitFor(() => expect(sent(requests, MOVE(tied))).toHaveLength(1));
    expect(sent(requests, MOVE(tied))[0]?.body).toEqual({ move: 'complete', from: 'live', draw: true });
  });

  it('sends the tie winner the organiser picks', async () => {
    const user = userEvent.setup();
    const tied = { ...live, votes: { Player1: 0, Player2: 0 } };
    const { requests } = stubFetch(on(MOVE(tied), { body: { status: 1, message: 'ok', battle: tied } }));
    await openControlRoom([tied]);
    await user.click((await battlePanel('Final')).getByRole('button', { name: 'Complete battle' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('radio', { name: 'jun_ink' }));
    await user.click(dialog.getByRole('button', { name: 'Complete battle' }));
    await waitFor(() => expect(sent(requests, MOVE(tied))).toHaveLength(1));
    expect(sent(requests, MOVE(tied))[0]?.body).toEqual({ move: 'complete', from: 'live', player_winner_id: jun._id });
  });

  it('asks before reopening a complete battle or its voting', async () => {
    const user = userEvent.setup();
    const closed = buildBattle({ ...live, voting_opened: true, battle_phase: 'voting_closed' });
    const { requests } = stubFetch(on(MOVE(done), { body: { status: 1, message: 'ok', battle: done } }));
    await openControlRoom([done]);
    await user.click((await battlePanel('Opening')).getByRole('button', { name: 'Reopen battle' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reopen “Opening”?' }));
    await user.click(dialog.getByRole('button', { name: 'Reopen battle' }));
    await waitFor(() => expect(sent(requests, MOVE(done))).toHaveLength(1));
    expect(sent(requests, MOVE(done))[0]?.body).toEqual({ move: 'reopen', from: 'complete' });

    await i18n.changeLanguage('en');
    stubFetch();
    await openControlRoom([closed]);
    await user.click((await battlePanel('Final')).getByRole('button', { name: 'Reopen voting' }));
    expect(await screen.findByRole('dialog', { name: 'Reopen voting on “Final”?' })).toBeInTheDocument();
  });

  it('undoes a start while nothing was spent, and not after', async () => {
    const user = userEvent.setup();
    const fresh = { ...live, votes: { Player1: 0, Player2: 0 } };
    const { requests } = stubFetch(on(MOVE(fresh), { body: { status: 1, message: 'ok', battle: fresh } }));
    const source = await openControlRoom([fresh]);
    const panel = await battlePanel('Final');
    await user.click(panel.getByRole('button', { name: 'Undo start' }));
    await waitFor(() => expect(sent(requests, MOVE(fresh))).toHaveLength(1));
    expect(sent(requests, MOVE(fresh))[0]?.body).toEqual({ move: 'undoStart', from: 'live' });

    source.send('snapshot', { event: eventBattles(event, [live], { roulette }), serverNow: iso(NOW) });
    await waitFor(() => expect(panel.queryByRole('button', { name: 'Undo start' })).toBeNull());
  });

  it("toasts the server's refusal of a move made on a stale screen", async () => {
    const user = userEvent.setup();
    stubFetch(
      on(MOVE(live), {
        status: 409,
        body: failureReply('This battle has moved on since your screen was updated. Check its state and try again.'),
      }),
    );
    await openControlRoom([live]);
    await user.click((await battlePanel('Final')).getByRole('button', { name: 'Open voting' }));
    await toast('This battle has moved on since your screen was updated.');
  });

  it('speaks Japanese: the stage, the controls and the confirmation', async () => {
    await i18n.changeLanguage('ja');
    const user = userEvent.setup();
    stubFetch();
    await openControlRoom([done, live]);
    const stage = within(await screen.findByRole('region', { name: 'ショーの進行' }));
    expect(stage.getByTestId('show-stage')).toHaveTextContent('バトル2を進行中');
    const panel = await battlePanel('決勝');
    expect(panel.getByRole('button', { name: 'スタート' })).toBeInTheDocument();
    expect(panel.getByRole('button', { name: '投票を開始' })).toBeInTheDocument();
    await user.click(panel.getByRole('button', { name: 'バトルを終了' }));
    expect(await screen.findByRole('dialog', { name: '「決勝」を終了しますか？' })).toBeInTheDocument();
  });

  it('shows the room as every server sees it: viewers, votes of the last minute, the oldest unanswered vote, servers behind (docs/decisions.md#251)', async () => {
    let room = { viewers: 412, votes_last_minute: 96, oldest_vote_ms: 0, processes: 2, processes_receiving: 2 };
    stubFetch(on(ROOM, () => roomReply(room)));
    await openControlRoom([done, live]);
    const panel = within(await screen.findByRole('region', { name: 'The room' }));
    expect(await panel.findByText('412')).toBeInTheDocument();
    expect(panel.getByText('96')).toBeInTheDocument();
    expect(panel.getByText('None waiting')).toBeInTheDocument();
    expect(panel.getByText('2 of 2')).toBeInTheDocument();
    expect(panel.queryByRole('alert')).not.toBeInTheDocument();

    room = { viewers: 398, votes_last_minute: 12, oldest_vote_ms: 1500, processes: 2, processes_receiving: 1 };
    expect(await panel.findByText('398', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(panel.getByText('1.5 s')).toBeInTheDocument();
    expect(panel.getByText('1 of 2')).toBeInTheDocument();
    expect(panel.getByRole('alert')).toHaveTextContent('A server is not receiving changes');
  }, 15_000);

  it("opens the projector: the big screen with the event's screen key at the public address, in the projector's language, to open or copy (docs/product.md#rule-350, #rule-394)", async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    stubFetch(
      on(ROOM, () => roomReply({})),
      on(REACH, () => ({
        body: {
          status: 1,
          message: 'ok',
          reach: { public_url: 'https://artclash.example', loopback: false, lan_urls: [] },
        },
      })),
    );
    await openControlRoom([done, live]);
    const panel = within(await screen.findByRole('region', { name: 'The projector' }));
    const projector = `https://artclash.example/live-event-battle/${event._id}?screen=screen-key-of-the-event&lang=en`;
    await waitFor(() =>
      expect(panel.getByRole('link', { name: 'Open the projector' })).toHaveAttribute('href', projector),
    );
    expect(panel.getByRole('link', { name: 'Open the projector' })).toHaveAttribute('target', `projector-${event._id}`);
    expect(panel.getByRole('textbox', { name: 'Projector address' })).toHaveValue(projector);
    await user.click(panel.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(projector);
    await toast('Projector address copied.');
  }, 15_000);

  it('shows per battle its votes from the room and online, read with the room every 2 s, hidden counts too (docs/product.md#rule-352)', async () => {
    let origins = [
      { battle_id: live._id, in_room: 40, online: 2 },
      { battle_id: done._id, in_room: 0, online: 0 },
    ];
    stubFetch(on(ROOM, () => roomReply({ votes_by_origin: origins })));
    await openControlRoom([done, { ...live, votes: null }]);
    const card = within(await screen.findByRole('article', { name: 'Final' }));
    expect(await card.findByTestId('votes-in-room')).toHaveTextContent('40');
    expect(card.getByTestId('votes-online')).toHaveTextContent('2');
    expect(card.getByText('In the room')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Opening' })).getByTestId('votes-in-room')).toHaveTextContent(
      '0',
    );

    origins = [{ battle_id: live._id, in_room: 41, online: 3 }];
    await waitFor(() => expect(card.getByTestId('votes-in-room')).toHaveTextContent('41'), { timeout: 5000 });
    expect(card.getByTestId('votes-online')).toHaveTextContent('3');
  }, 15_000);

  // The chart is the results page's (match-details.test.tsx reads it in both languages).
  it('draws how a battle goes while its voting is open, read again every 5 s (docs/decisions.md#421)', async () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    const sides = (Player1: number, Player2: number) => ({ Player1, Player2 });
    let points = [
      { at: 0, room: sides(0, 0), online: sides(0, 0) },
      { at: 12.5, room: sides(0, 1), online: sides(0, 0) },
    ];
    let leads: TBattleCurve['lead_changes'] = [{ at: 4, leader: 'Player2' }];
    const curveReply = () => ({
      body: {
        status: 1,
        message: 'ok',
        curve: {
          battle_id: live._id,
          started_at: iso(NOW - 60_000),
          step: 1,
          points,
          lead_changes: leads,
          voting: [{ opened: 0, closed: null }],
        },
      },
    });
    const { requests } = stubFetch(
      on(ROOM, () => roomReply({})),
      on(`/backend/admin-api/battles/${live._id}/curve`, curveReply),
    );
    await openControlRoom([done, { ...live, voting_status: 'on', voting_opened: true }]);
    const figure = await screen.findByRole('figure', { name: 'How the votes went' });
    expect(figure.closest('article')).toHaveAccessibleName('Final');
    expect(within(figure).getByText('0:04 jun_ink takes the lead')).toBeInTheDocument();
    // The battle that never opened voting asks nothing.
    expect(requests.some(({ url }) => url.pathname === `/backend/admin-api/battles/${done._id}/curve`)).toBe(false);

    points = [...points, { at: 17, room: sides(2, 1), online: sides(1, 0) }];
    leads = [...leads, { at: 16, leader: 'Player1' }];
    expect(await screen.findByText('0:16 mika.paints takes the lead', {}, { timeout: 7000 })).toBeInTheDocument();
  }, 20_000);

  it('shows the draw’s commitment before the spin, the whole hash, and that the seed comes at the lock (docs/decisions.md#422)', async () => {
    const commitment = `3f9a1c2b${'e'.repeat(56)}`;
    stubFetch(
      on(ROOM, () => roomReply({})),
      on(`/backend/api/events/${event._id}/roulette-draws`, {
        body: {
          status: 1,
          message: 'ok',
          event_id: event._id,
          next: [{ battle_id: waiting._id, round: 0, commitment }],
          rounds: [],
        },
      }),
    );
    await openControlRoom([done, waiting], { current_battle_id: waiting._id });
    const check = within(await screen.findByRole('region', { name: 'A draw anyone can check' }));
    expect(check.getByText(commitment)).toBeInTheDocument();
    expect(check.getByText('Seed').nextElementSibling).toHaveTextContent('revealed at the lock');
  }, 15_000);

  it('puts the battle on stage first, above the figures of the room, with the presses that end it apart (docs/product.md#rule-395)', async () => {
    stubFetch(on(ROOM, () => roomReply({})));
    await openControlRoom([done, { ...live, voting_status: 'on', voting_opened: true }]);
    const onStage = await battlePanel('Final');
    const room = await screen.findByRole('region', { name: 'The room' });
    expect(onStage.getByRole('button', { name: 'Close voting' }).compareDocumentPosition(room)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    const ending = within(onStage.getByRole('group', { name: 'Ending the battle' }));
    expect(ending.getByRole('button', { name: 'Complete battle' })).toBeInTheDocument();
    expect(ending.queryByRole('button', { name: /vote bar/ })).not.toBeInTheDocument();
    expect(onStage.getByRole('button', { name: 'Show vote bar' })).toBeInTheDocument();
  }, 15_000);

  it('says how much time is left and the votes as they stand before it completes the battle (docs/product.md#rule-395)', async () => {
    const user = userEvent.setup();
    stubFetch();
    const running = { ...live, battle_time_status: 'play' as const, battle_time_start: iso(NOW - 4 * 60_000) };
    await openControlRoom([done, running]);
    await user.click((await battlePanel('Final')).getByRole('button', { name: 'Complete battle' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Complete “Final”?' }));
    expect(dialog.getByTestId('complete-summary')).toHaveTextContent('Time left: 06:00.0.');
    expect(dialog.getByTestId('complete-summary')).toHaveTextContent(
      'Votes now: mika.paints 2 (66.67%) – jun_ink 1 (33.33%).',
    );
  }, 15_000);

  it('walks the run sheet with one Next step button and its N key, as the other buttons do (docs/product.md#rule-392, #rule-393)', async () => {
    const user = userEvent.setup();
    const reply = { status: 1, message: 'On stage.', show: eventBattles(event, [waiting]).show };
    const timed = { ...live, battle_time_status: 'play' as const, battle_time_start: iso(NOW - 60_000) };
    const { requests } = stubFetch(
      on(CURRENT, { body: reply }),
      on(MOVE(live), { body: battleControlReply({ ...timed, voting_status: 'on', voting_opened: true }) }),
    );
    const source = await openControlRoom([waiting]);
    const next = await screen.findByRole('button', { name: 'Next step: put “Encore” on stage' });
    expect(next).toHaveAttribute('aria-keyshortcuts', 'N');
    expect(screen.getByText('Keys: N takes the next step, T starts or pauses the timer.')).toBeInTheDocument();
    await user.click(next);
    await waitFor(() => expect(sent(requests, CURRENT)).toHaveLength(1));
    expect(sent(requests, CURRENT)[0]?.body).toEqual({ battleId: waiting._id });

    // A live battle whose timer runs: N opens voting; then the step waits for the time to be up.
    source.send('snapshot', { event: eventBattles(event, [done, timed], { roulette }), serverNow: iso(NOW) });
    expect(await screen.findByRole('button', { name: 'Next step: open voting' })).toBeEnabled();
    await user.keyboard('n');
    await waitFor(() => expect(sent(requests, MOVE(live))).toHaveLength(1));
    expect(sent(requests, MOVE(live))[0]?.body).toEqual({ move: 'openVoting', from: 'live' });
    expect(await screen.findByRole('button', { name: 'Next step: close voting when the time is up' })).toBeDisabled();

    // Voting closed: the next step reveals the result, and asks first.
    const closed = {
      ...timed,
      voting_status: 'off' as const,
      voting_opened: true,
      battle_phase: 'voting_closed' as const,
    };
    source.send('snapshot', { event: eventBattles(event, [done, closed], { roulette }), serverNow: iso(NOW) });
    await user.keyboard('n');
    expect(await screen.findByRole('dialog', { name: 'Complete “Final”?' })).toBeInTheDocument();
    expect(sent(requests, MOVE(live))).toHaveLength(1);
  }, 20_000);

  it('starts and pauses the timer with the T key, but not while typing a score', async () => {
    const user = userEvent.setup();
    const { requests } = stubFetch(on(START, { body: battleControlReply(live) }));
    await openControlRoom([done, live]);
    const onStage = await battlePanel('Final');
    expect(onStage.getByRole('button', { name: 'Start' })).toHaveAttribute('aria-keyshortcuts', 'T');
    await user.type(screen.getAllByLabelText('IDEA for mika.paints')[0]!, 't');
    expect(sent(requests, START)).toHaveLength(0);
    await user.click(document.body);
    await user.keyboard('t');
    await waitFor(() => expect(sent(requests, START)).toHaveLength(1));
    expect(sent(requests, START)[0]?.body).toMatchObject({ battleId: live._id, bt_status: '' });
  }, 15_000);
});
