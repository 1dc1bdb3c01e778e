import {
  ZPublicProfileReplySchema,
  ZUserPostListReplySchema,
  ZUserPostReplySchema,
  type TUserPost,
} from '@artclash/contract';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { mediaTypes } from '../../db/schema/index.ts';
import { callAs, userWithToken } from '../../test/accounts.ts';
import { useTestApp } from '../../test/helper.ts';
import { signedPath } from '../../services/images/index.ts';
import { postFields, sendPost } from '../../test/posts.ts';
import { privateImageSubject } from './post-images.ts';

// docs/product.md#rule-10, docs/decisions.md#134: Public to everyone signed in, 'Judges/Sponsors Only' to organisers
// and the owner, Private to the owner alone — on every read path and in the image files themselves.
const t = useTestApp();
type Person = { userId: string; token: string };
let owner: Person, stranger: Person, organiser: Person;
let byVisibility: Record<'Public' | 'Judges/Sponsors Only' | 'Private', TUserPost>;

beforeAll(async () => {
  const [video] = await t.db.insert(mediaTypes).values({ nameEn: 'Video', nameJa: '映像' }).returning();
  [owner, stranger, organiser] = [
    await userWithToken(t, { type: 'artist' }),
    await userWithToken(t),
    await userWithToken(t, { role: 'admin' }),
  ];
  const create = async (visibility: string) =>
    ZUserPostReplySchema.parse(
      (
        await sendPost(t, {
          token: owner.token,
          fields: postFields(video!.id, { title: visibility, visibility_settings: visibility }),
        })
      ).json(),
    ).data;
  byVisibility = {
    Public: await create('Public'),
    'Judges/Sponsors Only': await create('Judges/Sponsors Only'),
    Private: await create('Private'),
  };
});

const listAs = async (viewer: Person) =>
  ZUserPostListReplySchema.parse(
    (await callAs(t, 'GET', `/backend/api/user-post-getAll/${owner.userId}`, { token: viewer.token })).json(),
  ).data.map((post) => post.title);
const singleAs = (viewer: Person, post: TUserPost) =>
  callAs(t, 'GET', `/backend/api/single-user-post-getAll/${post._id}`, { token: viewer.token });
const imageAs = (viewer: Person, post: TUserPost) =>
  singleAs(viewer, post).then((reply) => ZUserPostReplySchema.parse(reply.json()).data);

describe('which posts each viewer sees', () => {
  it('lists every post to the owner, newest first', async () => {
    expect(await listAs(owner)).toEqual(['Private', 'Judges/Sponsors Only', 'Public']);
  });

  it("lists Public and 'Judges/Sponsors Only' posts to an organiser", async () => {
    expect(await listAs(organiser)).toEqual(['Judges/Sponsors Only', 'Public']);
  });

  it('lists only Public posts to anyone else', async () => {
    expect(await listAs(stranger)).toEqual(['Public']);
  });

  it('answers a single post by id only to those who may see it, 404 to the others', async () => {
    for (const [viewer, visible] of [
      [owner, ['Public', 'Judges/Sponsors Only', 'Private']],
      [organiser, ['Public', 'Judges/Sponsors Only']],
      [stranger, ['Public']],
    ] as const) {
      for (const post of Object.values(byVisibility)) {
        const reply = await singleAs(viewer, post);
        expect(reply.statusCode, `${post.title}`).toBe((visible as readonly string[]).includes(post.title) ? 200 : 404);
      }
    }
    const hidden = await singleAs(stranger, byVisibility.Private);
    expect(hidden.json()).toEqual({ status: 0, message: 'Post not found' });
  });

  it('404s an unknown user and needs a session', async () => {
    expect(
      (
        await callAs(t, 'GET', '/backend/api/user-post-getAll/0b0e7c36-1111-4222-8333-444455556666', {
          token: stranger.token,
        })
      ).statusCode,
    ).toBe(404);
    expect((await t.get(`/backend/api/user-post-getAll/${owner.userId}`)).statusCode).toBe(401);
    expect((await t.get(`/backend/api/single-user-post-getAll/${byVisibility.Public._id}`)).statusCode).toBe(401);
  });
});

describe('the image files of posts that are not Public', () => {
  it('are not under the static uploads route: their addresses are signed and expire', async () => {
    const mine = await imageAs(owner, byVisibility.Private);
    expect(mine.image).toMatch(
      new RegExp(`^api/post-image/${mine._id}/[0-9a-f-]{36}-900\\.webp\\?exp=\\d+&sig=[\\w-]{32}$`),
    );
    const served = await t.get(`/backend/${mine.image}`);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('private, max-age=3600');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(900);
    for (const size of mine.image_meta.sizes) expect((await t.get(`/backend/${size.path}`)).statusCode).toBe(200);

    const fileName = mine.image.split('/')[3]!.split('?')[0]!;
    // Not served by the static route, under either folder name.
    expect((await t.get(`/backend/uploads/posts/${fileName}`)).statusCode).toBe(404);
    expect((await t.get(`/backend/uploads/../private-uploads/posts/${fileName}`)).statusCode).toBe(404);
    // Without a signature, with a forged one, an expired one, or one for another file: nothing.
    const [path, query] = mine.image.split('?') as [string, string];
    const params = new URLSearchParams(query);
    expect((await t.get(`/backend/${path}`)).statusCode).toBe(404);
    expect((await t.get(`/backend/${path}?exp=${params.get('exp')}&sig=${'A'.repeat(32)}`)).statusCode).toBe(404);
    expect((await t.get(`/backend/${path}?exp=1000&sig=${params.get('sig')}`)).statusCode).toBe(404);
    const narrow = path.replace('-900.webp', '-320.webp');
    expect((await t.get(`/backend/${narrow}?${query}`)).statusCode).toBe(404);
  });

  it("are given to an organiser for 'Judges/Sponsors Only' posts, and never to a stranger", async () => {
    const judged = await imageAs(organiser, byVisibility['Judges/Sponsors Only']);
    expect((await t.get(`/backend/${judged.image}`)).statusCode).toBe(200);
    const body =
      (await singleAs(stranger, byVisibility['Judges/Sponsors Only'])).body +
      (await callAs(t, 'GET', `/backend/api/user-post-getAll/${owner.userId}`, { token: stranger.token })).body;
    expect(body).not.toContain(judged.image_meta.sizes[0]!.path.split('/')[3]!.split('-').slice(0, 5).join('-'));
  });

  it('move between the folders when the visibility changes, so old addresses stop working', async () => {
    const [video] = await t.db.insert(mediaTypes).values({ nameEn: 'Photo', nameJa: '写真' }).returning();
    const create = await sendPost(t, {
      token: owner.token,
      fields: postFields(video!.id, { visibility_settings: 'Public' }),
    });
    const post = ZUserPostReplySchema.parse(create.json()).data;
    expect((await t.get(`/backend/${post.image}`)).statusCode).toBe(200);

    const hide = await sendPost(t, {
      call: 'update',
      token: owner.token,
      fields: postFields(video!.id, { postid: post._id, visibility_settings: 'Private' }),
      image: null,
    });
    const hidden = ZUserPostReplySchema.parse(hide.json()).data;
    expect((await t.get(`/backend/${post.image}`)).statusCode).toBe(404);
    expect((await t.get(`/backend/${hidden.image}`)).statusCode).toBe(200);

    // A signed address names the visibility it was given for: a change ends it.
    await sendPost(t, {
      call: 'update',
      token: owner.token,
      fields: postFields(video!.id, { postid: post._id, visibility_settings: 'Judges/Sponsors Only' }),
      image: null,
    });
    expect((await t.get(`/backend/${hidden.image}`)).statusCode).toBe(404);

    // Public again: at yet another address; none of the earlier ones answers.
    const show = await sendPost(t, {
      call: 'update',
      token: owner.token,
      fields: postFields(video!.id, { postid: post._id, visibility_settings: 'Public' }),
      image: null,
    });
    const shown = ZUserPostReplySchema.parse(show.json()).data;
    expect(shown.image).toMatch(/^uploads\/posts\/[0-9a-f-]{36}-900\.webp$/);
    expect(shown.image).not.toBe(post.image);
    expect((await t.get(`/backend/${shown.image}`)).statusCode).toBe(200);
    expect((await t.get(`/backend/${post.image}`)).statusCode).toBe(404);
    await callAs(t, 'DELETE', `/backend/api/user-post-delete/${post._id}`, { token: owner.token });
  });

  it('stay at their address when a change of visibility is refused after the files moved', async () => {
    const [video] = await t.db.insert(mediaTypes).values({ nameEn: 'Sketch', nameJa: 'スケッチ' }).returning();
    const post = ZUserPostReplySchema.parse(
      (await sendPost(t, { token: owner.token, fields: postFields(video!.id) })).json(),
    ).data;
    // The tags are read inside the row's transaction, after the files moved: an unknown tag id refuses it there.
    const refused = await sendPost(t, {
      call: 'update',
      token: owner.token,
      fields: postFields(video!.id, {
        postid: post._id,
        visibility_settings: 'Private',
        tags: JSON.stringify(['0b0e7c36-1111-4222-8333-444455556666']),
      }),
      image: null,
    });
    expect(refused.statusCode).toBe(400);
    for (const size of post.image_meta.sizes) expect((await t.get(`/backend/${size.path}`)).statusCode).toBe(200);
    expect((await imageAs(owner, post)).image).toBe(post.image);
    await callAs(t, 'DELETE', `/backend/api/user-post-delete/${post._id}`, { token: owner.token });
  });

  it('refuses the second of two changes of visibility saved at once with 409, never a 500, and keeps the first', async () => {
    const [video] = await t.db.insert(mediaTypes).values({ nameEn: 'Collage', nameJa: 'コラージュ' }).returning();
    const post = ZUserPostReplySchema.parse(
      (await sendPost(t, { token: owner.token, fields: postFields(video!.id) })).json(),
    ).data;
    const change = (visibility: string) =>
      sendPost(t, {
        call: 'update',
        token: owner.token,
        fields: postFields(video!.id, { postid: post._id, visibility_settings: visibility }),
        image: null,
      });
    const replies = await Promise.all([change('Private'), change('Judges/Sponsors Only'), change('Private')]);
    const statuses = replies.map((reply) => reply.statusCode);
    expect(statuses).toContain(200);
    expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
    for (const refused of replies.filter((reply) => reply.statusCode === 409))
      expect(refused.json()).toEqual({
        status: 0,
        message: 'This post was changed at the same moment. Reload it and try again.',
      });
    // Whatever won, the row and the files agree: the owner's address answers.
    const now = await imageAs(owner, post);
    for (const size of now.image_meta.sizes) expect((await t.get(`/backend/${size.path}`)).statusCode).toBe(200);
    await callAs(t, 'DELETE', `/backend/api/user-post-delete/${post._id}`, { token: owner.token });
  });

  it('get a new, unguessable address when the post leaves Public (docs/decisions.md#254)', async () => {
    const [video] = await t.db.insert(mediaTypes).values({ nameEn: 'Print', nameJa: '版画' }).returning();
    const post = ZUserPostReplySchema.parse(
      (await sendPost(t, { token: owner.token, fields: postFields(video!.id) })).json(),
    ).data;
    const keyOf = (path: string) => /([0-9a-f-]{36})-\d+\.webp/.exec(path)![1]!;
    let publicKey = keyOf(post.image);
    const publicPaths = post.image_meta.sizes.map((size) => size.path);
    // Served as immutable while Public: a cache may keep this address for a year.
    expect((await t.get(`/backend/${post.image}`)).headers['cache-control']).toContain('immutable');

    for (const visibility of ['Private', 'Judges/Sponsors Only'] as const) {
      const reply = await sendPost(t, {
        call: 'update',
        token: owner.token,
        fields: postFields(video!.id, { postid: post._id, visibility_settings: visibility }),
        image: null,
      });
      expect(reply.statusCode, reply.body).toBe(200);
      const moved = ZUserPostReplySchema.parse(reply.json()).data;
      // The reply carries the new address: another key, signed, under the private route.
      expect(keyOf(moved.image)).not.toBe(publicKey);
      expect(moved.image).toMatch(new RegExp(`^api/post-image/${post._id}/[0-9a-f-]{36}-900\\.webp\\?exp=`));
      for (const path of publicPaths) {
        expect((await t.get(`/backend/${path}`)).statusCode).toBe(404);
        // Nor does the old file name answer under the private route, even with a good signature.
        const oldName = path.split('/').at(-1)!;
        const signedForOld = signedPath({
          secret: t.config.jwtSecret,
          path: `api/post-image/${post._id}/${oldName}`,
          subject: privateImageSubject(post._id, oldName, visibility),
          now: new Date(),
        });
        expect((await t.get(`/backend/${signedForOld}`)).statusCode).toBe(404);
      }
      // The author's replies carry the new address, which answers; others are given none.
      const mine = await imageAs(owner, post);
      expect(keyOf(mine.image)).toBe(keyOf(moved.image));
      expect((await t.get(`/backend/${mine.image}`)).statusCode).toBe(200);
      expect((await singleAs(stranger, post)).statusCode).toBe(404);
      const strangers = (
        await callAs(t, 'GET', `/backend/api/user-post-getAll/${owner.userId}`, { token: stranger.token })
      ).body;
      expect(strangers).not.toContain(keyOf(moved.image));
      expect(strangers).not.toContain(publicKey);
      if (visibility === 'Judges/Sponsors Only') {
        const judged = await imageAs(organiser, post);
        expect(keyOf(judged.image)).toBe(keyOf(moved.image));
        expect((await t.get(`/backend/${judged.image}`)).statusCode).toBe(200);
      } else {
        expect((await singleAs(organiser, post)).statusCode).toBe(404);
      }
      // Back to Public for the next round.
      const back = await sendPost(t, {
        call: 'update',
        token: owner.token,
        fields: postFields(video!.id, { postid: post._id, visibility_settings: 'Public' }),
        image: null,
      });
      const shown = ZUserPostReplySchema.parse(back.json()).data;
      publicKey = keyOf(shown.image);
      publicPaths.splice(0, publicPaths.length, ...shown.image_meta.sizes.map((size) => size.path));
    }
    await callAs(t, 'DELETE', `/backend/api/user-post-delete/${post._id}`, { token: owner.token });
  });
});

describe('GET /backend/api/public-profile/{userId}', () => {
  const profileAs = async (viewer: Person, language = 'en') => {
    const reply = await callAs(t, 'GET', `/backend/api/public-profile/${owner.userId}`, {
      token: viewer.token,
      language,
    });
    expect(reply.statusCode, reply.body).toBe(200);
    return ZPublicProfileReplySchema.parse(reply.json());
  };

  it('counts only the posts this viewer may see as uploads, and shows no private field', async () => {
    const reply = await profileAs(stranger, 'ja');
    expect(reply.message).toBe('プロフィールを取得しました');
    expect(reply.data.uploads).toBe(1);
    expect((await profileAs(organiser)).data.uploads).toBe(2);
    expect((await profileAs(owner)).data.uploads).toBe(3);
    expect(JSON.stringify(reply.data)).not.toMatch(/email|school|team_name|birth/);
  });

  it('404s a park account and an unknown id, and is for fans and artists', async () => {
    const child = await userWithToken(t, { type: 'myself' });
    expect(
      (await callAs(t, 'GET', `/backend/api/public-profile/${child.userId}`, { token: stranger.token })).statusCode,
    ).toBe(404);
    expect((await callAs(t, 'GET', '/backend/api/public-profile/nope', { token: stranger.token })).statusCode).toBe(
      404,
    );
    expect(
      (await callAs(t, 'GET', `/backend/api/public-profile/${owner.userId}`, { token: child.token })).statusCode,
    ).toBe(403);
    expect((await t.get(`/backend/api/public-profile/${owner.userId}`)).statusCode).toBe(401);
  });
});
