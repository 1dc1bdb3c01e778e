import { countsArePublic } from '@artclash/contract/values';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { noticeSql } from '../../db/event-log.ts';
import { anyOf, namedStatement, prepareRaw } from '../../db/named.ts';
import { rowsOf } from '../../db/rows.ts';
import { battles, events, users, voteTallies, votes } from '../../db/schema/index.ts';
import { isUuid } from '../../lib/ids.ts';
import { VOTE_RULES, type VoteRule } from './vote-rules.ts';

export interface NewVote {
  eventId: string;
  battleId: string;
  voterId: string;
  receiverId: string;
  /** The device holds the event's room pass (docs/decisions.md#306). */
  inRoom: boolean;
  /** Where the vote came from, kept for the console's stuffing signs (docs/decisions.md#307): the browser's voter cookie, or null without one, and an HMAC of the address. */
  deviceId: string | null;
  addressHash: string;
}

/** The vote `v`'s battle, only when it is the event's, and the event: what both statements of a vote join on. */
const battleOfVote = sql`${battles} on ${battles.id} = v.battle_id and ${battles.eventId} = v.event_id
    join ${events} on ${events.id} = ${battles.eventId}`;

/**
 * Votes of one event, each the voter's one vote in its battle, in one statement whose condition is VOTE_RULES. A
 * second vote moves the first; the unique index (battle, voter) keeps the count exact under any
 * concurrency. The same statement appends an entry per vote to the event's log, a cast or a moved vote alike
 * (docs/decisions.md#403), its numbers taken as one range from the event's `log_seq`, and notices each battle's
 * range to the other processes on commit (docs/decisions.md#405, #406). One answer per vote, in order: its entry's
 * number, or undefined when a rule said no (refusedBy says which). A voter appears at most once per battle in
 * `list` (one row cannot be written twice by one statement); the vote writer sends a repeat in the next statement.
 */
export async function insertVotes({
  db,
  origin,
  eventId,
  list,
}: {
  db: Executor;
  /** The change feed's origin, named in the notices. */
  origin: string;
  eventId: string;
  list: readonly NewVote[];
}): Promise<(number | undefined)[]> {
  const result = await writeVotes(db, {
    origin,
    eventId,
    eventIds: list.map((vote) => vote.eventId),
    battleIds: list.map((vote) => vote.battleId),
    voterIds: list.map((vote) => vote.voterId),
    receiverIds: list.map((vote) => vote.receiverId),
    inRoom: list.map((vote) => vote.inRoom),
    deviceIds: list.map((vote) => vote.deviceId),
    addressHashes: list.map((vote) => vote.addressHash),
  });
  const stored = new Map(
    rowsOf<{ battle_id: string; vote_send_user_id: string; seq: number }>(result).map((row) => [
      `${row.battle_id} ${row.vote_send_user_id}`,
      Number(row.seq),
    ]),
  );
  return list.map((vote) => stored.get(`${vote.battleId} ${vote.voterId}`));
}

/** insertVotes' statement: a column of the votes a placeholder each, the same text for any number of votes. */
const writeVotes = namedStatement<
  {
    origin: string;
    eventId: string;
    eventIds: string[];
    battleIds: string[];
    voterIds: string[];
    receiverIds: string[];
    inRoom: boolean[];
    deviceIds: (string | null)[];
    addressHashes: string[];
  },
  unknown
>((db) => {
  const value = (name: string) => sql.placeholder(name);
  const eventId = value('eventId');
  return prepareRaw(
    db,
    'insert_votes',
    sql`
    with written as (
    insert into ${votes} (id, event_id, battle_id, vote_send_user_id, vote_receive_user_id, device_id, address_hash,
                          in_room, created_at, updated_at)
    select gen_random_uuid(), ${battles.eventId}, ${battles.id}, v.voter_id, v.receiver_id, v.device_id, v.address_hash,
           v.in_room, now(), now()
    from unnest(${value('eventIds')}::uuid[], ${value('battleIds')}::uuid[], ${value('voterIds')}::uuid[],
                ${value('receiverIds')}::uuid[], ${value('inRoom')}::boolean[], ${value('deviceIds')}::text[],
                ${value('addressHashes')}::text[])
           as v(event_id, battle_id, voter_id, receiver_id, in_room, device_id, address_hash)
    join ${battleOfVote} and ${sql.join(
      VOTE_RULES.map((rule) => sql`(${rule.holds})`),
      sql` and `,
    )}
    on conflict (battle_id, vote_send_user_id)
      do update set vote_receive_user_id = excluded.vote_receive_user_id, device_id = excluded.device_id,
                    address_hash = excluded.address_hash, in_room = excluded.in_room, updated_at = excluded.updated_at
    returning battle_id, vote_send_user_id, vote_receive_user_id, in_room, (xmax = 0) as inserted),
    head as (
      update ${events} set log_seq = ${events.logSeq} + (select count(*) from written)
      where ${events.id} = ${eventId} and exists (select 1 from written)
      returning (${events.logSeq} - (select count(*) from written))::int as base),
    numbered as (
      select w.*, (head.base + row_number() over (order by w.battle_id, w.vote_send_user_id))::int as seq
      from written w cross join head),
    logged as (
      insert into event_log (event_id, seq, kind, actor_id, battle_id, payload)
      select ${eventId}, seq, 'vote', vote_send_user_id, battle_id,
             jsonb_build_object('receiverId', vote_receive_user_id, 'inRoom', in_room, 'moved', not inserted)
      from numbered
      returning battle_id, seq),
    told as (
      select ${noticeSql(value('origin'), {
        eventId: sql`${eventId}::text`,
        kind: sql`'votes'::text`,
        battleId: sql`battle_id::text`,
        from: sql`min(seq)`,
        seq: sql`max(seq)`,
      })} from logged group by battle_id)
    select battle_id, vote_send_user_id, seq, (select count(*) from told) as notices from numbered`,
  );
});

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
                 ${vote.voterId}::uuid as voter_id, ${receiver}::uuid as receiver_id,
                 ${vote.inRoom}::boolean as in_room) as v
    join ${battleOfVote}`);
  const [row] = rowsOf<Record<string, boolean>>(result);
  if (!row) return 'noBattle';
  return VOTE_RULES.find((_, index) => !row[`rule${index}`]);
}

/** A battle's votes per player, each side counted for whoever plays it now. */
export interface BattleVotes {
  Player1: number;
  Player2: number;
}

/** A battle's votes, and whether the public may see them (countsPublic). */
export interface BattleCounts extends BattleVotes {
  public: boolean;
}

/** Whether the public may see a battle's counts: the contract's one rule (docs/product.md#rule-316), on a stored battle. */
export const countsPublic = (battle: { votingBar: string; battleStatus: string | null }): boolean =>
  countsArePublic({ voting_bar: battle.votingBar, battle_status: battle.battleStatus });

/** The tallies of each side of a battle (docs/decisions.md#430). */
const side1 = alias(voteTallies, 'side1');
const side2 = alias(voteTallies, 'side2');

/**
 * The one count of votes (docs/decisions.md#200): per battle, the votes for each of its two players,
 * of the battles of `eventIds`, or of one battle when it is `eventId`'s. VotingTo's and
 * VotingStatusActive's replies, EventByAllBattle, the live stream's vote messages and Event History
 * all read it. A battle without votes counts 0 and 0; a battle not in scope is absent. It reads the
 * tallies the votes' own statements keep (docs/decisions.md#430), for whoever plays each side now.
 */
export async function voteCounts({
  db,
  ...scope
}: { db: Executor } & ({ eventIds: readonly string[] } | { eventId: string; battleId: string })): Promise<
  Map<string, BattleCounts>
> {
  if ('eventIds' in scope && scope.eventIds.length === 0) return new Map();
  const rows =
    'eventIds' in scope
      ? await countsOfEvents(db, { eventIds: [...scope.eventIds] })
      : await countsOfBattle(db, { eventId: scope.eventId, battleId: scope.battleId });
  return new Map(
    rows.map(({ battleId, Player1, Player2, ...battle }) => [
      battleId,
      { Player1, Player2, public: countsPublic(battle) },
    ]),
  );
}

/**
 * The counts' statement, of the battles `where` chooses. Named: the vote's reply and the live stream's messages read it
 * many times a second (docs/decisions.md#429, #432).
 */
const countsOf = (name: string, where: SQL | undefined) => (db: Executor) =>
  db
    .select({
      battleId: battles.id,
      Player1: sql<number>`coalesce(${side1.votes}, 0)`.mapWith(Number),
      Player2: sql<number>`coalesce(${side2.votes}, 0)`.mapWith(Number),
      votingBar: battles.votingBar,
      battleStatus: battles.battleStatus,
    })
    .from(battles)
    .leftJoin(side1, and(eq(side1.battleId, battles.id), eq(side1.receiverId, battles.player1Id)))
    .leftJoin(side2, and(eq(side2.battleId, battles.id), eq(side2.receiverId, battles.player2Id)))
    .where(where)
    .prepare(name);
const countsOfEvents = namedStatement<{ eventIds: string[] }, CountsRow[]>(
  countsOf('vote_counts_of_events', anyOf(battles.eventId, 'eventIds')),
);
const countsOfBattle = namedStatement<{ eventId: string; battleId: string }, CountsRow[]>(
  countsOf(
    'vote_counts_of_battle',
    and(eq(battles.id, sql.placeholder('battleId')), eq(battles.eventId, sql.placeholder('eventId'))),
  ),
);
type CountsRow = BattleVotes & { battleId: string; votingBar: string; battleStatus: string | null };

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

/** The event's voting rule (docs/decisions.md#305), or undefined when there is no such event. */
export async function votingRuleOf({ db, eventId }: { db: Executor; eventId: string }) {
  return (await eventVotingOf({ db, eventId }))?.rule;
}

/** The event's voting rule and its end (a room pass lasts until a while after it), or undefined for no event. */
export async function eventVotingOf({ db, eventId }: { db: Executor; eventId: string }) {
  const [row] = await db
    .select({ rule: events.votingRule, endsAt: events.endsAt })
    .from(events)
    .where(eq(events.id, eventId));
  return row;
}

/** The event a battle belongs to, or undefined when there is no such battle. */
export async function battleEventOf({ db, battleId }: { db: Executor; battleId: string }) {
  const [row] = await db.select({ eventId: battles.eventId }).from(battles).where(eq(battles.id, battleId));
  return row?.eventId;
}

/**
 * How many accounts of one mail domain, proven after the event's voting first opened, may vote in the event before
 * their votes are flagged to the organisers (docs/decisions.md#353): a flag, never a refusal.
 */
export const NEW_PROVEN_PER_DOMAIN = 5;

/** One battle's signs of bought votes (docs/decisions.md#307, #353). */
export interface VoteCheck {
  battleId: string;
  votes: number;
  newAccounts: number;
  sharedDevices: number;
  topAddress: number;
  /** Its votes from accounts proven after voting opened, of each domain with more than NEW_PROVEN_PER_DOMAIN of them in the event. */
  bulkProof: { domain: string; votes: number }[];
}

/**
 * Per battle of the event, in the event's battle order: its votes; those from accounts made after its
 * voting first opened; those from a device that several accounts voted from in the battle (a vote
 * without a voter cookie counts by its address, so a script that keeps no cookies is grouped too);
 * the most votes from one address (a whole venue may share one, so this is for judging, not a rule);
 * and, per mail domain with more than NEW_PROVEN_PER_DOMAIN accounts proven after the event's voting first
 * opened that voted in the event, those accounts' votes (a whole venue may sign up at one domain too).
 */
export async function voteChecks({ db, eventId }: { db: Executor; eventId: string }): Promise<VoteCheck[]> {
  const result = await db.execute(sql`
    with origin as (
      select ${votes.battleId} as battle_id, ${votes.voterId} as voter_id, ${votes.addressHash} as address,
             coalesce('d:' || ${votes.deviceId}, 'a:' || ${votes.addressHash}) as device,
             ${users.createdAt} > ${battles.votingOpenedAt} as new_account
      from ${votes}
      join ${battles} on ${battles.id} = ${votes.battleId}
      join ${users} on ${users.id} = ${votes.voterId}
      where ${votes.eventId} = ${eventId}
    ),
    devices as (select battle_id, device, count(*) as voters from origin group by battle_id, device),
    addresses as (select battle_id, max(n) as top from (
      select battle_id, count(*) as n from origin where address is not null group by battle_id, address) as a
      group by battle_id)
    select ${battles.id} as battle_id,
           (select count(*) from origin o where o.battle_id = ${battles.id})::int as votes,
           (select count(*) from origin o where o.battle_id = ${battles.id} and o.new_account)::int as new_accounts,
           coalesce((select sum(voters) from devices d where d.battle_id = ${battles.id} and d.device is not null
                     and d.voters > 1), 0)::int as shared_devices,
           coalesce((select top from addresses a where a.battle_id = ${battles.id}), 0)::int as top_address
    from ${battles}
    where ${battles.eventId} = ${eventId}
    order by ${battles.position}, ${battles.createdAt}`);
  const bulk = await db.execute(sql`
    with proven as (
      select ${votes.battleId} as battle_id, ${votes.voterId} as voter_id,
             lower(split_part(${users.email}, '@', 2)) as domain
      from ${votes}
      join ${users} on ${users.id} = ${votes.voterId}
      where ${votes.eventId} = ${eventId}
        and ${users.emailProvenAt} > (select min(${battles.votingOpenedAt}) from ${battles}
                                      where ${battles.eventId} = ${eventId})
    ),
    flagged as (select domain from proven where domain <> '' group by domain
                having count(distinct voter_id) > ${NEW_PROVEN_PER_DOMAIN})
    select battle_id, domain, count(*)::int as votes
    from proven where domain in (select domain from flagged)
    group by battle_id, domain
    order by votes desc, domain`);
  const bulkProof = new Map<string, { domain: string; votes: number }[]>();
  for (const row of rowsOf<{ battle_id: string; domain: string; votes: number }>(bulk))
    bulkProof.set(row.battle_id, [
      ...(bulkProof.get(row.battle_id) ?? []),
      { domain: row.domain, votes: Number(row.votes) },
    ]);
  return rowsOf<{
    battle_id: string;
    votes: number;
    new_accounts: number;
    shared_devices: number;
    top_address: number;
  }>(result).map((row) => ({
    battleId: row.battle_id,
    votes: Number(row.votes),
    newAccounts: Number(row.new_accounts),
    sharedDevices: Number(row.shared_devices),
    topAddress: Number(row.top_address),
    bulkProof: bulkProof.get(row.battle_id) ?? [],
  }));
}

/** A battle's votes by where they came from (docs/product.md#rule-352). */
export interface VoteOrigins {
  battleId: string;
  /** Cast with the event's room pass. */
  inRoom: number;
  /** Cast without it: watching the stream, or at the venue without the room's key. */
  online: number;
}

/** Per battle of the event, in the event's battle order, its votes from the room and the rest; hidden counts too. */
export const votesByOrigin = ({ db, eventId }: { db: Executor; eventId: string }): Promise<VoteOrigins[]> =>
  db
    .select({
      battleId: battles.id,
      inRoom: sql<number>`count(${votes.id}) filter (where ${votes.inRoom})`.mapWith(Number),
      online: sql<number>`count(${votes.id}) filter (where not ${votes.inRoom})`.mapWith(Number),
    })
    .from(battles)
    .leftJoin(votes, eq(votes.battleId, battles.id))
    .where(eq(battles.eventId, eventId))
    .groupBy(battles.id)
    .orderBy(battles.position, battles.createdAt);
