import { ZEventListReplySchema } from '@artclash/contract';
import { describe, expect, it } from 'vitest';
import { buildEvent } from '../../test/factories.ts';
import { useTestApp } from '../../test/helper.ts';

const t = useTestApp();

const inRange = async (from: string, to: string) => {
  const reply = await t.get(`/backend/api/AllEventGet?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`);
  expect(reply.statusCode).toBe(200);
  return ZEventListReplySchema.parse(reply.json()).events.map((event) => event._id);
};

describe('GET /backend/api/AllEventGet', () => {
  it('lists every event without a range', async () => {
    const a = await buildEvent({
      db: t.db,
      dateTimes: [{ dates: '2030-01-10', start_time: '18:00', end_time: '20:00' }],
    });
    const b = await buildEvent({ db: t.db, dateTimes: [] });
    const body = ZEventListReplySchema.parse((await t.get('/backend/api/AllEventGet')).json());
    expect(body.events.map((event) => event._id)).toEqual(expect.arrayContaining([a, b]));
  });

  it('keeps events with any date-time overlapping the range, including multi-day events', async () => {
    const twoDays = await buildEvent({
      db: t.db,
      dateTimes: [
        { dates: '2031-03-01', start_time: '18:00', end_time: '21:00' },
        { dates: '2031-03-03', start_time: '13:00', end_time: '17:00' },
      ],
    });
    const elsewhere = await buildEvent({
      db: t.db,
      dateTimes: [{ dates: '2031-03-05', start_time: '18:00', end_time: '21:00' }],
    });
    const tokyoDay = (day: string) => [`2031-03-${day}T00:00:00+09:00`, `2031-03-${day}T23:59:59.999+09:00`] as const;

    expect(await inRange(...tokyoDay('01'))).toEqual([twoDays]);
    expect(await inRange(...tokyoDay('03'))).toEqual([twoDays]);
    // The day between the two sessions belongs to neither date-time.
    expect(await inRange(...tokyoDay('02'))).toEqual([]);
    expect(await inRange('2031-03-01T00:00:00+09:00', '2031-03-06T00:00:00+09:00')).toEqual([twoDays, elsewhere]);
  });

  it('finds a session that ends past midnight on the following day', async () => {
    const lateNight = await buildEvent({
      db: t.db,
      timezone: 'Asia/Taipei',
      dateTimes: [{ dates: '2032-07-10', start_time: '22:00', end_time: '01:30' }],
    });
    expect(await inRange('2032-07-11T00:00:00+08:00', '2032-07-11T23:59:59.999+08:00')).toEqual([lateNight]);
    expect(await inRange('2032-07-11T02:00:00+08:00', '2032-07-11T23:59:59.999+08:00')).toEqual([]);
  });

  it('compares absolute instants: the same wall clock in another zone is another instant', async () => {
    const losAngeles = await buildEvent({
      db: t.db,
      timezone: 'America/Los_Angeles',
      dateTimes: [{ dates: '2033-02-01', start_time: '18:00', end_time: '20:00' }],
    });
    expect(await inRange('2033-02-01T00:00:00+09:00', '2033-02-01T23:59:59.999+09:00')).toEqual([]);
    expect(await inRange('2033-02-02T00:00:00+09:00', '2033-02-02T23:59:59.999+09:00')).toEqual([losAngeles]);
  });

  it.each([
    ['from=yesterday', 'from'],
    ['from=2030-01-01T00:00:00Z&to=2029-01-01T00:00:00Z', 'to'],
    ['to=2030-01-01', 'to'],
  ])('refuses %s with a 400 naming the field', async (query, field) => {
    const reply = await t.get(`/backend/api/AllEventGet?${query}`, 'ja');
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({
      status: 0,
      message: '送信された内容に正しくない項目があります。確認してもう一度お試しください。',
    });
    expect(Object.keys(reply.json().errors)).toEqual([field]);
  });
});
