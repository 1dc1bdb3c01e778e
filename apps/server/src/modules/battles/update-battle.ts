import type { CallBody, calls } from '@artclash/contract';
import { and, eq, notExists } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { battles, votes } from '../../db/schema/index.ts';
import { uniqueViolation } from '../../db/unique-violation.ts';
import { AppError } from '../../errors/app-error.ts';
import { isUuid } from '../../lib/ids.ts';
import { existingUserIds } from '../users/index.ts';
import { battlePolicy } from './policy.ts';
import { type BattleRow, battleById } from './queries.ts';

export type BattleChanges = CallBody<typeof calls.adminBattleUpdate>;

/** The players after the change: two different registered users (400 otherwise). */
async function playersAfter(db: Executor, battle: BattleRow, changes: BattleChanges) {
  const player1Id = changes.battle1 ?? battle.player1Id;
  const player2Id = changes.battle2 ?? battle.player2Id;
  if (!player1Id || !player2Id || !battlePolicy.arePlayersDistinct(player1Id, player2Id)) {
    throw new AppError('invalidInput', 'server.samePlayerTwice', { errors: { battle2: 'server.samePlayerTwice' } });
  }
  if ((await existingUserIds({ db, ids: [player1Id, player2Id] })).length !== 2)
    throw new AppError('invalidInput', 'server.playerNotFound');
  return { player1Id, player2Id };
}

/**
 * The organisers' changes to one battle (§2.12): its names, its players (only while it has no votes:
 * 409 after, as the votes would move to someone else), voting on/off, the vote bar, its status, the
 * winner (one of its two players, or none) and the judge scores; what is left out stays. One battle
 * of an event is live at a time: the unique index `battles_one_live_per_event` decides, race-free,
 * and a second one is refused with 409. Returns the battle as stored.
 */
export async function updateBattle({
  db,
  battleId,
  changes,
}: {
  db: Executor;
  battleId: string;
  changes: BattleChanges;
}): Promise<BattleRow> {
  const battle = isUuid(battleId) ? await battleById({ db, battleId }) : undefined;
  if (!battle) throw new AppError('notFound', 'server.battleNotFound');
  const { battle_name, battle_name_jap, voting_status, voting_bar, battle_status, player_winner_id, scores } = changes;
  const newPlayers = changes.battle1 !== undefined || changes.battle2 !== undefined;
  const players = newPlayers
    ? await playersAfter(db, battle, changes)
    : { player1Id: battle.player1Id, player2Id: battle.player2Id };
  if (player_winner_id !== undefined && !battlePolicy.canWin(players, player_winner_id)) {
    throw new AppError('invalidInput', 'server.winnerNotPlayer', {
      errors: { player_winner_id: 'server.winnerNotPlayer' },
    });
  }
  // New players take the winner away from someone who no longer plays.
  const keptWinner =
    newPlayers && player_winner_id === undefined && !battlePolicy.canWin(players, battle.winnerId) ? null : undefined;
  const columns = {
    battleName: battle_name,
    battleNameJap: battle_name_jap,
    ...(newPlayers ? players : {}),
    votingStatus: voting_status,
    votingBar: voting_bar,
    battleStatus: battle_status,
    winnerId: player_winner_id !== undefined ? player_winner_id : keptWinner,
    judgeScores: scores,
  };
  if (Object.values(columns).every((value) => value === undefined)) return battle;
  const withoutVotes = newPlayers
    ? notExists(db.select({ id: votes.id }).from(votes).where(eq(votes.battleId, battle.id)))
    : undefined;
  try {
    const [updated] = await db
      .update(battles)
      .set(columns)
      .where(and(eq(battles.id, battle.id), withoutVotes))
      .returning();
    if (updated) return updated;
  } catch (error) {
    if (uniqueViolation(error) === 'battles_one_live_per_event')
      throw new AppError('conflict', 'server.anotherBattleLive');
    throw error;
  }
  if (newPlayers && (await battleById({ db, battleId }))) throw new AppError('conflict', 'server.battleHasVotes');
  throw new AppError('notFound', 'server.battleNotFound');
}
