import type { TBattle, TProjectorLanguage, TShow } from '@artclash/contract';
import { joinPathOf } from '@artclash/contract/values';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, LANGUAGE_KEY } from '@/lib/i18n';
import { saveSession, sessionOf } from '@/lib/session';
import { buildSessionUser } from '@/test/accounts';
import { buildBattle, buildEvent, buildPlayer, eventBattles, rouletteReply, undrawnThemes } from '@/test/factories';
import { stubEventSource } from '@/test/fake-event-source';
import { on, stubFetch } from '@/test/fetch-stub';
import { connectStream } from '@/test/live';
import { renderRoute } from '@/test/render';
import { joinQrCss, joinQrSide } from '../components/join-panel-size';

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
  ...undrawnThemes,
});

const asOrganiser = () => void saveSession(sessionOf(buildSessionUser({ _id: 'admin-1', role: 'admin' }), 'jwt-admin'));

async function openBigScreen(battles: TBattle[], projector_language: TProjectorLanguage = 'en', search = '') {
  renderRoute(`/live-event-battle/${event._id}${search}`);
  return connectStream(eventBattles(event, battles, { roulette, projector_language }), iso(NOW));
}

describe('the big screen /live-event-battle (docs/product.md#rule-6, #rule-8)', () => {
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
    // The sponsor stands in the top bar, beside the title (docs/product.md#rule-399).
    expect(within(screen.getByRole('banner')).getByRole('img', { name: 'Sponsor' })).toHaveAttribute(
      'src',
      '/backend/uploads/sponsors/brush-co.webp',
    );
    expect(screen.getByRole('img', { name: 'Vote share: mika.paints 75%, jun_ink 25%' })).toBeInTheDocument();
    const qr = await screen.findByRole('img', { name: 'QR code that opens the voting page' });
    expect(qr).toHaveAttribute('data-value', `https://artclash.example/voting/${event._id}`);
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
    expect(screen.getByText('Scan to vote')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Battle controls' })).not.toBeInTheDocument();
  });

  it('reveals the winner of the last completed battle when none is live (docs/product.md#rule-387)', async () => {
    stubFetch();
    await openBigScreen([first, next]);
    const result = await screen.findByRole('main', { name: 'Result' });
    expect(within(result).getByText('Winner')).toBeInTheDocument();
    expect(within(result).getByText('mika.paints')).toBeInTheDocument();
    expect(within(result).queryByText('jun_ink')).not.toBeInTheDocument();
  });

  it('asks to wait when there is no battle, in Japanese too', async () => {
    stubFetch();
    await openBigScreen([next], 'ja');
    expect(await screen.findByText('次のバトルまでお待ちください')).toBeInTheDocument();
    expect(await screen.findByText('QRコードを読み取って投票')).toBeInTheDocument();
  });

  it('shows the theme in Japanese', async () => {
    stubFetch();
    await openBigScreen([live], 'ja');
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

  it('enters full screen on the F key or a double click, and its hint goes away in full screen', async () => {
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
      expect(await screen.findByText('Press F or double-click for full screen')).toBeInTheDocument();
      await user.keyboard('f');
      expect(requestFullscreen).toHaveBeenCalledTimes(1);
      await user.dblClick(screen.getByRole('main'));
      expect(requestFullscreen).toHaveBeenCalledTimes(2);
      Object.defineProperty(document, 'fullscreenElement', { value: document.documentElement, configurable: true });
      document.dispatchEvent(new Event('fullscreenchange'));
      await waitFor(() => expect(screen.queryByText('Press F or double-click for full screen')).toBeNull());
    } finally {
      Reflect.deleteProperty(document, 'fullscreenEnabled');
      Reflect.deleteProperty(document, 'fullscreenElement');
      Reflect.deleteProperty(document.documentElement, 'requestFullscreen');
    }
  });

  it('hides the full-screen hint 8 s after the pointer or a key last moved, so the show runs clear of it, and shows it on a move (docs/decisions.md#420)', async () => {
    Object.defineProperty(document, 'fullscreenEnabled', { value: true, configurable: true });
    try {
      stubFetch();
      await openBigScreen([live]);
      expect(await screen.findByText('Press F or double-click for full screen')).toBeInTheDocument();
      vi.useFakeTimers();
      try {
        fireEvent.pointerMove(document);
        act(() => void vi.advanceTimersByTime(7_900));
        expect(screen.getByText('Press F or double-click for full screen')).toBeInTheDocument();
        act(() => void vi.advanceTimersByTime(200));
        expect(screen.queryByText('Press F or double-click for full screen')).toBeNull();
        fireEvent.keyDown(document, { key: 'Shift' });
        expect(screen.getByText('Press F or double-click for full screen')).toBeInTheDocument();
      } finally {
        vi.useRealTimers();
      }
    } finally {
      Reflect.deleteProperty(document, 'fullscreenEnabled');
    }
  });

  it("speaks the event's projector language, ?lang= until the event is in, with no language switch on the image (docs/product.md#rule-397)", async () => {
    stubFetch();
    renderRoute(`/live-event-battle/${event._id}?lang=ja`);
    expect(await screen.findByText('読み込み中…')).toBeInTheDocument();
    expect(i18n.language).toBe('ja');
    await connectStream(eventBattles(event, [live], { roulette, projector_language: 'ja' }), iso(NOW));
    expect(await screen.findByText('QRコードを読み取って投票')).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    // Shown on this page only: the visitor's own choice stays (docs/product.md#rule-308).
    expect(localStorage.getItem(LANGUAGE_KEY)).not.toBe('ja');
  });

  it('shows an organiser exactly what it shows anyone: not one control', async () => {
    stubFetch();
    await openBigScreen([first, live, next]);
    await screen.findByRole('region', { name: 'mika.paints' });
    const anyone = document.body.innerHTML;
    cleanup();

    asOrganiser();
    await openBigScreen([first, live, next]);
    await screen.findByRole('region', { name: 'mika.paints' });
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(screen.queryAllByRole('link')).toEqual([]);
    expect(screen.queryAllByRole('combobox')).toEqual([]);
    expect(document.body.innerHTML).toBe(anyone);
  });
});

describe("the big screen follows the server's show (docs/decisions.md#277)", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    stubEventSource();
  });
  afterEach(() => void vi.useRealTimers());

  const withShow = (battles: TBattle[], show: Partial<TShow>, projector_language: TProjectorLanguage = 'en') => {
    const base = eventBattles(event, battles, { roulette, projector_language });
    return { event: { ...base, show: { ...base.show, ...show } }, serverNow: iso(NOW) };
  };
  const rouletteOf = (state: 'spinning' | 'stopped', drawn = false): TShow['roulette'] => ({
    state,
    battle_id: next._id,
    left: drawn ? { eng: 'Moon', jap: '月' } : null,
    right: drawn ? { eng: 'Rain', jap: '雨' } : null,
    changed_at: iso(NOW),
  });

  it('shows the battle the organiser put on stage, then its roulette over the whole arena, then the drawn theme', async () => {
    stubFetch(
      on(`/backend/api/EventSingleBattleRouletteGet/${event._id}/${next._id}`, { body: rouletteReply(event, next) }),
    );
    const source = await openBigScreen([first, next]);
    expect(await screen.findByText('Opening')).toBeInTheDocument();

    source.send('snapshot', withShow([first, next], { current_battle_id: next._id }));
    expect(await screen.findByText('Final')).toBeInTheDocument();
    // Who is up next (docs/product.md#rule-387).
    const upNext = screen.getByRole('main', { name: 'Up next' });
    expect(within(upNext).getByRole('region', { name: 'mika.paints' })).toBeInTheDocument();

    // The roulette turns: it is the arena (docs/product.md#rule-328), each side showing a keyword of the pool.
    source.send('snapshot', withShow([first, next], { current_battle_id: next._id, roulette: rouletteOf('spinning') }));
    const arena = await screen.findByRole('main', { name: 'Roulette' });
    expect(within(arena).getByRole('status')).toHaveTextContent('Spinning');
    const left = within(arena).getByRole('group', { name: 'Player 1 keyword' });
    expect(left).toHaveAttribute('data-spinning', 'true');
    expect(left).toHaveTextContent('mika.paints');
    await waitFor(() => expect(left).toHaveTextContent(/Ocean|Forest|City/));
    expect(within(arena).getByRole('group', { name: 'Player 2 keyword' })).toHaveTextContent('jun_ink');
    expect(screen.queryByRole('region', { name: 'mika.paints' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Shibuya Night Canvas' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'QR code that opens the voting page' })).toBeInTheDocument();

    // It stops on the pair the server drew, shown until the organiser locks it.
    source.send(
      'snapshot',
      withShow([first, next], { current_battle_id: next._id, roulette: rouletteOf('stopped', true) }),
    );
    await waitFor(() => expect(left).not.toHaveAttribute('data-spinning'));
    expect(within(arena).getByRole('status')).toHaveTextContent('The theme is drawn!');
    expect(left).toHaveAttribute('data-drawn', 'true');
    // An English projector shows the English keywords (docs/product.md#rule-397).
    expect(left).toHaveTextContent(/^[^月]*Moon$/);
    expect(within(arena).getByRole('group', { name: 'Player 2 keyword' })).toHaveTextContent(/Rain$/);

    // Locked: the battle is live with its theme, and the stage is the battle's again.
    const started = {
      ...next,
      battle_status: 'live' as const,
      battle_phase: 'live' as const,
      battle1_keyword_eng: 'Moon',
      battle1_keyword_jap: '月',
      battle2_keyword_eng: 'Rain',
      battle2_keyword_jap: '雨',
    };
    source.send(
      'snapshot',
      withShow([first, started], {
        stage: 'battle',
        current_battle_id: next._id,
        roulette: { ...rouletteOf('stopped', true), state: 'locked' },
      }),
    );
    const theme = within(await screen.findByRole('region', { name: 'Theme' }));
    expect(theme.getByText('Moon')).toBeInTheDocument();
    expect(theme.getByText('Rain')).toBeInTheDocument();
    expect(screen.queryByRole('main', { name: 'Roulette' })).not.toBeInTheDocument();
  });

  it('shows the roulette in Japanese', async () => {
    stubFetch(
      on(`/backend/api/EventSingleBattleRouletteGet/${event._id}/${next._id}`, { body: rouletteReply(event, next) }),
    );
    const source = await openBigScreen([first, next], 'ja');
    await screen.findByText('Opening');
    source.send(
      'snapshot',
      withShow([first, next], { current_battle_id: next._id, roulette: rouletteOf('stopped', true) }, 'ja'),
    );
    const arena = await screen.findByRole('main', { name: 'ルーレット' });
    expect(within(arena).getByRole('status')).toHaveTextContent('テーマが決まりました！');
    expect(within(arena).getByRole('group', { name: 'プレイヤー1のキーワード' })).toHaveTextContent(/月$/);
    expect(within(arena).getByRole('group', { name: 'プレイヤー1のキーワード' })).not.toHaveTextContent('Moon');
  });

  it('names no winner until the battle is complete, and says a draw', async () => {
    stubFetch();
    const source = await openBigScreen([{ ...live, player_winner_id: mika._id }]);
    expect(await screen.findByRole('region', { name: 'mika.paints' })).not.toHaveAttribute('data-winner');
    const drawn = { ...live, battle_status: 'complete' as const, battle_phase: 'complete' as const, draw: true };
    source.send('snapshot', withShow([drawn, next], { stage: 'between', current_battle_id: live._id }));
    expect(await screen.findByText('Draw')).toBeInTheDocument();
    expect(screen.queryByText('Winner')).not.toBeInTheDocument();
  });
});

describe("the big screen's join panel (docs/product.md#rule-329)", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    stubEventSource();
  });
  afterEach(() => void vi.useRealTimers());

  const panelOf = (qr: HTMLElement) => qr.closest('aside')!;

  it('is large before the first battle: the QR code at a third of the frame and more, the short address under it', async () => {
    stubFetch();
    await openBigScreen([next]);
    const qr = await screen.findByRole('img', { name: 'QR code that opens the voting page' });
    const panel = panelOf(qr);
    expect(panel).toHaveAttribute('data-size', 'large');
    expect(panel.style.getPropertyValue('--join-qr-side')).toBe(joinQrCss('large'));
    expect(joinQrSide('large', 1920)).toBeGreaterThanOrEqual(1080 / 3);
    expect(qr).toHaveClass('joinQr');
    expect(within(panel).getByText('Scan to vote')).toBeInTheDocument();
    // The deployment's public address from the server, never the screen's own origin (docs/decisions.md#333).
    expect(within(panel).getByText('artclash.example')).toBeInTheDocument();
    // The short address to type (docs/product.md#rule-309).
    expect(within(panel).getByText(joinPathOf(event._id))).toBeInTheDocument();
  });

  it('is large between battles and small while one runs; the result and the final have none (docs/product.md#rule-389)', async () => {
    stubFetch();
    const source = await openBigScreen([first, next]);
    await screen.findByRole('main', { name: 'Result' });
    expect(screen.queryByRole('img', { name: 'QR code that opens the voting page' })).not.toBeInTheDocument();

    source.send('snapshot', {
      event: {
        ...eventBattles(event, [first, next], { roulette }),
        show: { ...eventBattles(event, [first, next]).show, current_battle_id: next._id },
      },
      serverNow: iso(NOW),
    });
    const qr = await screen.findByRole('img', { name: 'QR code that opens the voting page' });
    expect(panelOf(qr)).toHaveAttribute('data-size', 'large');

    source.send('snapshot', { event: eventBattles(event, [first, live], { roulette }), serverNow: iso(NOW) });
    await waitFor(() => expect(panelOf(qr)).toHaveAttribute('data-size', 'small'));
    expect(panelOf(qr).style.getPropertyValue('--join-qr-side')).toBe(joinQrCss('small'));

    const done = {
      ...live,
      battle_status: 'complete' as const,
      battle_phase: 'complete' as const,
      player_winner_id: jun._id,
    };
    source.send('snapshot', { event: eventBattles(event, [first, done], { roulette }), serverNow: iso(NOW) });
    await screen.findByText('Champion');
    expect(screen.queryByRole('img', { name: 'QR code that opens the voting page' })).not.toBeInTheDocument();
    expect(screen.queryByText('Scan to vote')).not.toBeInTheDocument();
  });

  it('speaks Japanese', async () => {
    stubFetch();
    await openBigScreen([next], 'ja');
    const qr = await screen.findByRole('img', { name: '投票ページを開くQRコード' });
    expect(within(panelOf(qr)).getByText('QRコードを読み取って投票')).toBeInTheDocument();
    expect(within(panelOf(qr)).getByText(joinPathOf(event._id))).toBeInTheDocument();
  });
});

describe("the projector's language: English, Japanese or both (docs/product.md#rule-397)", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    stubEventSource();
  });
  afterEach(() => void vi.useRealTimers());

  it('in both shows the theme, its label, the title and the way to join in English and Japanese, each tagged', async () => {
    stubFetch();
    await openBigScreen([first, live], 'both');
    const theme = await screen.findByRole('region', { name: 'Theme / テーマ' });
    for (const [text, lang] of [
      ['Ocean', 'en'],
      ['海', 'ja'],
      ['Fire', 'en'],
      ['炎', 'ja'],
      ['Theme', 'en'],
      ['テーマ', 'ja'],
    ] as const)
      expect(within(theme).getByText(text)).toHaveAttribute('lang', lang);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Shibuya Night Canvas / 渋谷ナイトキャンバス');
    expect(await screen.findByText('Scan to vote')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('QRコードを読み取って投票')).toHaveAttribute('lang', 'ja');
    expect(
      screen.getByRole('img', { name: 'QR code that opens the voting page / 投票ページを開くQRコード' }),
    ).toBeVisible();
  });

  it('in both keeps the Japanese keywords once the theme is locked, and shows a moment in both', async () => {
    stubFetch();
    await openBigScreen([{ ...live, voting_status: 'on' }], 'both');
    const moment = await screen.findByRole('region', { name: 'Vote now / 投票受付中' });
    expect(within(moment).getByText('Time left')).toBeInTheDocument();
    expect(within(moment).getByText('残り時間')).toBeInTheDocument();
    const theme = within(screen.getByRole('region', { name: 'Theme / テーマ' }));
    expect(theme.getByText('海')).toBeInTheDocument();
  });

  it("follows the event when the organiser changes it, whatever the page's own language", async () => {
    await i18n.changeLanguage('ja');
    stubFetch();
    const source = await openBigScreen([live], 'en');
    expect(await screen.findByRole('region', { name: 'Theme' })).toBeInTheDocument();
    expect(screen.queryByText('海')).not.toBeInTheDocument();
    source.send('snapshot', {
      event: eventBattles(event, [live], { roulette, projector_language: 'both' }),
      serverNow: iso(NOW),
    });
    expect(await screen.findByRole('region', { name: 'Theme / テーマ' })).toBeInTheDocument();
    await i18n.changeLanguage('en');
  });
});
