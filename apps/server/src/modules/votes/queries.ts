import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { battles, votes } from '../../db/schema/index.ts';

export interface NewVote {
  eventId: string;
  battleId: string;
  voterId: string;
  receiverId: string;
}

/**
 * Votes, each the voter's one vote in its battle, in one statement whose condition is every rule of
 * docs/decisions.md#17: the battle of this event with voting on, the receiver one of its players, the
 * voter neither. A second vote moves the first; the unique index (battle, voter) keeps the count exact
 * under any concurrency. One answer per vote, in order: false when a rule said no (the caller finds out
 * which). A voter appears at most once per battle in `list` (one row cannot be written twice by one
 * statement); the vote writer sends a repeat in the next statement.
 */
export async function insertVotes({ db, list }: { db: Executor; list: readonly NewVote[] }): Promise<boolean[]> {
  const column = (pick: (vote: NewVote) => string) => sql.param(list.map(pick));
  const result = await db.execute(sql`
    insert into ${votes} (id, event_id, battle_id, vote_send_user_id, vote_receive_user_id, created_at, updated_at)
    select gen_random_uuid(), ${battles.eventId}, ${battles.id}, v.voter_id, v.receiver_id, now(), now()
    from unnest(${column((vote) => vote.eventId)}::uuid[], ${column((vote) => vote.battleId)}::uuid[],
                ${column((vote) => vote.voterId)}::uuid[], ${column((vote) => vote.receiverId)}::uuid[])
           as v(event_id, battle_id, voter_id, receiver_id)
    join ${battles} on ${battles.id} = v.battle_id and ${battles.eventId} = v.event_id and ${battles.votingStatus} = 'on'
      and v.receiver_id in (${battles.player1Id}, ${battles.player2Id})
      and ${battles.player1Id} is distinct from v.voter_id and ${battles.player2Id} is distinct from v.voter_id
    on conflict (battle_id, vote_send_user_id)
      do update set vote_receive_user_id = excluded.vote_receive_user_id, updated_at = excluded.updated_at
    returning battle_id, vote_send_user_id`);
  const rows = ((result as unknown as { rows?: unknown[] }).rows ?? (result as unknown as unknown[])) as {
    battle_id: string;
    vote_send_user_id: string;
  }[];
  const stored = new Set(rows.map((row) => `${row.battle_id} ${row.vote_send_user_id}`));
  return list.map((vote) => stored.has(`${vote.battleId} ${vote.voterId}`));
}

/** A battle's counts per player, in one query, with the players they belong to; undefined for an unknown battle. */
export async function battleCounts({ db, battleId }: { db: Executor; battleId: string }) {
  const [row] = await db
    .select({
      player1Id: battles.player1Id,
      player2Id: battles.player2Id,
      player1: sql<number>`count(${votes.id}) filter (where ${votes.receiverId} = ${battles.player1Id})`.mapWith(
        Number,
      ),
      player2: sql<number>`count(${votes.id}) filter (where ${votes.receiverId} = ${battles.player2Id})`.mapWith(
        Number,
      ),
    })
    .from(battles)
    .leftJoin(votes, eq(votes.battleId, battles.id))
    .where(eq(battles.id, battleId))
    .groupBy(battles.id);
  return row;
}

/** The player the voter voted for in the battle, if any. */
export async function votedFor({
  db,
  battleId,
  voterId,
}: {
  db: Executor;
  battleId: string;
  voterId: string;
}): Promise<string | null> {
  const [vote] = await db
    .select({ receiverId: votes.receiverId })
    .from(votes)
    .where(and(eq(votes.battleId, battleId), eq(votes.voterId, voterId)));
  return vote?.receiverId ?? null;
}
