import type { TBattle, TProjectorLanguage, TShow } from '@artclash/contract';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildBattle, buildEvent, buildPlayer, eventBattles } from '@/test/factories';
import { stubEventSource } from '@/test/fake-event-source';
import { on, stubFetch } from '@/test/fetch-stub';
import { connectStream } from '@/test/live';
import { renderRoute } from '@/test/render';
import { FINAL_CYCLE_MS } from '../components/stage-scene';

// The big screen's scenes (docs/product.md#rule-387): each read from the live state the projector receives.
const NOW = Date.parse('2026-12-05T12:30:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();
const LONG = 'Lucía Fernández de la Vega-Montenegro Ruiz';

const lucia = buildPlayer({ username: LONG });
const jun = buildPlayer({ username: 'jun_ink' });
const aya = buildPlayer({ username: 'aya' });
const event = buildEvent({ title_eng: 'Shibuya Night Canvas', title_jap: '渋谷ナイトキャンバス' });
const sponsor = { sponsor_img: 'uploads/sponsors/brush-co.webp' };
const running = (overrides: Partial<TBattle> = {}) =>
  buildBattle({
    battle_name: 'Semi-final',
    battle_status: 'live',
    battle1: lucia,
    battle2: jun,
    roulette: sponsor,
    votes: { Player1: 3, Player2: 1 },
    ...overrides,
  });
const complete = (overrides: Partial<TBattle> = {}) =>
  buildBattle({
    battle_name: 'Semi-final',
    battle1: lucia,
    battle2: jun,
    player_winner_id: lucia._id,
    roulette: sponsor,
    votes: { Player1: 3, Player2: 1 },
    ...overrides,
  });
const upcoming = buildBattle({ battle_name: 'Final', battle_status: null, battle1: aya, battle2: jun });

async function openBigScreen(
  battles: TBattle[],
  show: Partial<TShow> = {},
  serverNow = NOW,
  projector_language: TProjectorLanguage = 'en',
) {
  renderRoute(`/live-event-battle/${event._id}`);
  const base = eventBattles(event, battles, { projector_language });
  return connectStream({ ...base, show: { ...base.show, ...show } }, iso(serverNow));
}
const qrCode = () => screen.queryByRole('img', { name: 'QR code that opens the voting page' });

describe('the big screen shows one moment of the night at a time (docs/product.md#rule-387)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    stubEventSource();
    stubFetch();
  });
  afterEach(() => void vi.useRealTimers());

  it('welcomes the room before the first battle, with the way to join', async () => {
    await openBigScreen([upcoming]);
    expect(await screen.findByRole('heading', { name: 'Welcome!' })).toBeInTheDocument();
    expect(screen.getByText('Please wait for the next battle')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'QR code that opens the voting page' })).toBeInTheDocument();
  });

  it('says "Vote now" with the time left while voting is open, over the players and the theme', async () => {
    await openBigScreen([running({ voting_status: 'on' })]);
    const moment = await screen.findByRole('region', { name: 'Vote now' });
    expect(moment).toHaveTextContent('Scan the QR code and pick your favourite');
    expect(moment).toHaveTextContent('Time left 10:00.0');
    expect(screen.getByRole('region', { name: LONG })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'QR code that opens the voting page' })).toBeInTheDocument();
  });

  it('says "Voting is closed" once it closes', async () => {
    await openBigScreen([running({ voting_status: 'off', voting_opened: true })]);
    const moment = await screen.findByRole('region', { name: 'Voting is closed' });
    expect(moment).toHaveTextContent('The result is coming soon.');
    expect(screen.queryByRole('region', { name: 'Vote now' })).not.toBeInTheDocument();
  });

  it('reveals the result on the whole frame: the winner’s whole name, the theme, the vote split, no timer', async () => {
    await openBigScreen([complete(), upcoming]);
    const result = await screen.findByRole('main', { name: 'Result' });
    expect(within(result).getByText('Winner')).toBeInTheDocument();
    const name = within(result).getByText(LONG);
    expect(name).not.toHaveClass('one-line');
    expect(name.style.getPropertyValue('--name-fit')).not.toBe('');
    expect(result).toHaveTextContent('Theme Ocean + Fire');
    expect(within(result).getByText('3 votes')).toBeInTheDocument();
    expect(within(result).getByText('1 vote')).toBeInTheDocument();
    expect(within(result).getByRole('img', { name: `Vote share: ${LONG} 75%, jun_ink 25%` })).toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.queryByText('00:00.0')).not.toBeInTheDocument();
    // The reveal has the frame: the way to join comes back with the next battle.
    expect(qrCode()).not.toBeInTheDocument();
  });

  it('reveals a draw with both players', async () => {
    await openBigScreen([
      complete({ player_winner_id: null, draw: true, votes: { Player1: 2, Player2: 2 } }),
      upcoming,
    ]);
    const result = await screen.findByRole('main', { name: 'Result' });
    expect(within(result).getByText('Draw')).toBeInTheDocument();
    expect(within(result).getByRole('region', { name: LONG })).toBeInTheDocument();
    expect(within(result).getByRole('region', { name: 'jun_ink' })).toBeInTheDocument();
    expect(within(result).queryByText('Winner')).not.toBeInTheDocument();
  });

  it('shows who is up next, both faces and names, with the large way to join', async () => {
    await openBigScreen([complete(), upcoming], { current_battle_id: upcoming._id });
    const next = await screen.findByRole('main', { name: 'Up next' });
    expect(within(next).getByRole('region', { name: 'aya' })).toBeInTheDocument();
    expect(within(next).getByRole('region', { name: 'jun_ink' })).toBeInTheDocument();
    expect(
      (await screen.findByRole('img', { name: 'QR code that opens the voting page' })).closest('aside'),
    ).toHaveAttribute('data-size', 'large');
  });

  it('after the final shows the champion and the night’s standings, and no way to join', async () => {
    const final = complete({ battle_name: 'Final', battle1: lucia, battle2: aya, roulette: null });
    await openBigScreen([complete({ player_winner_id: jun._id }), final]);
    const champion = await screen.findByRole('main', { name: 'Final result' });
    expect(within(champion).getByText('Champion')).toBeInTheDocument();
    const standings = within(
      within(champion).getByRole('region', { name: "Tonight's standings" }).querySelector('ol')!,
    );
    expect(standings.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      `${LONG}1 win`,
      // Then by wins: the final's other player, without one, last (docs/product.md#rule-388).
      'jun_ink1 win',
      'aya0 wins',
    ]);
    expect(qrCode()).not.toBeInTheDocument();
    expect(screen.queryByText('Scan to vote')).not.toBeInTheDocument();
  });

  it('after the final thanks the sponsors in turn with the champion', async () => {
    await openBigScreen([complete()], {}, NOW + FINAL_CYCLE_MS.champion);
    const thanks = await screen.findByRole('main', { name: 'Thank you to our sponsors' });
    expect(within(thanks).getByRole('img', { name: 'Sponsor' })).toHaveAttribute(
      'src',
      '/backend/uploads/sponsors/brush-co.webp',
    );
    expect(thanks).toHaveTextContent('Thank you for coming tonight!');
    expect(qrCode()).not.toBeInTheDocument();
  });

  it('speaks Japanese on every moment', async () => {
    await openBigScreen([running({ voting_status: 'on' })], {}, NOW, 'ja');
    expect(await screen.findByRole('region', { name: '投票受付中' })).toHaveTextContent('残り時間 10:00.0');
  });

  it('shows the winner in Japanese', async () => {
    await openBigScreen([complete(), upcoming], {}, NOW, 'ja');
    const result = await screen.findByRole('main', { name: '結果' });
    expect(within(result).getByText('勝者')).toBeInTheDocument();
    expect(within(result).getByText('3票')).toBeInTheDocument();
  });

  it('says every moment in English and Japanese when the projector shows both (docs/product.md#rule-397)', async () => {
    const both = (battles: TBattle[], serverNow = NOW) => openBigScreen(battles, {}, serverNow, 'both');
    await both([upcoming]);
    expect(await screen.findByText('Welcome!')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('ようこそ！')).toHaveAttribute('lang', 'ja');
    cleanup();
    await both([running({ voting_status: 'on' })]);
    expect(await screen.findByRole('region', { name: 'Vote now / 投票受付中' })).toBeInTheDocument();
    cleanup();
    await both([running({ battle_phase: 'voting_closed', battle_status: 'live' })]);
    expect(await screen.findByText('Voting is closed')).toBeInTheDocument();
    expect(screen.getByText('投票は締め切りました')).toBeInTheDocument();
    cleanup();
    await both([complete(), upcoming]);
    const result = await screen.findByRole('main', { name: 'Result / 結果' });
    for (const text of ['Winner', '勝者', '3 votes', '3票', 'Theme', 'テーマ', 'Ocean', '海'])
      expect(within(result).getByText(text)).toBeInTheDocument();
    expect(within(result).getByText(LONG)).toBeInTheDocument();
    cleanup();
    await openBigScreen([complete(), upcoming], { current_battle_id: upcoming._id }, NOW, 'both');
    expect(await screen.findByRole('main', { name: 'Up next / 次のバトル' })).toBeInTheDocument();
    cleanup();
    await both([complete({ battle_name: 'Final' })], NOW + FINAL_CYCLE_MS.champion);
    expect(await screen.findByText('Thank you to our sponsors')).toBeInTheDocument();
    expect(screen.getByText('スポンサーの皆さまに感謝を込めて')).toBeInTheDocument();
  });
});

describe('the draw anyone can check on the big screen (docs/decisions.md#422)', () => {
  const commitment = `3f9a1c2b7d0e55a1${'c'.repeat(48)}`;
  const seed = `9c1f00aa12345678${'d'.repeat(48)}`;
  const drawn = running({ battle_name: 'Final', battle1: aya, battle2: jun });
  const keyword = (eng: string, jap: string) => ({ eng, jap });
  const theme = { left: keyword('Ocean', '海'), right: keyword('Fire', '炎') };
  const draws = (reply: object) =>
    on(`/backend/api/events/${event._id}/roulette-draws`, {
      body: { status: 1, message: 'ok', event_id: event._id, next: [], rounds: [], ...reply },
    });

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    stubEventSource();
  });
  afterEach(() => void vi.useRealTimers());

  it('shows the commitment under the battle before the spin, in the projector’s languages', async () => {
    stubFetch(draws({ next: [{ battle_id: upcoming._id, round: 0, commitment }] }));
    await openBigScreen([complete(), upcoming], { current_battle_id: upcoming._id }, NOW, 'both');
    expect(await screen.findByTestId('roulette-check')).toHaveTextContent(
      'Draw commitment / 抽選のコミットメント 3f9a 1c2b 7d0e 55a1',
    );
  });

  it('reveals the seed once the lock gave the battle its theme', async () => {
    const round = {
      battle_id: drawn._id,
      round: 0,
      seed,
      spins: [
        {
          at: iso(NOW),
          commitment,
          keywords: [],
          stops: [{ at: iso(NOW), draw: 1, excluded: { left: [], right: [] }, theme }],
        },
      ],
      locked: theme,
    };
    stubFetch(draws({ rounds: [round] }));
    await openBigScreen([complete(), drawn], { current_battle_id: drawn._id });
    const check = await within(screen.getByRole('banner')).findByTestId('roulette-check');
    expect(check).toHaveTextContent('Draw commitment 3f9a 1c2b 7d0e 55a1 · Seed 9c1f 00aa 1234 5678');
  });
});
