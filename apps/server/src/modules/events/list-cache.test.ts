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
