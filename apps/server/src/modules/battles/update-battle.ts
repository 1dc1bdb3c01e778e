import type { CallBody, calls } from '@artclash/contract';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { battles } from '../../db/schema/index.ts';
import { uniqueViolation } from '../../db/unique-violation.ts';
import { AppError } from '../../errors/app-error.ts';
import { isUuid } from '../../lib/ids.ts';
import { battlePolicy } from './policy.ts';
import { type BattleRow, battleById } from './queries.ts';

export type BattleChanges = CallBody<typeof calls.adminBattleUpdate>;

/**
 * The organisers' live controls on one battle (§2.12): its name, voting on/off, the vote bar, its
 * status, the winner (one of its two players, or none) and the judge scores; what is left out stays.
 * One battle of an event is live at a time: the unique index `battles_one_live_per_event` decides,
 * race-free, and a second one is refused with 409. Returns the battle as stored.
 */
export async function updateBattle({ db, battleId, changes }: { db: Executor; battleId: string; changes: BattleChanges }): Promise<BattleRow> {
  const battle = isUuid(battleId) ? await battleById({ db, battleId }) : undefined;
  if (!battle) throw new AppError('notFound', 'server.battleNotFound');
  const { battle_name, voting_status, voting_bar, battle_status, player_winner_id, scores } = changes;
  if (player_winner_id !== undefined && !battlePolicy.canWin(battle, player_winner_id)) {
    throw new AppError('invalidInput', 'server.winnerNotPlayer', { errors: { player_winner_id: 'server.winnerNotPlayer' } });
  }
  const columns = { battleName: battle_name, votingStatus: voting_status, votingBar: voting_bar, battleStatus: battle_status, winnerId: player_winner_id, judgeScores: scores };
  if (Object.values(columns).every((value) => value === undefined)) return battle;
  try {
    const [updated] = await db.update(battles).set(columns).where(eq(battles.id, battle.id)).returning();
    if (!updated) throw new AppError('notFound', 'server.battleNotFound');
    return updated;
  } catch (error) {
    if (uniqueViolation(error) === 'battles_one_live_per_event') throw new AppError('conflict', 'server.anotherBattleLive');
    throw error;
  }
}
