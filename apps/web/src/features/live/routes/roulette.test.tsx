import type { TBattle, TRoulette } from '@artclash/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import clubLogo from '@/assets/artclash-logo.svg';
import otherLogo from '@/assets/artclash-mark.svg';
import { i18n } from '@/lib/i18n';
import { saveSession, sessionOf } from '@/lib/session';
import { buildSessionUser } from '@/test/accounts';
import {
  buildBattle,
  buildEvent,
  buildPlayer,
  buildRoulette,
  eventBattles,
  rouletteReply,
  undrawnThemes,
} from '@/test/factories';
import { stubEventSource } from '@/test/fake-event-source';
import { on, stubFetch } from '@/test/fetch-stub';
import { connectStream } from '@/test/live';
import { mediaQueryList } from '@/test/media-query';
import { renderRoute } from '@/test/render';
import { advance } from '@/test/timers';

const mika = buildPlayer({ username: 'mika.paints' });
const jun = buildPlayer({ username: 'jun_ink' });
const event = buildEvent({ title_eng: 'Shibuya Night Canvas', title_jap: '渋谷ナイトキャンバス' });
const battle = buildBattle({ battle_name: 'Final', battle_status: null, battle1: mika, battle2: jun });
const GET = `/backend/api/EventSingleBattleRouletteGet/${event._id}/${battle._id}`;

function stubRoulette({ roulette = buildRoulette() as TRoulette | null, eventType = 'battle_club' } = {}) {
  const ofType = { ...event, event_type: eventType };
  return stubFetch(on(GET, { body: rouletteReply(ofType, battle, roulette) }));
}

async function openRoulette(path = `/roulette/${event._id}/${battle._id}`, battles: TBattle[] = [battle]) {
  renderRoute(path);
  const source = await connectStream(eventBattles(event, battles));
  await screen.findByText('Final');
  return source;
}

/** The battle before its themes are drawn. */
const fresh = {
  ...battle,
  ...undrawnThemes,
};
/** The event's snapshot while the server spins its roulette for the battle, or once it stopped (and drew). */
const withRoulette = (state: 'spinning' | 'stopped', drawn: boolean) => {
  const base = eventBattles(event, [fresh]);
  return {
    event: {
      ...base,
      show: {
        ...base.show,
        current_battle_id: battle._id,
        roulette: {
          state,
          battle_id: battle._id,
          left: drawn ? { eng: 'Moon', jap: '月' } : null,
          right: drawn ? { eng: 'Rain', jap: '雨' } : null,
          changed_at: new Date().toISOString(),
        },
      },
    },
    serverNow: new Date().toISOString(),
  };
};

describe('the roulette, as everyone sees it (docs/product.md#rule-7)', () => {
  beforeEach(() => void stubEventSource());

  it("shows the battle's saved keywords, the players, the sponsor and the way to the battle", async () => {
    stubRoulette();
    await openRoulette();
    expect(screen.getByRole('heading', { level: 1, name: 'Roulette' })).toBeInTheDocument();
    // Back to the event's page: the console is for organisers only (docs/product.md#rule-177).
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

  it('has nothing to press, for an organiser too: the control room runs it', async () => {
    stubRoulette();
    await openRoulette();
    expect(screen.queryAllByRole('button').filter((button) => /keyword|Lock/.test(button.textContent ?? ''))).toEqual(
      [],
    );
    expect(screen.getByRole('group', { name: 'Player 1 keyword' })).toBeInTheDocument();
  });
});

describe("the roulette follows the server's show (docs/decisions.md#278)", () => {
  beforeEach(() => void stubEventSource());
  afterEach(() => void vi.useRealTimers());

  it('spins on every screen while the roulette spins, through the pool, and shows the drawn pair once it stops', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const pool = buildRoulette({
      keywords: [
        { keyword_eng1: 'Ocean', keyword_jap1: '海', keyword_eng2: 'Fire', keyword_jap2: '炎' },
        { keyword_eng1: 'City', keyword_jap1: '街', keyword_eng2: 'Dream', keyword_jap2: '夢' },
      ],
    });
    stubRoulette({ roulette: pool });
    renderRoute(`/roulette-public/${event._id}/${battle._id}`);
    const source = await connectStream(eventBattles(event, [fresh]));
    const leftPanel = await screen.findByRole('group', { name: 'Player 1 keyword' });
    expect(leftPanel).not.toHaveAttribute('data-spinning');

    source.send('snapshot', withRoulette('spinning', false));
    await waitFor(() => expect(leftPanel).toHaveAttribute('data-spinning', 'true'));
    const seen = new Set<string>();
    for (let tick = 0; tick < 40 && seen.size < 2; tick += 1) {
      await advance(100);
      seen.add(within(leftPanel).getByText(/Ocean|City/).textContent ?? '');
    }
    expect(seen).toEqual(new Set(['Ocean', 'City']));

    source.send('snapshot', withRoulette('stopped', true));
    await waitFor(() => expect(leftPanel).not.toHaveAttribute('data-spinning'));
    expect(within(leftPanel).getByText('Moon')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Player 2 keyword' })).getByText('雨')).toBeInTheDocument();
  });
});

describe('the roulette on a projector (docs/product.md#rule-328)', () => {
  /** A window at least 1024 px wide: a projector, a television, a laptop. */
  const asProjector = () =>
    vi
      .spyOn(window, 'matchMedia')
      .mockImplementation((query: string) => mediaQueryList(query, query === '(min-width: 1024px)'));

  beforeEach(() => {
    stubEventSource();
    asProjector();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it("fills the big screen's frame: no site header, no navigation, nothing to press, for an organiser too", async () => {
    saveSession(sessionOf(buildSessionUser({ role: 'admin' }), 'jwt-admin'));
    stubRoulette();
    renderRoute(`/roulette/${event._id}/${battle._id}`);
    await connectStream(eventBattles(event, [battle]));
    const arena = await screen.findByRole('main', { name: 'Roulette' });

    // The big screen's layout, not the phone column of the site.
    expect(arena).toHaveClass('arena');
    expect(arena.closest('.stage')?.parentElement).toHaveClass('frame');
    expect(document.querySelector('.column, .header')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Shibuya Night Canvas' })).toBeInTheDocument();
    expect(screen.getByText('Final')).toBeInTheDocument();
    expect(document.title).toBe('Roulette | ArtClash');

    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(screen.queryAllByRole('link')).toEqual([]);
    expect(screen.queryAllByRole('navigation')).toEqual([]);
    expect(screen.queryAllByRole('combobox')).toEqual([]);

    const left = within(screen.getByRole('group', { name: 'Player 1 keyword' }));
    expect(left.getByText('mika.paints')).toBeInTheDocument();
    expect(left.getByText('Ocean')).toBeInTheDocument();
    // The event's projector speaks English: the English keywords alone (docs/product.md#rule-397).
    expect(left.queryByText('海')).not.toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Player 2 keyword' })).getByText('Fire')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Sponsor' })).toHaveAttribute(
      'src',
      '/backend/uploads/sponsors/brush-co.webp',
    );
    // The way to join stays beside it, large: the roulette comes before a battle (docs/product.md#rule-329).
    const qr = await screen.findByRole('img', { name: 'QR code that opens the voting page' });
    expect(qr.closest('aside')).toHaveAttribute('data-size', 'large');
  });

  it('turns while the server spins it and reveals the pair it drew, on the public address too', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    stubRoulette();
    renderRoute(`/roulette-public/${event._id}/${battle._id}`);
    const source = await connectStream(eventBattles(event, [fresh]));
    const left = await screen.findByRole('group', { name: 'Player 1 keyword' });
    expect(left).toHaveTextContent('To be decided');

    source.send('snapshot', withRoulette('spinning', false));
    await waitFor(() => expect(left).toHaveAttribute('data-spinning', 'true'));
    expect(screen.getByRole('status')).toHaveTextContent('Spinning');
    await advance(100);
    expect(left).toHaveTextContent(/Ocean|Forest|City/);

    source.send('snapshot', withRoulette('stopped', true));
    await waitFor(() => expect(left).toHaveAttribute('data-drawn', 'true'));
    expect(left).toHaveTextContent(/Moon$/);
    expect(screen.getByRole('status')).toHaveTextContent('The theme is drawn!');
  });

  it("speaks the event's projector language, ?lang= until the event is in, as the big screen does", async () => {
    stubRoulette();
    renderRoute(`/roulette-public/${event._id}/${battle._id}?lang=ja`);
    await connectStream(eventBattles(event, [battle], { projector_language: 'ja' }));
    expect(await screen.findByRole('main', { name: 'ルーレット' })).toBeInTheDocument();
    expect(i18n.language).toBe('ja');
    expect(screen.getByRole('heading', { level: 1, name: '渋谷ナイトキャンバス' })).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'プレイヤー1のキーワード' })).getByText('海')).toBeInTheDocument();
    expect(await screen.findByText('QRコードを読み取って投票')).toBeInTheDocument();
  });
});

describe('the roulette on a phone keeps the phone layout (docs/product.md#rule-328)', () => {
  beforeEach(() => void stubEventSource());

  it('has the site header and Back, and no big-screen frame', async () => {
    stubRoulette();
    await openRoulette(`/roulette-public/${event._id}/${battle._id}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Roulette' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toBeInTheDocument();
    expect(document.querySelector('.frame')).toBeNull();
  });
});
