import { readdir } from 'node:fs/promises';
import { ZUserPostReplySchema } from '@artclash/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { mediaTypes, posts, users } from '../../db/schema/index.ts';
import { privateUploadsDirOf, uploadsDirOf } from '../../lib/uploads-dir.ts';
import { userWithToken } from '../../test/accounts.ts';
import { useTestApp } from '../../test/helper.ts';
import { imageForm, png } from '../../test/multipart.ts';
import { postFields, sendPost } from '../../test/posts.ts';

// docs/decisions.md#253: images are decoded under a pixel limit, a few at a time per process, and each user
// uploads so many per 10 minutes; a refused upload stores nothing.
const UPLOADS_PER_USER = 3;
const t = useTestApp({
  images: { maxPixels: 40_000_000, decodesAtOnce: 1, decodesWaiting: 0, uploadsPerUser: UPLOADS_PER_USER },
});
let video = '';
/** 7000 × 7000 of one colour: 49 megapixels in a PNG of well under a megabyte. */
let bomb = Buffer.alloc(0);
beforeAll(async () => {
  video = (await t.db.insert(mediaTypes).values({ nameEn: 'Video', nameJa: '映像' }).returning())[0]!.id;
  bomb = await sharp({ create: { width: 7000, height: 7000, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();
});

const storedFiles = async () =>
  [
    ...(await readdir(`${uploadsDirOf(t.config)}/posts`).catch(() => [])),
    ...(await readdir(`${privateUploadsDirOf(t.config)}/posts`).catch(() => [])),
    ...(await readdir(`${uploadsDirOf(t.config)}/profiles`).catch(() => [])),
  ].length;
const postsOf = async (userId: string) =>
  (await t.db.select({ id: posts.id }).from(posts).where(eq(posts.userId, userId))).length;
const profileImageOf = async (userId: string) =>
  (await t.db.select({ image: users.profileImage }).from(users).where(eq(users.id, userId)))[0]!.image;
const sendProfileImage = (token: string, bytes: Buffer, language = 'en') => {
  const form = imageForm(bytes, { field: 'profileImage' });
  return t.inject({
    method: 'POST',
    url: '/backend/api/UserProfileUpdate',
    payload: form.payload,
    headers: { ...form.headers, authorization: token, 'accept-language': language },
  });
};

describe('the pixel limit', () => {
  it('refuses a 49-megapixel PNG from its header, at once, in both languages, and stores nothing', async () => {
    const artist = await userWithToken(t, { type: 'artist' });
    const filesBefore = await storedFiles();
    for (const [language, message] of [
      ['en', 'The image has too many pixels: it must be 40 megapixels or fewer.'],
      ['ja', '画像の画素数が多すぎます。40メガピクセル以下の画像を選択してください。'],
    ] as const) {
      const started = performance.now();
      const refused = await sendPost(t, { token: artist.token, language, fields: postFields(video), image: bomb });
      const tookMs = performance.now() - started;
      expect(refused.statusCode).toBe(413);
      expect(refused.json()).toEqual({ status: 0, message });
      // Decoding it would take most of a second of CPU; refused from the header it takes the upload's time.
      expect(tookMs).toBeLessThan(1000);
    }
    const profile = await sendProfileImage(artist.token, bomb);
    expect(profile.statusCode).toBe(413);
    expect([await postsOf(artist.userId), await storedFiles(), await profileImageOf(artist.userId)]).toEqual([
      0,
      filesBefore,
      '',
    ]);
  });
});

describe('decoding, a few at a time per process', () => {
  it('refuses an upload with 503 and Retry-After while every place and the queue are taken, and stores nothing', async () => {
    const artist = await userWithToken(t, { type: 'artist' });
    const filesBefore = await storedFiles();
    let end = () => {};
    const held = t.app.imageGate.run(undefined, () => new Promise<void>((resolve) => (end = resolve)));
    try {
      for (const [language, message] of [
        ['en', 'The server is busy with other images. Please try again in a few seconds.'],
        ['ja', 'ほかの画像を処理中のため混み合っています。数秒後にもう一度お試しください。'],
      ] as const) {
        const busy = await sendPost(t, { token: artist.token, language, fields: postFields(video) });
        expect(busy.statusCode).toBe(503);
        expect(busy.headers['retry-after']).toBe('5');
        expect(busy.json()).toEqual({ status: 0, message });
      }
      expect([await postsOf(artist.userId), await storedFiles()]).toEqual([0, filesBefore]);
    } finally {
      end();
      await held;
    }
    const later = await sendPost(t, { token: artist.token, fields: postFields(video) });
    expect(later.statusCode, later.body).toBe(200);
  });
});

describe('the upload rate per user', () => {
  it('refuses the upload past the rate with 429 and Retry-After, counts no image-less edit, and stores nothing', async () => {
    const artist = await userWithToken(t, { type: 'artist' });
    const other = await userWithToken(t, { type: 'artist' });
    const first = ZUserPostReplySchema.parse(
      (await sendPost(t, { token: artist.token, fields: postFields(video) })).json(),
    ).data;
    expect((await sendProfileImage(artist.token, await png(200, 200))).statusCode).toBe(200);
    // An edit without a new image decodes nothing and is not counted.
    const edit = await sendPost(t, {
      call: 'update',
      token: artist.token,
      fields: postFields(video, { postid: first._id, title: 'Renamed' }),
      image: null,
    });
    expect(edit.statusCode).toBe(200);
    expect((await sendPost(t, { token: artist.token, fields: postFields(video) })).statusCode).toBe(200);

    const [postsBefore, filesBefore, profileBefore] = [
      await postsOf(artist.userId),
      await storedFiles(),
      await profileImageOf(artist.userId),
    ];
    for (const [language, message] of [
      ['en', 'You have uploaded too many images in a short time. Please wait a few minutes and try again.'],
      ['ja', '短時間に多くの画像をアップロードしました。数分待ってからもう一度お試しください。'],
    ] as const) {
      const refused = await sendPost(t, { token: artist.token, language, fields: postFields(video) });
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ status: 0, message });
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(500);
      expect(retryAfter).toBeLessThanOrEqual(600);
    }
    expect((await sendProfileImage(artist.token, await png(300, 300))).statusCode).toBe(429);
    expect([await postsOf(artist.userId), await storedFiles(), await profileImageOf(artist.userId)]).toEqual([
      postsBefore,
      filesBefore,
      profileBefore,
    ]);
    // The rate is the user's own.
    expect((await sendPost(t, { token: other.token, fields: postFields(video) })).statusCode).toBe(200);
  });
});
