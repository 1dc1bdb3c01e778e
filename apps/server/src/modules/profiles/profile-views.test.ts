import { ZGetUserReplySchema, ZPublicProfileReplySchema } from '@artclash/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { mediaTypes, profileViews } from '../../db/schema/index.ts';
import { callAs, userWithToken } from '../../test/accounts.ts';
import { useTestApp } from '../../test/helper.ts';
import { postFields, sendPost } from '../../test/posts.ts';
import { viewDayOf } from './read-public-profile.ts';

// docs/product.md#rule-9, #rule-137: My Profile's Uploads and Views are real; a view counts once per viewer
// per day (Asia/Tokyo), and never the owner's own.
const t = useTestApp();
type Person = { userId: string; token: string };
let video = '';
beforeAll(async () => {
  video = (await t.db.insert(mediaTypes).values({ nameEn: 'Video', nameJa: '映像' }).returning())[0]!.id;
});

const visit = async (viewer: Person, owner: Person) => {
  const reply = await callAs(t, 'GET', `/backend/api/public-profile/${owner.userId}`, { token: viewer.token });
  expect(reply.statusCode, reply.body).toBe(200);
  return ZPublicProfileReplySchema.parse(reply.json()).data.views;
};
const ownCounts = async (owner: Person) => {
  const { uploads, views } = ZGetUserReplySchema.parse(
    (await callAs(t, 'GET', `/backend/api/get_user/${owner.userId}`, { token: owner.token })).json(),
  ).data;
  return { uploads, views };
};

describe('profile views', () => {
  it("count once per viewer per day, and never the owner's own visits", async () => {
    const [owner, fan, artist] = [
      await userWithToken(t, { type: 'artist' }),
      await userWithToken(t),
      await userWithToken(t, { type: 'artist' }),
    ];
    expect(await visit(owner, owner)).toBe(0);
    expect(await visit(fan, owner)).toBe(1);
    expect(await visit(fan, owner)).toBe(1);
    expect(await visit(owner, owner)).toBe(1);
    expect(await visit(artist, owner)).toBe(2);
    expect(await ownCounts(owner)).toEqual({ uploads: 0, views: 2 });

    // The next day, the same viewer counts again.
    await t.db.update(profileViews).set({ day: '2020-01-01' }).where(eq(profileViews.viewerId, fan.userId));
    expect(await visit(fan, owner)).toBe(3);
    expect(await visit(fan, owner)).toBe(3);
    expect(await ownCounts(owner)).toEqual({ uploads: 0, views: 3 });
  });

  it('are counted per day in Tokyo', () => {
    expect(viewDayOf(new Date('2026-05-01T14:59:00Z'))).toBe('2026-05-01');
    expect(viewDayOf(new Date('2026-05-01T15:00:00Z'))).toBe('2026-05-02');
  });
});

describe("My Profile's Uploads", () => {
  it("count every post of the owner, whatever its visibility, and only the owner's", async () => {
    const [owner, other] = [await userWithToken(t, { type: 'artist' }), await userWithToken(t)];
    for (const visibility of ['Public', 'Judges/Sponsors Only', 'Private']) {
      expect(
        (await sendPost(t, { token: owner.token, fields: postFields(video, { visibility_settings: visibility }) }))
          .statusCode,
      ).toBe(200);
    }
    await sendPost(t, { token: other.token, fields: postFields(video) });
    expect((await ownCounts(owner)).uploads).toBe(3);
    expect((await ownCounts(other)).uploads).toBe(1);
  });
});
