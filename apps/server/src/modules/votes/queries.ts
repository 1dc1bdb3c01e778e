import { and, count, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { battles, votes } from '../../db/schema/index.ts';

export type BattleRow = typeof battles.$inferSelect;

/** The battle, only when it belongs to the event (a battle id from another event is unknown here). */
export async function battleOfEvent({ db, eventId, battleId }: { db: Executor; eventId: string; battleId: string }): Promise<BattleRow | undefined> {
  const [battle] = await db
    .select()
    .from(battles)
    .where(and(eq(battles.id, battleId), eq(battles.eventId, eventId)));
  return battle;
}

/** The voter's one vote in the battle: a second vote moves the first (docs/decisions.md#17); the unique index makes it exact under concurrency. */
export async function upsertVote({ db, vote }: { db: Executor; vote: typeof votes.$inferInsert }): Promise<void> {
  await db
    .insert(votes)
    .values(vote)
    .onConflictDoUpdate({ target: [votes.battleId, votes.voterId], set: { receiverId: vote.receiverId, updatedAt: new Date() } });
}

/** Votes received by each player of one battle. */
export function battleVoteCounts({ db, battleId }: { db: Executor; battleId: string }) {
  return db.select({ receiverId: votes.receiverId, votes: count() }).from(votes).where(eq(votes.battleId, battleId)).groupBy(votes.receiverId);
}

/** The player the voter voted for in the battle, if any. */
export async function votedFor({ db, battleId, voterId }: { db: Executor; battleId: string; voterId: string }): Promise<string | null> {
  const [vote] = await db
    .select({ receiverId: votes.receiverId })
    .from(votes)
    .where(and(eq(votes.battleId, battleId), eq(votes.voterId, voterId)));
  return vote?.receiverId ?? null;
}
