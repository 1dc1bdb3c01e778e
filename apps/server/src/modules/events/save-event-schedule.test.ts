import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { eventDateTimes, events } from '../../db/schema/index.ts';
import { buildEvent } from '../../test/factories.ts';
import { useTestApp } from '../../test/helper.ts';
import { saveEventSchedule } from './save-event-schedule.ts';

const t = useTestApp();

describe('saveEventSchedule', () => {
  it('keeps the event span and each entry as instants read in the event time zone', async () => {
    const eventId = await buildEvent({ db: t.db });
    await saveEventSchedule({
      db: t.db,
      eventId,
      timezone: 'Asia/Singapore',
      dateTimes: [
        { dates: '2030-05-02', start_time: '18:00', end_time: '21:00' },
        { dates: '2030-05-01', start_time: '23:00', end_time: '01:00' },
      ],
    });
    const [event] = await t.db.select().from(events).where(eq(events.id, eventId));
    expect(event).toMatchObject({
      timezone: 'Asia/Singapore',
      startsAt: new Date('2030-05-01T15:00:00Z'),
      endsAt: new Date('2030-05-02T13:00:00Z'),
    });
    const rows = await t.db
      .select()
      .from(eventDateTimes)
      .where(eq(eventDateTimes.eventId, eventId))
      .orderBy(eventDateTimes.position);
    expect(rows.map((row) => [row.position, row.endsAt.toISOString()])).toEqual([
      [0, '2030-05-02T13:00:00.000Z'],
      [1, '2030-05-01T17:00:00.000Z'],
    ]);
  });

  it('clears the span when the schedule is emptied', async () => {
    const eventId = await buildEvent({
      db: t.db,
      dateTimes: [{ dates: '2030-01-01', start_time: '10:00', end_time: '11:00' }],
    });
    await saveEventSchedule({ db: t.db, eventId, timezone: 'Asia/Tokyo', dateTimes: [] });
    const [event] = await t.db.select().from(events).where(eq(events.id, eventId));
    expect(event).toMatchObject({ startsAt: null, endsAt: null });
  });

  it('refuses an unknown time zone and malformed times', async () => {
    const eventId = await buildEvent({ db: t.db });
    await expect(saveEventSchedule({ db: t.db, eventId, timezone: 'Mars/Base', dateTimes: [] })).rejects.toMatchObject({
      statusCode: 400,
      messageKey: 'server.invalidTimeZone',
    });
    await expect(
      saveEventSchedule({
        db: t.db,
        eventId,
        timezone: 'Asia/Tokyo',
        dateTimes: [{ dates: '2030-01-01', start_time: '7pm', end_time: '21:00' }],
      }),
    ).rejects.toMatchObject({ statusCode: 400, messageKey: 'server.invalidSchedule' });
  });
});
