// An event's champion, defined once for home and the results page (docs/decisions.md#111).

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
