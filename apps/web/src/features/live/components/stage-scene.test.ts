import type { TBattle, TShow } from '@artclash/contract';
import { describe, expect, it } from 'vitest';
import { buildBattle, buildEvent, buildPlayer, eventBattles } from '@/test/factories';
import { nameEms, nameFitCqi } from './name-fit';
import {
  championOf,
  FINAL_CYCLE_MS,
  sceneHasJoin,
  sponsorsOf,
  stageScene,
  standingsOf,
  type StageScene,
} from './stage-scene';

const event = buildEvent();
const mika = buildPlayer({ username: 'mika.paints' });
const jun = buildPlayer({ username: 'jun_ink' });
const aya = buildPlayer({ username: 'aya' });
const sponsor = { sponsor_img: 'uploads/sponsors/brush-co.webp' };
const won = (winner: typeof mika, other: typeof mika, overrides: Partial<TBattle> = {}) =>
  buildBattle({ battle1: winner, battle2: other, player_winner_id: winner._id, ...overrides });
const upcoming = buildBattle({ battle_status: null, battle1: mika, battle2: jun });
const live = (overrides: Partial<TBattle> = {}) =>
  buildBattle({ battle_status: 'live', battle1: mika, battle2: jun, ...overrides });

const NOW = Date.parse('2026-12-05T21:00:00.000Z');
const sceneOf = (battles: TBattle[], show: Partial<TShow> = {}, now = NOW) => {
  const base = eventBattles(event, battles);
  return stageScene({ ...base, show: { ...base.show, ...show } }, now).scene;
};

describe('stageScene: one scene of the night from the live state (docs/product.md#rule-387)', () => {
  it('welcomes the room before a battle is on stage', () => {
    expect(sceneOf([upcoming])).toBe<StageScene>('welcome');
  });

  it('shows who is up next once a battle is on stage and not started, before the first battle and between battles', () => {
    expect(sceneOf([upcoming], { current_battle_id: upcoming._id })).toBe('next');
    expect(sceneOf([won(aya, mika), upcoming], { current_battle_id: upcoming._id })).toBe('next');
  });

  it('shows the roulette while it turns or stands on its draw, until it is locked', () => {
    const roulette = (state: TShow['roulette']['state']): Partial<TShow> => ({
      current_battle_id: upcoming._id,
      roulette: { state, battle_id: upcoming._id, left: null, right: null, changed_at: null },
    });
    expect(sceneOf([upcoming], roulette('spinning'))).toBe('roulette');
    expect(sceneOf([upcoming], roulette('stopped'))).toBe('roulette');
    expect(sceneOf([upcoming], roulette('idle'))).toBe('next');
  });

  it('follows the battle: painting, voting while it is open, closed once it closes, then the result', () => {
    expect(sceneOf([live()])).toBe('painting');
    expect(sceneOf([live({ voting_status: 'on' })])).toBe('voting');
    expect(sceneOf([live({ voting_status: 'off', voting_opened: true })])).toBe('closed');
    expect(sceneOf([won(mika, jun), upcoming])).toBe('result');
  });

  it('after the final shows the champion, then the sponsors’ thanks, on the server’s clock', () => {
    const night = [won(mika, jun, { roulette: sponsor }), won(mika, aya)];
    const cycle = FINAL_CYCLE_MS.champion + FINAL_CYCLE_MS.thanks;
    const start = Math.ceil(NOW / cycle) * cycle;
    expect(sceneOf(night, {}, start)).toBe('champion');
    expect(sceneOf(night, {}, start + FINAL_CYCLE_MS.champion - 1)).toBe('champion');
    expect(sceneOf(night, {}, start + FINAL_CYCLE_MS.champion)).toBe('thanks');
    expect(sceneOf(night, {}, start + cycle)).toBe('champion');
  });

  it('keeps the champion on screen when no battle carries a sponsor', () => {
    const cycle = FINAL_CYCLE_MS.champion + FINAL_CYCLE_MS.thanks;
    expect(sceneOf([won(mika, jun)], {}, cycle - 1)).toBe('champion');
  });

  it('shows the way to join while joining or voting makes sense, never on the result or after the final', () => {
    const scenes: StageScene[] = ['welcome', 'roulette', 'painting', 'voting', 'closed', 'result', 'next'];
    expect(scenes.filter(sceneHasJoin)).toEqual(['welcome', 'roulette', 'painting', 'voting', 'closed', 'next']);
    expect(sceneHasJoin('champion')).toBe(false);
    expect(sceneHasJoin('thanks')).toBe(false);
  });
});

describe("the night's champion, standings and sponsors", () => {
  const night = eventBattles(event, [
    won(aya, jun, { roulette: sponsor, votes: { Player1: 5, Player2: 1 } }),
    won(jun, mika, { roulette: { sponsor_img: 'uploads/sponsors/ink.webp' }, votes: { Player1: 4, Player2: 2 } }),
    won(mika, aya, { roulette: sponsor, votes: { Player1: 3, Player2: 2 } }),
  ]);

  it('names the final’s winner champion, first of the standings, the others by wins then votes', () => {
    expect(championOf(night)?.username).toBe('mika.paints');
    expect(standingsOf(night).map(({ player, wins }) => [player.username, wins])).toEqual([
      ['mika.paints', 1],
      ['aya', 1],
      ['jun_ink', 1],
    ]);
    const upset = eventBattles(event, [won(jun, aya), won(mika, aya)]);
    // The final's other player (aya, no win) comes after a player with a win.
    expect(standingsOf(upset).map(({ player }) => player.username)).toEqual(['mika.paints', 'jun_ink', 'aya']);
  });

  it('has no champion after a drawn final, and ranks by wins then votes', () => {
    const drawn = eventBattles(event, [
      won(aya, jun, { votes: { Player1: 5, Player2: 1 } }),
      won(aya, mika, { votes: { Player1: 1, Player2: 0 } }),
      buildBattle({ battle1: mika, battle2: jun, draw: true, votes: { Player1: 2, Player2: 2 } }),
    ]);
    expect(championOf(drawn)).toBeUndefined();
    expect(standingsOf(drawn).map(({ player }) => player.username)).toEqual(['aya', 'jun_ink', 'mika.paints']);
  });

  it('lists each sponsor image once, in the battles’ order', () => {
    expect(sponsorsOf(night)).toEqual(['uploads/sponsors/brush-co.webp', 'uploads/sponsors/ink.webp']);
  });
});

describe('nameFitCqi: a name fills its box, on two lines when long, never cut (docs/product.md#rule-390)', () => {
  it('keeps a short name at the largest size', () => {
    expect(nameFitCqi('aya', 12)).toBe(12);
  });

  it('sets a 40-character name on two lines that fit the box', () => {
    const name = 'Lucía Fernández de la Vega-Montenegro Ruiz';
    const size = nameFitCqi(name, 12);
    expect(size).toBeLessThan(12);
    // Two lines of the name at this size take no more than the box's width twice over.
    expect((nameEms(name) * size) / 2).toBeLessThanOrEqual(100);
    // And never smaller than it needs: more than one line's worth.
    expect(nameEms(name) * size).toBeGreaterThan(100);
  });

  it('counts full-width characters as wider than Latin ones', () => {
    expect(nameEms('山田太郎')).toBeGreaterThan(nameEms('abcd'));
  });
});
