import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { battles, votes } from '../../db/schema/index.ts';
import { isUuid } from '../../lib/ids.ts';
import { VOTE_RULES, type VoteRule } from './vote-rules.ts';

export interface NewVote {
  eventId: string;
  battleId: string;
  voterId: string;
  receiverId: string;
}

/** The vote `v`'s battle, only when it is the event's: the condition both statements of a vote join on. */
const battleOfVote = sql`${battles.id} = v.battle_id and ${battles.eventId} = v.event_id`;

/**
 * Votes, each the voter's one vote in its battle, in one statement whose condition is VOTE_RULES. A
 * second vote moves the first; the unique index (battle, voter) keeps the count exact under any
 * concurrency. One answer per vote, in order: false when a rule said no (refusedBy says which). A voter
 * appears at most once per battle in `list` (one row cannot be written twice by one statement); the
 * vote writer sends a repeat in the next statement.
 */
export async function insertVotes({ db, list }: { db: Executor; list: readonly NewVote[] }): Promise<boolean[]> {
  const column = (pick: (vote: NewVote) => string) => sql.param(list.map(pick));
  const result = await db.execute(sql`
    insert into ${votes} (id, event_id, battle_id, vote_send_user_id, vote_receive_user_id, created_at, updated_at)
    select gen_random_uuid(), ${battles.eventId}, ${battles.id}, v.voter_id, v.receiver_id, now(), now()
    from unnest(${column((vote) => vote.eventId)}::uuid[], ${column((vote) => vote.battleId)}::uuid[],
                ${column((vote) => vote.voterId)}::uuid[], ${column((vote) => vote.receiverId)}::uuid[])
           as v(event_id, battle_id, voter_id, receiver_id)
    join ${battles} on ${battleOfVote} and ${sql.join(
      VOTE_RULES.map((rule) => sql`(${rule.holds})`),
      sql` and `,
    )}
    on conflict (battle_id, vote_send_user_id)
      do update set vote_receive_user_id = excluded.vote_receive_user_id, updated_at = excluded.updated_at
    returning battle_id, vote_send_user_id`);
  const stored = new Set(
    rowsOf<{ battle_id: string; vote_send_user_id: string }>(result).map(
      (row) => `${row.battle_id} ${row.vote_send_user_id}`,
    ),
  );
  return list.map((vote) => stored.has(`${vote.battleId} ${vote.voterId}`));
}

/**
 * Why a vote was refused: the first rule of VOTE_RULES it breaks now, 'noBattle' when its battle is
 * not the event's, or undefined when every rule holds (voting came back on meanwhile). A receiver that
 * is no id at all is nobody's id: it breaks the receiver's rule. Ids of the battle are well formed.
 */
export async function refusedBy({
  db,
  vote,
}: {
  db: Executor;
  vote: NewVote;
}): Promise<VoteRule | 'noBattle' | undefined> {
  const receiver = isUuid(vote.receiverId) ? vote.receiverId : null;
  const result = await db.execute(sql`
    select ${sql.join(
      VOTE_RULES.map((rule, index) => sql`coalesce(${rule.holds}, false) as ${sql.raw(`rule${index}`)}`),
      sql`, `,
    )}
    from (select ${vote.eventId}::uuid as event_id, ${vote.battleId}::uuid as battle_id,
                 ${vote.voterId}::uuid as voter_id, ${receiver}::uuid as receiver_id) as v
    join ${battles} on ${battleOfVote}`);
  const [row] = rowsOf<Record<string, boolean>>(result);
  if (!row) return 'noBattle';
  return VOTE_RULES.find((_, index) => !row[`rule${index}`]);
}

/** A battle's votes per player, each side counted for whoever plays it now. */
export interface BattleVotes {
  Player1: number;
  Player2: number;
}

/**
 * The one count of votes (docs/decisions.md#200): per battle, the votes for each of its two players,
 * of the battles of `eventIds`, or of one battle when it is `eventId`'s. VotingTo's and
 * VotingStatusActive's replies, EventByAllBattle, the live stream's vote messages and Event History
 * all read it. A battle without votes counts 0 and 0; a battle not in scope is absent.
 */
export async function voteCounts({
  db,
  ...scope
}: { db: Executor } & ({ eventIds: readonly string[] } | { eventId: string; battleId: string })): Promise<
  Map<string, BattleVotes>
> {
  const where: SQL | undefined =
    'eventIds' in scope
      ? inArray(battles.eventId, [...scope.eventIds])
      : and(eq(battles.id, scope.battleId), eq(battles.eventId, scope.eventId));
  if ('eventIds' in scope && scope.eventIds.length === 0) return new Map();
  const sideOf = (player: typeof battles.player1Id | typeof battles.player2Id) =>
    sql<number>`count(${votes.id}) filter (where ${votes.receiverId} = ${player})`.mapWith(Number);
  const rows = await db
    .select({ battleId: battles.id, Player1: sideOf(battles.player1Id), Player2: sideOf(battles.player2Id) })
    .from(battles)
    .leftJoin(votes, eq(votes.battleId, battles.id))
    .where(where)
    .groupBy(battles.id);
  return new Map(rows.map(({ battleId, ...counts }) => [battleId, counts]));
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
