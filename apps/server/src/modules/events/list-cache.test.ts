import { ZEventListReplySchema } from '@artclash/contract';
import { describe, expect, it } from 'vitest';
import { buildEvent } from '../../test/factories.ts';
import { useTestApp } from '../../test/helper.ts';
import { sessionAround } from '../../test/wall-clock.ts';

const t = useTestApp({ replyCacheMs: 60_000 });

const upcomingIds = async (language = 'en') =>
  ZEventListReplySchema.parse((await t.get('/backend/api/GetUpcomingEvent', language)).json()).events.map(
    (event) => event._id,
  );

describe('cached list replies', () => {
  it('serve the same events until a write invalidates the cache, in every language', async () => {
    const first = await buildEvent({ db: t.db, dateTimes: [sessionAround({ timezone: 'Asia/Tokyo', fromHours: 24 })] });
    expect(await upcomingIds()).toEqual([first]);
    // One cached reply per language (people's places are named in it).
    expect(await upcomingIds('ja')).toEqual([first]);

    const second = await buildEvent({
      db: t.db,
      dateTimes: [sessionAround({ timezone: 'Asia/Tokyo', fromHours: 48 })],
    });
    expect(await upcomingIds('ja')).toEqual([first]);
    expect((await t.get('/backend/api/GetUpcomingEvent', 'ja')).json().message).toBe('イベントを取得しました');

    expect(await upcomingIds('en')).toEqual([first]);

    t.app.replyCache.invalidate();
    expect(await upcomingIds()).toEqual([first, second]);
    expect(await upcomingIds('ja')).toEqual([first, second]);
  });
});

describe('AllEventGet ranges (docs/decisions.md#263)', () => {
  const idsIn = async (from: string, to: string) =>
    ZEventListReplySchema.parse((await t.get(`/backend/api/AllEventGet?from=${from}&to=${to}`)).json()).events.map(
      (event) => event._id,
    );

  it('shares one cached reply per whole day, whatever milliseconds a range carries, and still answers the exact range', async () => {
    const morning = await buildEvent({
      db: t.db,
      timezone: 'UTC',
      dateTimes: [{ dates: '2031-03-10', start_time: '09:00', end_time: '10:00' }],
    });
    expect(await idsIn('2031-03-10T00:00:00.001Z', '2031-03-10T23:59:59.001Z')).toEqual([morning]);
    // Written behind the cache's back: a reply served from the cache does not know it.
    const evening = await buildEvent({
      db: t.db,
      timezone: 'UTC',
      dateTimes: [{ dates: '2031-03-10', start_time: '20:00', end_time: '21:00' }],
    });
    for (let ms = 2; ms < 50; ms += 1) {
      const from = `2031-03-10T00:00:00.${String(ms).padStart(3, '0')}Z`;
      expect(await idsIn(from, '2031-03-10T23:59:59.500Z')).toEqual([morning]);
    }
    // The exact range is cut from the day's reply: a range after the morning session leaves it out.
    expect(await idsIn('2031-03-10T10:00:00.001Z', '2031-03-10T23:00:00.000Z')).toEqual([]);
    t.app.replyCache.invalidate();
    expect(await idsIn('2031-03-10T10:00:00.001Z', '2031-03-10T23:00:00.000Z')).toEqual([evening]);
  });
});
