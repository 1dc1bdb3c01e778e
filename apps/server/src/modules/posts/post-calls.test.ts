import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ZUserPostReplySchema } from '@artclash/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { mediaTypes, posts, postTags, tags } from '../../db/schema/index.ts';
import { callAs, userWithToken } from '../../test/accounts.ts';
import { useTestApp } from '../../test/helper.ts';
import { jpegWithGps, multipartForm, png } from '../../test/multipart.ts';
import { postFields, sendPost } from '../../test/posts.ts';

const t = useTestApp();
let video = '';
beforeAll(async () => {
  video = (await t.db.insert(mediaTypes).values({ nameEn: 'Video', nameJa: '映像' }).returning())[0]!.id;
});

/** Every post image file, public and private. */
const imageFiles = async () =>
  [
    ...(await readdir(join(t.config.dataDir, 'uploads', 'posts')).catch(() => [])),
    ...(await readdir(join(t.config.dataDir, 'private-uploads', 'posts')).catch(() => [])),
  ].sort();
const postRows = () => t.db.select().from(posts);
const created = async (token: string, overrides: Record<string, string> = {}, image?: Buffer) => {
  const reply = await sendPost(t, { token, fields: postFields(video, overrides), ...(image && { image }) });
  expect(reply.statusCode, reply.body).toBe(200);
  return ZUserPostReplySchema.parse(reply.json()).data;
};

describe('POST /backend/api/user-post-create', () => {
  it("creates the token holder's post with its tags, image widths and every field", async () => {
    const me = await userWithToken(t, { type: 'artist' });
    const other = await userWithToken(t);
    const reply = await sendPost(t, {
      token: me.token,
      fields: postFields(video, { user: other.userId, tags: JSON.stringify(['Ink', 'city', 'ink']) }),
      image: await png(2000, 1000),
      language: 'ja',
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const { message, data } = ZUserPostReplySchema.parse(reply.json());
    expect(message).toBe('投稿を作成しました');
    expect(data).toMatchObject({
      user: { _id: me.userId },
      title: 'Night market',
      mediatype: { _id: video, name: '映像' },
      other: '',
      software_tools: 'Procreate',
      date_creation: '2026-05-01',
      description: 'Lanterns over the stalls.',
      collaboration_credits: 'Solo',
      project_context: 'Personal Practice',
      skill_level: 'Advanced',
      visibility_settings: 'Public',
      licensing_reuse_rights: 'All rights reserved',
    });
    // 'Ink' and 'ink' are one tag (§5 New tag), kept in the order given.
    expect(data.tags.map((tag) => tag.name)).toEqual(['Ink', 'city']);
    expect(data.image_meta).toMatchObject({ width: 1280, height: 640 });
    expect(data.image_meta.sizes.map((size) => size.width)).toEqual([320, 640, 1280]);
    expect(data.image).toBe(data.image_meta.sizes.at(-1)?.path);
    expect(data.image).toMatch(/^uploads\/posts\/[0-9a-f-]{36}-1280\.webp$/);
    const served = await t.get(`/backend/${data.image}`);
    expect(served.statusCode).toBe(200);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 1280, height: 640 });
  });

  it("reuses an existing tag by id or by name, and takes 'Other' with its own media type", async () => {
    const me = await userWithToken(t);
    const [abstract] = await t.db.insert(tags).values({ name: 'Abstract' }).returning();
    const data = await created(me.token, {
      mediatype: 'other',
      other: 'Sand',
      tags: JSON.stringify([abstract!.id, 'ABSTRACT', 'sand art']),
    });
    expect(data.mediatype).toBeNull();
    expect(data.other).toBe('Sand');
    expect(data.tags).toEqual([
      { _id: abstract!.id, name: 'Abstract' },
      { _id: expect.any(String), name: 'sand art' },
    ]);
  });

  it('accepts any image sharp decodes (a GIF) and strips GPS from a photo', async () => {
    const me = await userWithToken(t);
    const gif = await sharp({ create: { width: 100, height: 80, channels: 3, background: '#C12768' } })
      .gif()
      .toBuffer();
    expect((await created(me.token, {}, gif)).image_meta).toMatchObject({ width: 100, height: 80 });
    const photo = await created(me.token, {}, await jpegWithGps());
    for (const size of photo.image_meta.sizes) {
      const stored = await readFile(join(t.config.dataDir, size.path));
      expect((await sharp(stored).metadata()).exif).toBeUndefined();
      expect(stored.includes('SecretCam')).toBe(false);
    }
  });

  it('creates a post without its optional fields, sent empty or not at all (docs/product.md#rule-319)', async () => {
    const me = await userWithToken(t);
    const optional = ['collaboration_credits', 'intended_message', 'project_context', 'skill_level'];
    const empty = await created(me.token, Object.fromEntries(optional.map((name) => [name, ''])));
    const fields = postFields(video);
    for (const name of optional) delete fields[name];
    const absent = await sendPost(t, { token: me.token, fields });
    expect(absent.statusCode, absent.body).toBe(200);
    for (const data of [empty, ZUserPostReplySchema.parse(absent.json()).data]) {
      expect(data).toMatchObject({
        collaboration_credits: '',
        intended_message: '',
        project_context: '',
        skill_level: '',
      });
    }
  });

  it('answers each §5 field message in both languages, and writes nothing', async () => {
    const me = await userWithToken(t);
    const [before, files] = [await postRows(), await imageFiles()];
    const empty = {
      title: '',
      mediatype: '',
      software_tools: '',
      tags: '[]',
      date_creation: '',
      description: '',
      collaboration_credits: '',
      visibility_settings: '',
      licensing_reuse_rights: '',
    };
    const english = await sendPost(t, { token: me.token, fields: postFields(video, empty) });
    expect(english.statusCode).toBe(400);
    expect(english.json()).toEqual({
      status: 0,
      message: 'Title is required',
      errors: {
        title: 'Title is required',
        mediatype: 'Media type is required',
        software_tools: 'Tools are required',
        tags: 'At least one tag is required',
        date_creation: 'Creation date is required',
        description: 'Description is required',
        visibility_settings: 'Please select visibility setting',
        licensing_reuse_rights: 'Please select licensing option',
      },
    });
    const japanese = await sendPost(t, {
      token: me.token,
      fields: postFields(video, { mediatype: 'Other', other: '' }),
      language: 'ja',
    });
    expect(japanese.json()).toEqual({
      status: 0,
      message: 'メディアの種類を入力してください',
      errors: { other: 'メディアの種類を入力してください' },
    });
    const noImage = await sendPost(t, { token: me.token, fields: postFields(video), image: null, language: 'ja' });
    expect(noImage.json()).toEqual({
      status: 0,
      message: '画像を選択してください。',
      errors: { image: '画像を選択してください。' },
    });
    const unknownType = await sendPost(t, { token: me.token, fields: postFields(video, { mediatype: other() }) });
    expect(unknownType.json()).toMatchObject({ message: 'Please choose one of the listed media types, or Other.' });
    const badChoice = await sendPost(t, {
      token: me.token,
      fields: postFields(video, { skill_level: 'Wizard', title: 'a\u0007b' }),
    });
    expect(badChoice.json()).toMatchObject({
      errors: { skill_level: 'This value is not valid.', title: 'This value is not valid.' },
    });
    expect([await postRows(), await imageFiles()]).toEqual([before, files]);
  });

  it('refuses a file that claims to be a PNG but is not an image, and one over 10 MB, leaving no file and no row', async () => {
    const me = await userWithToken(t);
    const [before, files] = [await postRows(), await imageFiles()];
    const fake = await sendPost(t, {
      token: me.token,
      fields: postFields(video),
      image: Buffer.from('\u0089PNG\r\n\u001a\nnot really'),
      language: 'ja',
    });
    expect(fake.statusCode).toBe(415);
    expect(fake.json()).toEqual({ status: 0, message: '画像ファイルのみアップロードできます。' });
    const huge = await sendPost(t, {
      token: me.token,
      fields: postFields(video),
      image: Buffer.concat([await png(), Buffer.alloc(10 * 1024 * 1024 + 1)]),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ status: 0, message: 'The image is too large: it must be 10 MB or less.' });
    expect([await postRows(), await imageFiles()]).toEqual([before, files]);
  });

  it('leaves no file behind when the row cannot be written (an unknown tag id)', async () => {
    const me = await userWithToken(t);
    const files = await imageFiles();
    const reply = await sendPost(t, {
      token: me.token,
      fields: postFields(video, { tags: JSON.stringify([other()]) }),
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ errors: { tags: 'One of the chosen options does not exist.' } });
    expect(await imageFiles()).toEqual(files);
  });

  it('answers a malformed form with 400, never a 500: a broken body, two files, a __proto__ field, JSON', async () => {
    const me = await userWithToken(t);
    const headers = { authorization: me.token, 'accept-language': 'en' };
    const broken = await t.inject({
      method: 'POST',
      url: '/backend/api/user-post-create',
      payload: '--x\r\nnonsense',
      headers: { ...headers, 'content-type': 'multipart/form-data; boundary=x' },
    });
    expect(broken.statusCode).toBe(400);
    const fields = Object.fromEntries([...Object.entries(postFields(video)), ['__proto__', 'x'], ['constructor', 'y']]);
    const image = await png();
    const one = multipartForm(fields, { field: 'image', bytes: image });
    const filePart = (name: string) =>
      Buffer.concat([
        Buffer.from(
          `--b\r\nContent-Disposition: form-data; name="${name}"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        image,
        Buffer.from('\r\n'),
      ]);
    const twoFiles = Buffer.concat([filePart('image'), filePart('image'), Buffer.from('--b--\r\n')]);
    expect(
      (
        await t.inject({
          method: 'POST',
          url: '/backend/api/user-post-create',
          payload: twoFiles,
          headers: { ...headers, 'content-type': 'multipart/form-data; boundary=b' },
        })
      ).statusCode,
    ).toBe(400);
    // A field named __proto__ is refused by the parser (prototype poisoning), with the envelope.
    const odd = await t.inject({
      method: 'POST',
      url: '/backend/api/user-post-create',
      payload: one.payload,
      headers: { ...headers, ...one.headers },
    });
    expect(odd.statusCode).toBe(400);
    expect(odd.json()).toMatchObject({ status: 0 });
    const json = await callAs(t, 'POST', '/backend/api/user-post-create', { token: me.token, body: postFields(video) });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toMatchObject({
      status: 0,
      message: 'Title is required',
      errors: { title: 'Title is required', tags: 'At least one tag is required' },
    });
  });

  it('is for signed-in fans and artists', async () => {
    expect((await sendPost(t, { fields: postFields(video) })).statusCode).toBe(401);
    const parent = await userWithToken(t, { type: 'parent' });
    expect((await sendPost(t, { token: parent.token, fields: postFields(video) })).statusCode).toBe(403);
  });
});

/** A well-formed id of nothing. */
const other = () => '0b0e7c36-1111-4222-8333-444455556666';

describe('POST /backend/api/user-post-update', () => {
  it('changes the owner’s post without a new image, keeping its files', async () => {
    const me = await userWithToken(t);
    const post = await created(me.token);
    const reply = await sendPost(t, {
      call: 'update',
      token: me.token,
      fields: postFields(video, { postid: post._id, title: 'Night market II', tags: JSON.stringify(['dawn']) }),
      image: null,
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const { message, data } = ZUserPostReplySchema.parse(reply.json());
    expect(message).toBe('Post updated successfully');
    expect(data).toMatchObject({
      _id: post._id,
      title: 'Night market II',
      image: post.image,
      tags: [{ name: 'dawn' }],
    });
    expect((await t.get(`/backend/${post.image}`)).statusCode).toBe(200);
  });

  it('replaces the image: the new files are served, the old ones removed', async () => {
    const me = await userWithToken(t);
    const post = await created(me.token);
    const reply = await sendPost(t, {
      call: 'update',
      token: me.token,
      fields: postFields(video, { postid: post._id }),
      image: await png(500, 500),
    });
    const { data } = ZUserPostReplySchema.parse(reply.json());
    expect(data.image).not.toBe(post.image);
    expect(data.image_meta.sizes.map((size) => size.width)).toEqual([320, 500]);
    expect((await t.get(`/backend/${data.image}`)).statusCode).toBe(200);
    expect((await t.get(`/backend/${post.image}`)).statusCode).toBe(404);
  });

  it("never changes another user's post, whatever postid or user the form carries", async () => {
    const owner = await userWithToken(t);
    const me = await userWithToken(t);
    const post = await created(owner.token);
    const [before, files] = [await t.db.select().from(posts).where(eq(posts.id, post._id)), await imageFiles()];
    const refused = await sendPost(t, {
      call: 'update',
      token: me.token,
      fields: postFields(video, { postid: post._id, user: me.userId, title: 'mine now' }),
      language: 'ja',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ status: 0, message: 'この投稿を変更できるのは投稿者本人のみです。' });
    const hidden = await created(owner.token, { visibility_settings: 'Private' });
    expect(
      (await sendPost(t, { call: 'update', token: me.token, fields: postFields(video, { postid: hidden._id }) }))
        .statusCode,
    ).toBe(404);
    expect(
      (await sendPost(t, { call: 'update', token: me.token, fields: postFields(video, { postid: other() }) }))
        .statusCode,
    ).toBe(404);
    expect(await t.db.select().from(posts).where(eq(posts.id, post._id))).toEqual(before);
    expect((await imageFiles()).filter((file) => !files.includes(file))).toHaveLength(hidden.image_meta.sizes.length);
  });

  it('refuses bad fields and a bad image, changing nothing', async () => {
    const me = await userWithToken(t);
    const post = await created(me.token);
    const [before, files] = [await t.db.select().from(posts).where(eq(posts.id, post._id)), await imageFiles()];
    expect(
      (
        await sendPost(t, {
          call: 'update',
          token: me.token,
          fields: postFields(video, { postid: post._id, title: '' }),
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await sendPost(t, {
          call: 'update',
          token: me.token,
          fields: postFields(video, { postid: post._id }),
          image: Buffer.from('GIF89a nothing'),
        })
      ).statusCode,
    ).toBe(415);
    expect(
      (await sendPost(t, { call: 'update', token: me.token, fields: postFields(video), image: null })).statusCode,
    ).toBe(400);
    expect([await t.db.select().from(posts).where(eq(posts.id, post._id)), await imageFiles()]).toEqual([
      before,
      files,
    ]);
    expect((await sendPost(t, { call: 'update', fields: postFields(video, { postid: post._id }) })).statusCode).toBe(
      401,
    );
  });
});

describe('DELETE /backend/api/user-post-delete/{postId}', () => {
  it("deletes the owner's post, its tags' links and its image files", async () => {
    const me = await userWithToken(t);
    const post = await created(me.token);
    const reply = await callAs(t, 'DELETE', `/backend/api/user-post-delete/${post._id}`, {
      token: me.token,
      language: 'ja',
    });
    expect(reply.json()).toEqual({ status: 1, message: '投稿を削除しました' });
    expect(await t.db.select().from(posts).where(eq(posts.id, post._id))).toEqual([]);
    expect(await t.db.select().from(postTags).where(eq(postTags.postId, post._id))).toEqual([]);
    expect((await t.get(`/backend/${post.image}`)).statusCode).toBe(404);
    expect(
      (await callAs(t, 'DELETE', `/backend/api/user-post-delete/${post._id}`, { token: me.token })).statusCode,
    ).toBe(404);
  });

  it("refuses another user's post, and needs a session", async () => {
    const owner = await userWithToken(t);
    const me = await userWithToken(t);
    const post = await created(owner.token);
    expect(
      (await callAs(t, 'DELETE', `/backend/api/user-post-delete/${post._id}`, { token: me.token })).statusCode,
    ).toBe(403);
    expect((await callAs(t, 'DELETE', `/backend/api/user-post-delete/${post._id}`)).statusCode).toBe(401);
    expect((await callAs(t, 'DELETE', '/backend/api/user-post-delete/not-an-id', { token: me.token })).statusCode).toBe(
      404,
    );
    expect(await t.db.select().from(posts).where(eq(posts.id, post._id))).toHaveLength(1);
    expect((await t.get(`/backend/${post.image}`)).statusCode).toBe(200);
  });
});
