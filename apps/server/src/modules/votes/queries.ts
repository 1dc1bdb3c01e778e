import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { battles, votes } from '../../db/schema/index.ts';

export type BattleRow = typeof battles.$inferSelect;

export async function battleById({ db, battleId }: { db: Executor; battleId: string }): Promise<BattleRow | undefined> {
  const [battle] = await db.select().from(battles).where(eq(battles.id, battleId));
  return battle;
}

/** The voter's one vote in the battle: a second vote moves the first (docs/decisions.md#17). */
export async function upsertVote({ db, vote }: { db: Executor; vote: typeof votes.$inferInsert }): Promise<void> {
  await db
    .insert(votes)
    .values(vote)
    .onConflictDoUpdate({ target: [votes.battleId, votes.voterId], set: { receiverId: vote.receiverId, updatedAt: new Date() } });
}
