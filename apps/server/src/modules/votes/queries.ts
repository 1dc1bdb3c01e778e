import { and, eq, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { battles, votes } from '../../db/schema/index.ts';

export interface NewVote {
  eventId: string;
  battleId: string;
  voterId: string;
  receiverId: string;
}

/**
 * The voter's one vote in the battle, in one statement with every rule of docs/decisions.md#17 as
 * its condition: the battle of this event with voting on, the receiver one of its players, the
 * voter neither. A second vote moves the first; the unique index (battle, voter) keeps the count
 * exact under any concurrency. False when a rule said no (the caller finds out which).
 */
export async function insertVote({ db, vote }: { db: Executor; vote: NewVote }): Promise<boolean> {
  const stored = await db
    .insert(votes)
    .select((qb) =>
      qb
        .select({
          id: sql`gen_random_uuid()`.as('id'),
          eventId: battles.eventId,
          battleId: battles.id,
          voterId: sql`${vote.voterId}::uuid`.as('vote_send_user_id'),
          receiverId: sql`${vote.receiverId}::uuid`.as('vote_receive_user_id'),
          createdAt: sql`now()`.as('created_at'),
          updatedAt: sql`now()`.as('updated_at'),
        })
        .from(battles)
        .where(
          and(
            eq(battles.id, vote.battleId),
            eq(battles.eventId, vote.eventId),
            eq(battles.votingStatus, 'on'),
            or(eq(battles.player1Id, vote.receiverId), eq(battles.player2Id, vote.receiverId)),
            sql`${battles.player1Id} is distinct from ${vote.voterId}::uuid`,
            sql`${battles.player2Id} is distinct from ${vote.voterId}::uuid`,
          ),
        ),
    )
    .onConflictDoUpdate({ target: [votes.battleId, votes.voterId], set: { receiverId: vote.receiverId, updatedAt: new Date() } })
    .returning({ id: votes.id });
  return stored.length > 0;
}

/** A battle's counts per player, in one query, with the players they belong to; undefined for an unknown battle. */
export async function battleCounts({ db, battleId }: { db: Executor; battleId: string }) {
  const [row] = await db
    .select({
      player1Id: battles.player1Id,
      player2Id: battles.player2Id,
      player1: sql<number>`count(${votes.id}) filter (where ${votes.receiverId} = ${battles.player1Id})`.mapWith(Number),
      player2: sql<number>`count(${votes.id}) filter (where ${votes.receiverId} = ${battles.player2Id})`.mapWith(Number),
    })
    .from(battles)
    .leftJoin(votes, eq(votes.battleId, battles.id))
    .where(eq(battles.id, battleId))
    .groupBy(battles.id);
  return row;
}

/** The player the voter voted for in the battle, if any. */
export async function votedFor({ db, battleId, voterId }: { db: Executor; battleId: string; voterId: string }): Promise<string | null> {
  const [vote] = await db
    .select({ receiverId: votes.receiverId })
    .from(votes)
    .where(and(eq(votes.battleId, battleId), eq(votes.voterId, voterId)));
  return vote?.receiverId ?? null;
}
