import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { battles, events, processHeartbeats, votes } from '../../db/schema/index.ts';

/** A process counts as running while its last heartbeat is this recent (it beats every 2 s). */
const HEARTBEAT_FRESH_MS = 10_000;

export interface Heartbeat {
  processId: string;
  viewers: Record<string, number>;
  oldestVoteMs: number;
  listening: boolean;
  beatAt: Date;
}

/** The heartbeat rows of the viewers the fronts hold (room-heartbeat.ts) begin so: they are no server processes. */
export const ENGINE_ROW = 'engine:';

/** This process's heartbeat, written over its last one. */
export async function writeHeartbeat({ db, beat }: { db: Executor; beat: Heartbeat }): Promise<void> {
  const { processId: _processId, ...values } = beat;
  await db
    .insert(processHeartbeats)
    .values(beat)
    .onConflictDoUpdate({ target: processHeartbeats.processId, set: values });
}

/**
 * Keeps each event's peak watching (docs/decisions.md#424): the viewers of the events this process serves, added up
 * over every running process, raise the event's peak when above it. One statement, run after each heartbeat.
 */
export async function recordPeakWatching({ db, eventIds, now }: { db: Executor; eventIds: string[]; now: Date }) {
  if (eventIds.length === 0) return;
  const fresh = new Date(now.getTime() - HEARTBEAT_FRESH_MS);
  await db.execute(sql`
    update ${events} set peak_viewers = watching.total, peak_viewers_at = ${now}
    from (select entry.key as event_id, sum(entry.value::int)::int as total
          from ${processHeartbeats}, jsonb_each_text(${processHeartbeats.viewers}) as entry
          where ${processHeartbeats.beatAt} > ${fresh} and entry.key = any(${sql.param(eventIds)}::text[])
          group by entry.key) as watching
    where ${events.id}::text = watching.event_id and watching.total > ${events.peakViewers}`);
}

/** A stopping process takes its heartbeat away, so the room no longer counts it. */
export async function removeHeartbeat({ db, processId }: { db: Executor; processId: string }): Promise<void> {
  await db.delete(processHeartbeats).where(eq(processHeartbeats.processId, processId));
}

export interface Room {
  viewers: number;
  votesLastMinute: number;
  oldestVoteMs: number;
  processes: number;
  processesReceiving: number;
}

/** The room of an event as every running process sees it (docs/decisions.md#251). */
export async function roomOf({ db, eventId, now }: { db: Executor; eventId: string; now: Date }): Promise<Room> {
  const fresh = gt(processHeartbeats.beatAt, new Date(now.getTime() - HEARTBEAT_FRESH_MS));
  const isProcess = sql`${processHeartbeats.processId} not like ${`${ENGINE_ROW}%`}`;
  const [beats] = await db
    .select({
      viewers: sql<number>`coalesce(sum((${processHeartbeats.viewers} ->> ${eventId})::int), 0)::int`,
      oldestVoteMs: sql<number>`coalesce(max(${processHeartbeats.oldestVoteMs}), 0)::int`,
      processes: sql<number>`count(*) filter (where ${isProcess})::int`,
      processesReceiving: sql<number>`count(*) filter (where ${isProcess} and ${processHeartbeats.listening})::int`,
    })
    .from(processHeartbeats)
    .where(fresh);
  const [recent] = await db
    .select({ votes: count() })
    .from(votes)
    .innerJoin(battles, eq(battles.id, votes.battleId))
    .where(and(eq(battles.eventId, eventId), gt(votes.updatedAt, new Date(now.getTime() - 60_000))));
  return {
    viewers: beats?.viewers ?? 0,
    oldestVoteMs: beats?.oldestVoteMs ?? 0,
    processes: beats?.processes ?? 0,
    processesReceiving: beats?.processesReceiving ?? 0,
    votesLastMinute: recent?.votes ?? 0,
  };
}
