import { isDeepStrictEqual } from 'node:util';
import type { BattleMoveName, CallBody, calls, CompleteDecision } from '@artclash/contract';
import { and, eq, notExists } from 'drizzle-orm';
import type { Executor, Publishing } from '../../db/client.ts';
import { logChange } from '../../db/event-log.ts';
import { battles, votes } from '../../db/schema/index.ts';
import { AppError } from '../../errors/app-error.ts';
import { isUuid } from '../../lib/ids.ts';
import { existingUserIds } from '../users/index.ts';
import { applyMove } from './move-battle.ts';
import { battlePolicy } from './policy.ts';
import { phaseOfRow } from './presenter.ts';
import { type BattleRow, battleById } from './queries.ts';

export type BattleChanges = CallBody<typeof calls.adminBattleUpdate>;

/** The players after the change: two different registered users (400 otherwise). */
async function playersAfter(db: Executor, battle: BattleRow, edits: BattleChanges) {
  const player1Id = edits.battle1 ?? battle.player1Id;
  const player2Id = edits.battle2 ?? battle.player2Id;
  if (!player1Id || !player2Id || !battlePolicy.arePlayersDistinct(player1Id, player2Id)) {
    throw new AppError('invalidInput', 'server.samePlayerTwice', { errors: { battle2: 'server.samePlayerTwice' } });
  }
  if ((await existingUserIds({ db, ids: [player1Id, player2Id] })).length !== 2)
    throw new AppError('invalidInput', 'server.playerNotFound');
  return { player1Id, player2Id };
}

/**
 * The moves of a battle's life that a change names as the console's form sends it (battle_status and
 * voting_status), made one after another through the contract's table (docs/decisions.md#275).
 * Completing closes voting by itself and declares the winner; a winner is named only by completing, or
 * changed once the battle is complete.
 */
async function applyLife(db: Executor, battle: BattleRow, edits: BattleChanges): Promise<BattleRow> {
  let row = battle;
  const step = async (move: BattleMoveName, decision?: CompleteDecision) => {
    row = await applyMove({ db, battleId: row.id, move, from: phaseOfRow(row), decision });
  };
  const { battle_status: status, voting_status: voting, player_winner_id: winner } = edits;
  const phase = phaseOfRow(row);
  if (status === 'complete' && phase !== 'complete') {
    if (voting === 'on') throw new AppError('conflict', 'show.refusal.wrongPhase');
    await step('complete', { winnerId: winner });
    return row;
  }
  if (status === 'live' && phase === 'not_started') await step('start');
  if (status === 'live' && phase === 'complete') await step('reopen');
  if (status === null && phase !== 'not_started') await step('undoStart');
  if (voting === 'on' && row.votingStatus !== 'on')
    await step(phaseOfRow(row) === 'voting_closed' ? 'reopenVoting' : 'openVoting');
  if (voting === 'off' && row.votingStatus === 'on') await step('closeVoting');
  if (winner && phaseOfRow(row) !== 'complete') throw new AppError('conflict', 'show.refusal.winnerOnlyWhenComplete');
  return row;
}

/**
 * The organisers' changes to one battle (§2.12): its names, its players (only while it has no votes:
 * 409 after, as the votes would move to someone else), the vote bar, the judge scores, and the moves
 * of its life (applyLife); a complete battle's winner may be corrected (none records a draw). All in
 * one transaction: a refused move changes nothing. A save that leaves the battle as it was is not recorded in the
 * night's log nor told to the screens (docs/decisions.md#417). Returns the battle as stored.
 */
export async function updateBattle({
  db,
  changes,
  by,
  battleId,
  edits,
}: Publishing & {
  battleId: string;
  edits: BattleChanges;
}): Promise<BattleRow> {
  const [updated, change] = await db.transaction(async (tx) => {
    const battle = isUuid(battleId) ? await battleById({ db: tx, battleId }) : undefined;
    if (!battle) throw new AppError('notFound', 'server.battleNotFound');
    const row = await writeBattle(tx, battle, edits);
    // A save that leaves the battle as it was is no change: nothing to record, nothing to tell the screens.
    if (isDeepStrictEqual(row, battle)) return [row, undefined] as const;
    // The fields the organiser sent, by their call's names: 'hid the bar' is voting_bar: 'hide'.
    const payload = { edits };
    const { eventId, id } = row;
    return [
      row,
      await logChange({ db: tx, changes, eventId, kind: 'battleUpdated', battleId: id, by, payload }),
    ] as const;
  });
  if (change) changes.publish(change);
  return updated;
}

/** updateBattle's writes, in its transaction: the battle as stored after them. */
async function writeBattle(tx: Executor, battle: BattleRow, edits: BattleChanges): Promise<BattleRow> {
  const { battle_name, battle_name_jap, voting_bar, player_winner_id, scores } = edits;
  const newPlayers = edits.battle1 !== undefined || edits.battle2 !== undefined;
  const players = newPlayers
    ? await playersAfter(tx, battle, edits)
    : { player1Id: battle.player1Id, player2Id: battle.player2Id };
  if (player_winner_id !== undefined && !battlePolicy.canWin(players, player_winner_id)) {
    throw new AppError('invalidInput', 'server.winnerNotPlayer', {
      errors: { player_winner_id: 'server.winnerNotPlayer' },
    });
  }
  const lived = await applyLife(tx, battle, edits);
  // A complete battle's result may be corrected; completing itself declared it above.
  const correction =
    player_winner_id !== undefined && battle.battleStatus === 'complete' && edits.battle_status !== 'live'
      ? { winnerId: player_winner_id, draw: player_winner_id === null }
      : {};
  // New players take the winner away from someone who no longer plays.
  const keptWinner = newPlayers && !battlePolicy.canWin(players, lived.winnerId) ? { winnerId: null, draw: false } : {};
  const columns = {
    battleName: battle_name,
    battleNameJap: battle_name_jap,
    ...(newPlayers ? players : {}),
    votingBar: voting_bar,
    judgeScores: scores,
    ...keptWinner,
    ...correction,
  };
  if (Object.values(columns).every((value) => value === undefined)) return lived;
  const withoutVotes = newPlayers
    ? notExists(tx.select({ id: votes.id }).from(votes).where(eq(votes.battleId, battle.id)))
    : undefined;
  const [written] = await tx
    .update(battles)
    .set(columns)
    .where(and(eq(battles.id, battle.id), withoutVotes))
    .returning();
  if (written) return written;
  throw new AppError('conflict', 'server.battleHasVotes');
}
