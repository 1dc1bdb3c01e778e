import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { battles, votes } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { isUuid } from '../../lib/ids.ts';

export interface RecordVoteOptions {
  db: Executor;
  battleId: string;
  voterId: string;
  receiverId: string;
}

/**
 * One vote per user per battle, for one of the battle's two players, never by one of them
 * (decision 17); a second vote moves the first. Whether voting is on is the caller's policy.
 */
export async function recordVote({ db, battleId, voterId, receiverId }: RecordVoteOptions): Promise<void> {
  const [battle] = isUuid(battleId) ? await db.select().from(battles).where(eq(battles.id, battleId)) : [];
  if (!battle) throw new AppError(404, 'server.battleNotFound');
  const players = [battle.player1Id, battle.player2Id];
  if (players.includes(voterId)) throw new AppError(403, 'server.playersCannotVote');
  if (!players.includes(receiverId)) throw new AppError(400, 'server.voteForPlayersOnly');
  await db
    .insert(votes)
    .values({ eventId: battle.eventId, battleId, voterId, receiverId })
    .onConflictDoUpdate({ target: [votes.battleId, votes.voterId], set: { receiverId, updatedAt: new Date() } });
}
