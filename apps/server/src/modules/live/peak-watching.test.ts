import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { events } from '../../db/schema/index.ts';
import { buildEvent } from '../../test/factories.ts';
import { useTestApp } from '../../test/helper.ts';
import { recordPeakWatching, writeHeartbeat } from './queries.ts';

// An event's peak watching (docs/decisions.md#424): the viewers of every running process, added up at each heartbeat.
const t = useTestApp();
const beat = (processId: string, viewers: Record<string, number>, beatAt: Date) =>
  writeHeartbeat({ db: t.db, beat: { processId, viewers, oldestVoteMs: 0, listening: true, beatAt } });
const peakOf = async (eventId: string) =>
  (
    await t.db
      .select({ viewers: events.peakViewers, at: events.peakViewersAt })
      .from(events)
      .where(eq(events.id, eventId))
  )[0];

describe('the peak watching', () => {
  it('is the most viewers over every running process at once; fewer later, or a stale process, leave it', async () => {
    const [eventId, other] = [await buildEvent({ db: t.db }), await buildEvent({ db: t.db })];
    const now = new Date();
    await beat('peak-a', { [eventId]: 30, [other]: 5 }, now);
    await beat('peak-b', { [eventId]: 12 }, now);
    // A process that stopped beating a minute ago counts no more.
    await beat('peak-stale', { [eventId]: 500 }, new Date(now.getTime() - 60_000));
    await recordPeakWatching({ db: t.db, eventIds: [eventId, other], now });
    expect(await peakOf(eventId)).toEqual({ viewers: 42, at: now });
    expect(await peakOf(other)).toEqual({ viewers: 5, at: now });

    const later = new Date(now.getTime() + 2000);
    await beat('peak-a', { [eventId]: 3 }, later);
    await recordPeakWatching({ db: t.db, eventIds: [eventId], now: later });
    expect(await peakOf(eventId)).toEqual({ viewers: 42, at: now });
  });
});
