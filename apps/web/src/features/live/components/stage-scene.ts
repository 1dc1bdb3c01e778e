import {
  finalistsOfBattles,
  withFinalistsFirst,
  type TBattle,
  type TEventBattles,
  type TPlayer,
} from '@artclash/contract';
import { showBattle } from './battle-rules';

/** What the big screen shows, one scene at a time (docs/product.md#rule-387). */
export type StageScene =
  'welcome' | 'roulette' | 'painting' | 'voting' | 'closed' | 'result' | 'next' | 'champion' | 'thanks';

interface SceneReading {
  scene: StageScene;
  /** The battle on stage, when the scene shows one. */
  battle: TBattle | undefined;
}

/**
 * After the final the champion and the sponsors' thanks take turns on the server's clock, so every screen shows the
 * same one at the same time, and a projector that reloads comes back to it (docs/product.md#rule-388).
 */
export const FINAL_CYCLE_MS = { champion: 20_000, thanks: 10_000 } as const;

/** The sponsor images the event's battles carry, each once, in the battles' order. */
export function sponsorsOf(event: TEventBattles): string[] {
  const images = [...event.battles.map((battle) => battle.roulette?.sponsor_img ?? ''), event.roulette?.sponsor_img];
  return [...new Set(images.filter((image): image is string => !!image))];
}

const rouletteOnStage = (event: TEventBattles, battle: TBattle) => {
  const { roulette } = event.show;
  return (
    roulette.battle_id === battle._id &&
    (roulette.state === 'spinning' || roulette.state === 'stopped') &&
    battle.battle_phase === 'not_started'
  );
};

/**
 * The scene the big screen shows, from the live state alone (docs/product.md#rule-387): the stage of the night, the
 * battle on stage's phase and voting, its result, the roulette; and after the final, the server's time `now` (ms)
 * for the champion's and the sponsors' turns.
 */
export function stageScene(event: TEventBattles, now: number): SceneReading {
  const battle = showBattle(event);
  if (event.show.stage === 'final') {
    const cycle = FINAL_CYCLE_MS.champion + FINAL_CYCLE_MS.thanks;
    const thanks = sponsorsOf(event).length > 0 && now % cycle >= FINAL_CYCLE_MS.champion;
    return { scene: thanks ? 'thanks' : 'champion', battle };
  }
  if (!battle) return { scene: 'welcome', battle };
  if (rouletteOnStage(event, battle)) return { scene: 'roulette', battle };
  switch (battle.battle_phase) {
    case 'not_started':
      return { scene: 'next', battle };
    case 'live':
      return { scene: battle.voting_status === 'on' ? 'voting' : 'painting', battle };
    case 'voting_closed':
      return { scene: 'closed', battle };
    case 'complete':
      return { scene: 'result', battle };
  }
}

/**
 * The way to join shows where joining or voting makes sense: before and between battles, and while a battle runs.
 * Not on the result's full frame, nor after the final (docs/product.md#rule-389).
 */
export const sceneHasJoin = (scene: StageScene): boolean =>
  scene !== 'result' && scene !== 'champion' && scene !== 'thanks';

interface Standing {
  player: TPlayer;
  wins: number;
}

/**
 * The night's standings: every player of the event's battles by battles won, then votes received, the champion (the
 * contract's rule, docs/product.md#rule-111) first.
 */
export function standingsOf(event: TEventBattles): Standing[] {
  const table = new Map<string, Standing & { votes: number; order: number }>();
  for (const battle of event.battles)
    for (const [side, player] of [
      [1, battle.battle1],
      [2, battle.battle2],
    ] as const) {
      if (!player) continue;
      const entry = table.get(player._id) ?? { player, wins: 0, votes: 0, order: table.size };
      if (battle.battle_phase === 'complete' && battle.player_winner_id === player._id) entry.wins += 1;
      entry.votes += (side === 1 ? battle.votes?.Player1 : battle.votes?.Player2) ?? 0;
      table.set(player._id, entry);
    }
  const ranked = [...table.values()].sort((a, b) => b.wins - a.wins || b.votes - a.votes || a.order - b.order);
  // The champion first; the others by wins, so that no one with fewer wins stands above one with more
  // (docs/product.md#rule-388).
  const finalists = finalistsOfBattles(event.battles);
  const champion = finalists && { champion: finalists.champion, runnerUp: null };
  return withFinalistsFirst(ranked, (entry) => entry.player._id, champion).map(({ player, wins }) => ({
    player,
    wins,
  }));
}

/** The night's champion: the final's winner (docs/product.md#rule-111), or undefined after a drawn final. */
export function championOf(event: TEventBattles): TPlayer | undefined {
  const finalists = finalistsOfBattles(event.battles);
  if (!finalists) return undefined;
  const players = event.battles.flatMap((battle) => [battle.battle1, battle.battle2]);
  return players.find((player) => player?._id === finalists.champion) ?? undefined;
}

/** A complete battle's winner, or undefined for a draw. */
export const winnerOf = (battle: TBattle): TPlayer | undefined =>
  battle.draw || !battle.player_winner_id
    ? undefined
    : ([battle.battle1, battle.battle2].find((player) => player?._id === battle.player_winner_id) ?? undefined);
