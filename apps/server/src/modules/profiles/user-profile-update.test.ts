import { access, readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { srcSetOf, ZGetUserReplySchema, ZUserProfileUpdateReplySchema } from '@artclash/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { callAs, userWithToken } from '../../test/accounts.ts';
import { useTestApp } from '../../test/helper.ts';
import { jpegWithGps, multipartForm, png } from '../../test/multipart.ts';

const t = useTestApp();
const URL = '/backend/api/UserProfileUpdate';

const upload = (
  token: string | undefined,
  bytes: Buffer,
  {
    fields = {},
    language = 'en',
    type = 'image/png',
  }: { fields?: Record<string, string>; language?: string; type?: string } = {},
) => {
  const form = multipartForm(fields, { field: 'profileImage', bytes, type });
  return t.inject({
    method: 'POST',
    url: URL,
    payload: form.payload,
    headers: { ...form.headers, 'accept-language': language, ...(token && { authorization: token }) },
  });
};
const profileFiles = async () => (await readdir(join(t.config.dataDir, 'uploads', 'profiles')).catch(() => [])).sort();
const fileOf = (path: string) => join(t.config.dataDir, path);
const accountOf = async (userId: string) => (await t.db.select().from(users).where(eq(users.id, userId)))[0]!;

describe('POST /backend/api/UserProfileUpdate', () => {
  it("stores the signed-in user's image as WebP at a few widths, and get_user answers them for srcset", async () => {
    const me = await userWithToken(t, { type: 'artist' });
    const reply = await upload(me.token, await png(1000, 800));
    expect(reply.statusCode, reply.body).toBe(200);
    const { message, profileImage, profileImageMeta } = ZUserProfileUpdateReplySchema.parse(reply.json());
    expect(message).toBe('Profile image updated successfully');
    expect(profileImage).toMatch(/^uploads\/profiles\/[0-9a-f-]{36}-640\.webp$/);
    expect(profileImageMeta).toMatchObject({ width: 640, height: 512 });
    expect(profileImageMeta.sizes.map((size) => size.width)).toEqual([160, 320, 640]);
    expect(profileImageMeta.sizes.at(-1)?.path).toBe(profileImage);
    for (const size of profileImageMeta.sizes) {
      const served = await t.get(`/backend/${size.path}`);
      expect(served.statusCode).toBe(200);
      expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: size.width });
    }
    expect(srcSetOf(profileImageMeta.sizes)).toContain('-160.webp 160w, /backend/uploads/profiles/');

    const details = ZGetUserReplySchema.parse(
      (await callAs(t, 'GET', `/backend/api/get_user/${me.userId}`, { token: me.token })).json(),
    ).data;
    expect(details.profileImage).toBe(profileImage);
    expect(details.profileImageMeta).toEqual(profileImageMeta);
  });

  it('changes only the token holder, whatever userId the form carries, and removes the previous image', async () => {
    const me = await userWithToken(t);
    const other = await userWithToken(t);
    const before = await accountOf(other.userId);
    const first = ZUserProfileUpdateReplySchema.parse(
      (await upload(me.token, await png(200, 200), { fields: { userId: other.userId } })).json(),
    );
    const second = ZUserProfileUpdateReplySchema.parse(
      (await upload(me.token, await png(300, 300), { fields: { userId: other.userId } })).json(),
    );
    expect(await accountOf(other.userId)).toEqual(before);
    expect((await accountOf(me.userId)).profileImage).toBe(second.profileImage);
    await expect(access(fileOf(first.profileImage))).rejects.toThrow();
    await access(fileOf(second.profileImage));
    // An image narrower than the widest step is kept at its own width, never enlarged.
    expect(second.profileImageMeta.sizes.map((size) => size.width)).toEqual([160, 300]);
  });

  it('leaves GPS and every other EXIF field behind', async () => {
    const me = await userWithToken(t);
    const bytes = await jpegWithGps();
    expect((await sharp(bytes).metadata()).exif).toBeDefined();
    const saved = ZUserProfileUpdateReplySchema.parse((await upload(me.token, bytes, { type: 'image/jpeg' })).json());
    for (const size of saved.profileImageMeta.sizes) {
      const stored = await readFile(fileOf(size.path));
      const metadata = await sharp(stored).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(stored.includes('SecretCam')).toBe(false);
    }
  });

  it('refuses a file that claims to be a PNG but is not an image, in both languages, and changes nothing', async () => {
    const me = await userWithToken(t);
    const before = [await profileFiles(), await accountOf(me.userId)];
    const fake = Buffer.from('\u0089PNG but really a text file');
    const english = await upload(me.token, fake);
    expect(english.statusCode).toBe(415);
    expect(english.json()).toEqual({ status: 0, message: 'Only JPG, JPEG, PNG, or WEBP images are allowed.' });
    const japanese = await upload(me.token, fake, { language: 'ja' });
    expect(japanese.json()).toEqual({ status: 0, message: 'JPG・JPEG・PNG・WEBP形式の画像のみアップロードできます。' });
    expect([await profileFiles(), await accountOf(me.userId)]).toEqual(before);
  });

  it('refuses an image of another kind than JPEG, PNG or WebP (a GIF)', async () => {
    const me = await userWithToken(t);
    const gif = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#C12768' } })
      .gif()
      .toBuffer();
    expect((await upload(me.token, gif, { type: 'image/png' })).statusCode).toBe(415);
  });

  it('refuses a file over 10 MB with 413 and writes nothing', async () => {
    const me = await userWithToken(t);
    const before = await profileFiles();
    const huge = Buffer.concat([await png(), Buffer.alloc(10 * 1024 * 1024)]);
    const reply = await upload(me.token, huge);
    expect(reply.statusCode).toBe(413);
    expect(reply.json()).toEqual({ status: 0, message: 'The image is too large: it must be 10 MB or less.' });
    expect(await profileFiles()).toEqual(before);
  });

  it('asks for an image when the form has none, and refuses JSON', async () => {
    const me = await userWithToken(t);
    const form = multipartForm({ userId: me.userId });
    const reply = await t.inject({
      method: 'POST',
      url: URL,
      payload: form.payload,
      headers: { ...form.headers, authorization: me.token, 'accept-language': 'ja' },
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({
      status: 0,
      message: 'アップロードする画像を選択してください。',
      errors: { profileImage: 'アップロードする画像を選択してください。' },
    });
    expect((await callAs(t, 'POST', URL, { token: me.token, body: { userId: me.userId } })).statusCode).toBe(400);
  });

  it('is for signed-in fans and artists: 401 without a token, 403 for a park account', async () => {
    expect((await upload(undefined, await png())).statusCode).toBe(401);
    const parent = await userWithToken(t, { type: 'parent' });
    const refused = await upload(parent.token, await png());
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ status: 0, message: 'Profiles and posts are for fan and artist accounts.' });
  });
});
