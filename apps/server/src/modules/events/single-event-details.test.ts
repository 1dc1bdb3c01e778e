import { ZFailureReplySchema, ZSingleEventDetailsReplySchema } from '@artclash/contract';
import { describe, expect, it } from 'vitest';
import { buildEvent } from '../../test/factories.ts';
import { useTestApp } from '../../test/helper.ts';
import { sessionAround } from '../../test/wall-clock.ts';

const t = useTestApp();

describe('GET /backend/api/SingleEventDetails/:eventId', () => {
  it('answers the event and whether it is upcoming, without a token', async () => {
    const id = await buildEvent({
      db: t.db,
      titleEng: 'Night Canvas',
      titleJap: 'ナイトキャンバス',
      participants: 3,
      dateTimes: [sessionAround({ timezone: 'Asia/Tokyo', fromHours: 48 })],
    });
    const reply = await t.get(`/backend/api/SingleEventDetails/${id}`);
    expect(reply.statusCode).toBe(200);
    const body = ZSingleEventDetailsReplySchema.parse(reply.json());
    expect(body).toMatchObject({
      status: 1,
      message: 'Event fetched successfully',
      types: 'upcoming',
      events: { _id: id, title_eng: 'Night Canvas', title_jap: 'ナイトキャンバス' },
    });
    expect(body.events.participants).toHaveLength(3);
  });

  it('says past once the last date-time has ended', async () => {
    const id = await buildEvent({ db: t.db, dateTimes: [sessionAround({ timezone: 'Asia/Seoul', fromHours: -4 })] });
    expect(
      ZSingleEventDetailsReplySchema.parse((await t.get(`/backend/api/SingleEventDetails/${id}`)).json()).types,
    ).toBe('past');
  });

  it.each([
    ['an unknown id', '0b0e7c36-1111-4222-8333-444455556666'],
    ['a malformed id', 'not-a-uuid'],
    ['an id with SQL in it', "1' or '1'='1"],
  ])('answers 404 for %s', async (_, id) => {
    const reply = await t.get(`/backend/api/SingleEventDetails/${encodeURIComponent(id)}`, 'ja');
    expect(reply.statusCode).toBe(404);
    expect(ZFailureReplySchema.parse(reply.json())).toEqual({ status: 0, message: 'イベントが見つかりません' });
  });
});
