import {
  type BattleMoveName,
  type BattlePhase,
  checkMove,
  type CompleteDecision,
  winnerOnCompletion,
} from '@artclash/contract';
import { and, eq, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor, Publishing } from '../../db/client.ts';
import { logChange } from '../../db/event-log.ts';
import { battles } from '../../db/schema/index.ts';
import { uniqueViolation } from '../../db/unique-violation.ts';
import { AppError } from '../../errors/app-error.ts';
import { isUuid } from '../../lib/ids.ts';
import { battlePolicy } from './policy.ts';
import { factsOfRow } from './presenter.ts';
import { voteCounts } from '../votes/index.ts';
import { type BattleRow, battleById, inPhase } from './queries.ts';
import { resetRouletteOf } from './show-queries.ts';

export interface MoveBattleOptions {
  db: Executor;
  battleId: string;
  move: BattleMoveName;
  /** The phase the organiser's screen shows: the write happens only from there. */
  from: BattlePhase;
  /** Completing: the organiser's pick of winner, or a draw. */
  decision?: CompleteDecision;
  /** Columns written with the move (the roulette's keywords when it starts the battle). */
  also?: Partial<typeof battles.$inferInsert>;
  now?: Date;
}

type Columns = Partial<typeof battles.$inferInsert>;

/** What each move writes, and what else must still hold when it writes (its guard, where a column says it). */
function writeOf(
  move: BattleMoveName,
  winnerId: string | null,
  draw: boolean,
  now: Date,
): { set: Columns; where?: SQL } {
  // The first opening stays the one the console counts from.
  const opened = sql`coalesce(${battles.votingOpenedAt}, ${now.toISOString()}::timestamptz)` as unknown as Date;
  switch (move) {
    case 'start':
      return { set: { battleStatus: 'live', votingStatus: 'off' } };
    case 'undoStart':
      // The theme drawn for a battle that did not start goes back into the roulette.
      return {
        set: { battleStatus: null, keyword1Eng: '', keyword1Jap: '', keyword2Eng: '', keyword2Jap: '' },
        where: and(isNull(battles.votingOpenedAt), isNull(battles.timeStatus)),
      };
    case 'openVoting':
      return { set: { votingStatus: 'on', votingOpenedAt: opened }, where: ne(battles.votingStatus, 'on') };
    case 'closeVoting':
      return { set: { votingStatus: 'off' }, where: eq(battles.votingStatus, 'on') };
    case 'reopenVoting':
      return { set: { votingStatus: 'on' } };
    case 'complete':
      return { set: { battleStatus: 'complete', votingStatus: 'off', winnerId, draw } };
    case 'reopen':
      // Back to 'voting closed', never to not started: the battle was run.
      return {
        set: { battleStatus: 'live', votingStatus: 'off', winnerId: null, draw: false, votingOpenedAt: opened },
      };
  }
}

/**
 * One move of a battle's life (docs/decisions.md#275): allowed only by the contract's table from the
 * phase the organiser saw, written as one conditional update (0 rows: the battle moved meanwhile,
 * 409). Completing closes voting and declares the winner: the organiser's pick, else the player with
 * more votes; a tie needs a pick or a draw (docs/product.md#rule-276). Returns the battle as stored. A step
 * of the use cases that move a battle (they publish the change); the call itself is moveBattle.
 */
export async function applyMove({
  db,
  battleId,
  move,
  from,
  decision = {},
  also = {},
  now = new Date(),
}: MoveBattleOptions): Promise<BattleRow> {
  const battle = isUuid(battleId) ? await battleById({ db, battleId }) : undefined;
  if (!battle) throw new AppError('notFound', 'server.battleNotFound');
  const counts = await voteCounts({ db, eventId: battle.eventId, battleId: battle.id });
  const facts = factsOfRow(battle, counts.get(battle.id) ?? { Player1: 0, Player2: 0 });
  if (facts.phase !== from) throw new AppError('conflict', 'show.refusal.wrongPhase');
  const checked = checkMove(facts, move, decision);
  if (!checked.ok) throw new AppError('conflict', `show.refusal.${checked.refusal}`);
  if (decision.winnerId && !battlePolicy.canWin(battle, decision.winnerId)) {
    throw new AppError('invalidInput', 'server.winnerNotPlayer', {
      errors: { player_winner_id: 'server.winnerNotPlayer' },
    });
  }
  const winnerId = move === 'complete' ? winnerOnCompletion({ ...facts, ...battle }, decision) : null;
  const { set, where } = writeOf(move, winnerId, move === 'complete' && winnerId === null, now);
  try {
    const [moved] = await db
      .update(battles)
      .set({ ...also, ...set })
      .where(and(eq(battles.id, battle.id), inPhase(from), where))
      .returning();
    if (moved) {
      if (move === 'undoStart') await resetRouletteOf({ db, battleId: moved.id });
      return moved;
    }
  } catch (error) {
    if (uniqueViolation(error) === 'battles_one_live_per_event')
      throw new AppError('conflict', 'server.anotherBattleLive');
    throw error;
  }
  throw new AppError('conflict', 'show.refusal.wrongPhase');
}

/** What the event's log says of a move (docs/decisions.md#403): the move, the phase it left and the result it declared. */
export const movePayload = (move: BattleMoveName, from: BattlePhase, moved: BattleRow) => ({
  move,
  from,
  ...(move === 'complete' && { winnerId: moved.winnerId, draw: moved.draw }),
});

/** The organisers' move of a battle (the control room's buttons): applyMove and its entry, then the live screens are told. */
export async function moveBattle({
  db,
  changes,
  by,
  ...move
}: Omit<MoveBattleOptions, 'db'> & Publishing): Promise<BattleRow> {
  const [moved, change] = await db.transaction(async (tx) => {
    const row = await applyMove({ db: tx, ...move });
    const payload = movePayload(move.move, move.from, row);
    const { eventId, id: battleId } = row;
    return [row, await logChange({ db: tx, changes, eventId, kind: 'battleMoved', battleId, by, payload })] as const;
  });
  changes.publish(change);
  return moved;
}
