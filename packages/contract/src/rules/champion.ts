// An event's champion, defined once for home and the results page (docs/product.md#rule-111).

/** What a battle's result says about its players, in the event's battle order. */
export interface BattleOutcome {
  status: 'live' | 'complete' | null;
  winnerId: string | null;
  player1Id: string | null;
  player2Id: string | null;
}

export interface Finalists {
  champion: string;
  /** The final's other player. */
  runnerUp: string | null;
}

/**
 * The final is the event's last completed battle; its winner is the champion and its other player
 * comes second. Undefined while no battle is complete, or when the final has no winner (a tie): then
 * the wins-then-votes ranking alone orders the players.
 */
export function finalistsOf(outcomes: readonly BattleOutcome[]): Finalists | undefined {
  const final = outcomes.findLast((outcome) => outcome.status === 'complete');
  if (!final?.winnerId) return undefined;
  const runnerUp = final.winnerId === final.player1Id ? final.player2Id : final.player1Id;
  return { champion: final.winnerId, runnerUp };
}

/** The finalists of an event's battles as the calls present them, in the event's order. */
export const finalistsOfBattles = (
  battles: readonly {
    battle_status: BattleOutcome['status'];
    player_winner_id: string | null;
    battle1: { _id: string } | null;
    battle2: { _id: string } | null;
  }[],
): Finalists | undefined =>
  finalistsOf(
    battles.map((battle) => ({
      status: battle.battle_status,
      winnerId: battle.player_winner_id,
      player1Id: battle.battle1?._id ?? null,
      player2Id: battle.battle2?._id ?? null,
    })),
  );

/**
 * The night is over once every battle of the event is complete (the big screen's 'Final result'): its results
 * are public from then, before the event's scheduled end (docs/product.md#rule-376).
 */
export const nightIsOver = (outcomes: readonly Pick<BattleOutcome, 'status'>[]): boolean =>
  outcomes.length > 0 && outcomes.every((outcome) => outcome.status === 'complete');

/** How a complete battle ended for one of its players: won, lost, or a draw (docs/product.md#rule-378). */
export const BATTLE_RESULTS = ['won', 'lost', 'draw'] as const;
export type BattleResult = (typeof BATTLE_RESULTS)[number];

/**
 * The result of a battle for `playerId`, one of its two players: null until the battle is complete with a
 * winner or a draw (docs/product.md#rule-378).
 */
export function resultFor(
  playerId: string,
  battle: Pick<BattleOutcome, 'status' | 'winnerId'> & { draw: boolean },
): BattleResult | null {
  if (battle.status !== 'complete') return null;
  if (battle.draw) return 'draw';
  if (!battle.winnerId) return null;
  return battle.winnerId === playerId ? 'won' : 'lost';
}

/** A ranking with the champion first and the runner-up second; the others keep their order. */
export function withFinalistsFirst<T>(
  ranking: readonly T[],
  idOf: (entry: T) => string,
  finalists: Finalists | undefined,
): T[] {
  if (!finalists) return [...ranking];
  const place = (entry: T) => {
    const id = idOf(entry);
    return id === finalists.champion ? 0 : id === finalists.runnerUp ? 1 : 2;
  };
  return [...ranking].sort((a, b) => place(a) - place(b));
}
