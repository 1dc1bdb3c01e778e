import type { ActionScreen, LogEntryKind } from '@artclash/contract/values';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { ChangeFeed, ChangeKind, EventChange, SessionsChange } from './change-feed.ts';
import type { Database, Executor } from './client.ts';
import { rowsOf } from './rows.ts';
import { namedStatement, prepareRaw } from './named.ts';

/** The PostgreSQL channel that carries change notices between server processes (docs/operations.md, Scaling out). */
export const CHANGES_CHANNEL = 'artclash_changes';

/** Who acted: an organiser's user id, and the screen the request said it came from (docs/decisions.md#404). */
export interface Actor {
  userId: string;
  screen: ActionScreen | null;
}

/** One entry of an event's log (docs/decisions.md#403). */
export interface LogEntry {
  eventId: string;
  kind: LogEntryKind;
  battleId?: string | null | undefined;
  /** The organiser who acted; none for the server's own acts. */
  by?: Actor | undefined;
  /** What the entry says beyond its kind. */
  payload?: Record<string, unknown>;
}

/** What a live screen reloads for an entry: the event's own fields, its battles, or a battle's votes. */
const changeKindOf = (kind: LogEntryKind): ChangeKind =>
  kind === 'vote' ? 'votes' : kind.startsWith('event') || kind === 'rehearsalCreated' ? 'event' : 'battles';

/**
 * The notice of entries `from`..`seq` of an event, sent with pg_notify inside the writing transaction: PostgreSQL
 * delivers it to every listening process when, and only if, the transaction commits (docs/decisions.md#406).
 */
export const noticeSql = (
  origin: string | SQLWrapper,
  change: { eventId: SQL; kind: SQL; battleId: SQL; from: SQL; seq: SQL },
) => sql`pg_notify(${CHANGES_CHANNEL}, json_build_object('origin', ${origin}::text, 'eventId', ${change.eventId},
  'kind', ${change.kind}, 'battleId', ${change.battleId}, 'from', ${change.from}, 'seq', ${change.seq})::text)`;

/**
 * Appends one entry to the event's log and sends its notice, in the caller's transaction (docs/decisions.md#405):
 * the event row's `log_seq` is raised with RETURNING, so concurrent writers of one event take its numbers one after
 * the other, in commit order. Answers the change to publish once the transaction committed; without `seq` when the
 * event is gone.
 */
export async function logChange({
  db,
  changes,
  ...entry
}: LogEntry & { db: Executor; changes: Pick<ChangeFeed, 'origin'> }): Promise<EventChange> {
  const kind = changeKindOf(entry.kind);
  const battleId = entry.battleId ?? null;
  const result = await db.execute(sql`
    with head as (update events set log_seq = log_seq + 1 where id = ${entry.eventId} returning log_seq as seq),
    entry as (
      insert into event_log (event_id, seq, kind, actor_id, screen, battle_id, payload)
      select ${entry.eventId}, seq, ${entry.kind}, ${entry.by?.userId ?? null}, ${entry.by?.screen ?? null},
             ${battleId}, ${JSON.stringify(entry.payload ?? {})}::jsonb
      from head returning seq)
    select seq, ${noticeSql(changes.origin, {
      eventId: sql`${entry.eventId}::text`,
      kind: sql`${kind}::text`,
      battleId: sql`${battleId}::text`,
      from: sql`seq`,
      seq: sql`seq`,
    })} from entry`);
  const [row] = rowsOf<{ seq: number }>(result);
  // A battle is named to the live screens only for its votes, whose counts alone they reload.
  const votesOf = kind === 'votes' && battleId ? { battleId } : {};
  return { eventId: entry.eventId, kind, ...votesOf, ...(row && { seq: Number(row.seq) }) };
}

/**
 * An event deleted, told in the deleting transaction: its log goes with it, so the notice carries no sequence, and a
 * process that missed it finds the event gone when it catches up.
 */
export async function announceDeletedEvent({
  db,
  changes,
  eventId,
}: {
  db: Executor;
  changes: Pick<ChangeFeed, 'origin'>;
  eventId: string;
}): Promise<EventChange> {
  await db.execute(
    sql`select ${noticeSql(changes.origin, {
      eventId: sql`${eventId}::text`,
      kind: sql`'event'::text`,
      battleId: sql`null::text`,
      from: sql`null::int`,
      seq: sql`null::int`,
    })}`,
  );
  return { eventId, kind: 'event' };
}

/**
 * Sessions of a user ended (docs/decisions.md#407), written to `session_ends` and noticed inside the caller's
 * transaction, which must be one (the table's lock numbers the ends in commit order). Ends older than an hour are
 * dropped, the last one always kept so the numbers never start again.
 */
export async function logSessionsEnded({
  db,
  changes,
  userId,
  sessionId,
}: {
  db: Executor;
  changes: Pick<ChangeFeed, 'origin'>;
  userId: string;
  sessionId?: string;
}): Promise<SessionsChange> {
  await db.execute(sql`lock table session_ends in exclusive mode`);
  const result = await db.execute(sql`
    with last as (select coalesce(max(seq), 0) as seq from session_ends),
    pruned as (delete from session_ends where at < now() - interval '1 hour' and seq < (select seq from last)),
    ended as (insert into session_ends (seq, user_id, session_id)
              select seq + 1, ${userId}, ${sessionId ?? null} from last returning seq)
    select seq, pg_notify(${CHANGES_CHANNEL}, json_build_object('origin', ${changes.origin}::text, 'kind', 'sessions',
      'userId', ${userId}::text, 'sessionId', ${sessionId ?? null}::text, 'from', seq, 'seq', seq)::text) from ended`);
  const [row] = rowsOf<{ seq: number }>(result);
  return { kind: 'sessions', userId, ...(sessionId && { sessionId }), ...(row && { seq: Number(row.seq) }) };
}

/** Every event's last sequence number, and the last session end's: where a process starts following. */
export async function logHeads({ db }: { db: Executor }): Promise<{ events: Map<string, number>; sessions: number }> {
  const [events, sessions] = await Promise.all([
    db.execute(sql`select id, log_seq from events`),
    db.execute(sql`select coalesce(max(seq), 0) as seq from session_ends`),
  ]);
  return {
    events: new Map(rowsOf<{ id: string; log_seq: number }>(events).map((row) => [row.id, Number(row.log_seq)])),
    sessions: Number(rowsOf<{ seq: number }>(sessions)[0]?.seq ?? 0),
  };
}

/** The last entry of an event's log; 0 for an unknown event (docs/decisions.md#415). */
export async function logSeqOf({ db, eventId }: { db: Executor; eventId: string }): Promise<number> {
  const result = await readLogSeq(db, { eventId });
  return Number(rowsOf<{ log_seq: number }>(result)[0]?.log_seq ?? 0);
}

const readLogSeq = namedStatement<{ eventId: string }, unknown>((db) =>
  prepareRaw(db, 'log_seq_of_event', sql`select log_seq from events where id = ${sql.placeholder('eventId')}`),
);

/**
 * What changed in an event after entry `after` (docs/decisions.md#406): one change per kind and battle, with the
 * last sequence number of each, so a thousand missed votes of a battle reload its counts once.
 */
export async function changesAfter({
  db,
  eventId,
  after,
}: {
  db: Executor;
  eventId: string;
  after: number;
}): Promise<EventChange[]> {
  const result = await db.execute(sql`
    select kind, battle_id, max(seq) as seq from event_log
    where event_id = ${eventId} and seq > ${after}
    group by kind, battle_id`);
  const changes = new Map<string, EventChange>();
  for (const row of rowsOf<{ kind: LogEntryKind; battle_id: string | null; seq: number }>(result)) {
    const kind = changeKindOf(row.kind);
    const battleId = kind === 'votes' ? row.battle_id : null;
    const key = `${kind}|${battleId ?? ''}`;
    const seq = Math.max(Number(row.seq), changes.get(key)?.seq ?? 0);
    changes.set(key, { eventId, kind, ...(battleId && { battleId }), seq });
  }
  return [...changes.values()].sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
}

/** The session ends after `after`, in order. */
export async function sessionEndsAfter({ db, after }: { db: Executor; after: number }): Promise<SessionsChange[]> {
  const result = await db.execute(
    sql`select seq, user_id, session_id from session_ends where seq > ${after} order by seq`,
  );
  return rowsOf<{ seq: number; user_id: string; session_id: string | null }>(result).map((row) => ({
    kind: 'sessions',
    userId: row.user_id,
    ...(row.session_id && { sessionId: row.session_id }),
    seq: Number(row.seq),
  }));
}

/**
 * Sessions ended by a write that committed: their ends written to `session_ends` in one transaction of their own,
 * then told to this process (docs/decisions.md#407). The account flows that end sessions commit first; a process
 * stopped between the two leaves the others keeping those sessions until their guard's cache lets go (30 s).
 */
export async function tellSessionsEnded({
  db,
  changes,
  ends,
}: {
  db: Database;
  changes: ChangeFeed;
  ends: readonly { userId: string; sessionId?: string }[];
}): Promise<void> {
  if (ends.length === 0) return;
  const told = await db.transaction(async (tx) => {
    const written: SessionsChange[] = [];
    for (const end of ends) written.push(await logSessionsEnded({ db: tx, changes, ...end }));
    return written;
  });
  for (const change of told) changes.publish(change);
}
