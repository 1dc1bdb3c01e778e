// A battle's life, written once (docs/decisions.md#275): the server applies these moves and nothing
// else, the control room enables its buttons from the same table.

export const BATTLE_PHASES = ['not_started', 'live', 'voting_closed', 'complete'] as const;
export type BattlePhase = (typeof BATTLE_PHASES)[number];

/** What a move's guard reads of a battle. */
export interface BattleFacts {
  phase: BattlePhase;
  /** voting_status is 'on'. */
  votingOpen: boolean;
  /** Voting was opened at least once. */
  votingOpened: boolean;
  /** The timer was started at least once. */
  timerStarted: boolean;
  votes: { Player1: number; Player2: number };
}

/** Why a move is refused: a key under `show.refusal` in both languages. */
export type MoveRefusal =
  | 'wrongPhase'
  | 'somethingSpent'
  | 'votingAlreadyOpen'
  | 'votingNotOpen'
  | 'tieNeedsDecision'
  | 'winnerOnlyWhenComplete';

export type BattleMoveName =
  'start' | 'undoStart' | 'openVoting' | 'closeVoting' | 'reopenVoting' | 'complete' | 'reopen';

export interface BattleMove {
  move: BattleMoveName;
  from: BattlePhase;
  to: BattlePhase;
  /** The screen asks "are you sure?" first: the audience would see it happen. */
  confirm: boolean;
  /** Why the move cannot be made now, or undefined when it can. */
  guard?: (battle: BattleFacts, decision: CompleteDecision) => MoveRefusal | undefined;
}

/** How an organiser ends a tie: a winner they pick, or a draw (docs/product.md#rule-276). */
export interface CompleteDecision {
  winnerId?: string | null;
  draw?: boolean;
}

const isTie = (battle: BattleFacts) => battle.votes.Player1 === battle.votes.Player2;
/** Nothing happened that the audience could have taken part in: no vote, no time, voting never opened. */
const nothingSpent = (battle: BattleFacts) =>
  battle.votes.Player1 + battle.votes.Player2 === 0 && !battle.timerStarted && !battle.votingOpened;
const decided = (battle: BattleFacts, decision: CompleteDecision): MoveRefusal | undefined =>
  decision.winnerId || decision.draw || !isTie(battle) ? undefined : 'tieNeedsDecision';

/**
 * Every allowed move, from → to. Completing closes voting and declares the winner (the player with
 * more votes unless the organiser picks one; a tie needs a pick or a draw); reopening a complete
 * battle clears its result; going back to not started is an undo allowed only while nothing was spent.
 * One battle of an event is live (or voting closed) at a time: the database's unique index holds it.
 */
export const BATTLE_MOVES: readonly BattleMove[] = [
  { move: 'start', from: 'not_started', to: 'live', confirm: false },
  {
    move: 'undoStart',
    from: 'live',
    to: 'not_started',
    confirm: false,
    guard: (battle) => (nothingSpent(battle) ? undefined : 'somethingSpent'),
  },
  {
    move: 'openVoting',
    from: 'live',
    to: 'live',
    confirm: false,
    guard: (battle) => (battle.votingOpen ? 'votingAlreadyOpen' : undefined),
  },
  {
    move: 'closeVoting',
    from: 'live',
    to: 'voting_closed',
    confirm: false,
    guard: (battle) => (battle.votingOpen ? undefined : 'votingNotOpen'),
  },
  { move: 'reopenVoting', from: 'voting_closed', to: 'live', confirm: true },
  { move: 'complete', from: 'live', to: 'complete', confirm: true, guard: decided },
  { move: 'complete', from: 'voting_closed', to: 'complete', confirm: true, guard: decided },
  { move: 'reopen', from: 'complete', to: 'voting_closed', confirm: true },
];

export const BATTLE_MOVE_NAMES = [...new Set(BATTLE_MOVES.map((entry) => entry.move))] as BattleMoveName[];

/** The row of the table for this move from this phase, or undefined when the move does not start there. */
const moveFrom = (phase: BattlePhase, move: BattleMoveName): BattleMove | undefined =>
  BATTLE_MOVES.find((entry) => entry.move === move && entry.from === phase);

/** Whether the move can be made now, and if not, why. */
export function checkMove(
  battle: BattleFacts,
  move: BattleMoveName,
  decision: CompleteDecision = {},
): { ok: true; to: BattlePhase; entry: BattleMove } | { ok: false; refusal: MoveRefusal } {
  const entry = moveFrom(battle.phase, move);
  if (!entry) return { ok: false, refusal: 'wrongPhase' };
  const refusal = entry.guard?.(battle, decision);
  return refusal ? { ok: false, refusal } : { ok: true, to: entry.to, entry };
}

/** The winner a completion declares: the organiser's pick, none for a draw, else the player with more votes. */
export function winnerOnCompletion(
  battle: BattleFacts & { player1Id: string | null; player2Id: string | null },
  decision: CompleteDecision,
): string | null {
  if (decision.draw) return null;
  if (decision.winnerId) return decision.winnerId;
  const { Player1, Player2 } = battle.votes;
  if (Player1 === Player2) return null;
  return Player1 > Player2 ? battle.player1Id : battle.player2Id;
}

/** A battle's phase from the fields every screen has (§3 Battle plus voting_opened). */
export function phaseOf(battle: {
  battle_status: 'live' | 'complete' | null;
  voting_status: string;
  voting_opened: boolean;
}): BattlePhase {
  if (battle.battle_status === null) return 'not_started';
  if (battle.battle_status === 'complete') return 'complete';
  return battle.voting_status !== 'on' && battle.voting_opened ? 'voting_closed' : 'live';
}

/** The facts a guard reads, from a battle as the screens have it. */
export const factsOf = (battle: {
  battle_phase: BattlePhase;
  voting_status: string;
  voting_opened: boolean;
  battle_time_status: string | null;
  /** null in a public reply whose counts are hidden (docs/product.md#rule-316): the console fills them in. */
  votes: { Player1: number; Player2: number } | null;
}): BattleFacts => ({
  phase: battle.battle_phase,
  votingOpen: battle.voting_status === 'on',
  votingOpened: battle.voting_opened,
  timerStarted: battle.battle_time_status !== null,
  votes: battle.votes ?? { Player1: 0, Player2: 0 },
});
