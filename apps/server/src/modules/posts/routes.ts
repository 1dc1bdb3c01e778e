import { calls, MAX_UPLOAD_IMAGE_BYTES, ZUserPostFieldsSchema, ZUserPostUpdateFieldsSchema } from '@artclash/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { parsedFields } from '../../lib/form-fields.ts';
import { replyLanguage } from '../../lib/language.ts';
import { ok } from '../../lib/reply.ts';
import { routesOf } from '../../lib/route.ts';
import { privateUploadsDirOf, uploadsDirOf } from '../../lib/uploads-dir.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { readUploadForm, registerUploadForms } from '../../services/images/index.ts';
import { createPost } from './create-post.ts';
import { deletePost } from './delete-post.ts';
import { postPolicy } from './policy.ts';
import type { NewTagCap } from './post-input.ts';
import type { PostImagePlaces } from './post-images.ts';
import { readPrivateImage } from './read-private-image.ts';
import { listUserPosts, readPost } from './read-posts.ts';
import { updatePost } from './update-post.ts';

/** Every field of the post form, empty: a field left out gets its §5 message ('Title is required'), as an empty one does. */
const BLANK_FORM: Record<string, string> = Object.fromEntries(
  [...Object.keys(ZUserPostFieldsSchema.shape), 'postid'].map((name) => [name, '']),
);

/** How long a browser may keep a private image: no longer than its signed address lives. */
const PRIVATE_IMAGE_CACHE = 'private, max-age=3600';

/** §7 Posts: fans' and artists' artwork, each seen per its visibility (docs/product.md#rule-10, #rule-22). */
export const postRoutes: FastifyPluginAsync = async (app) => {
  await registerUploadForms(app);
  const route = routesOf(app, { tags: ['posts'] });
  const { db } = app;
  const places: PostImagePlaces = {
    uploadsDir: uploadsDirOf(app.config),
    privateUploadsDir: privateUploadsDirOf(app.config),
    secret: app.config.jwtSecret,
  };
  const gate = app.imageGate;
  const newTags: NewTagCap = { limiter: app.attemptLimits.limiter, perDay: app.config.newTagsPerUserPerDay };
  const posters = { allow: postPolicy.canPost, refusal: 'server.mainAccountsOnly' } as const;
  const viewerOf = (request: FastifyRequest): Viewer => request.user!;
  const reading = (request: FastifyRequest) => ({
    db,
    viewer: request.user,
    language: replyLanguage(request),
    places,
    now: new Date(),
  });
  const formOf = async (request: FastifyRequest) => {
    const form = await readUploadForm(request, { fileField: 'image', maxBytes: MAX_UPLOAD_IMAGE_BYTES });
    return { ...form, fields: { ...BLANK_FORM, ...form.fields } };
  };

  route(calls.userPostCreate, posters, async (request) => {
    const form = await formOf(request);
    const fields = parsedFields(ZUserPostFieldsSchema, form.fields);
    const postId = await createPost({
      db,
      userId: viewerOf(request).id,
      fields,
      image: form.file,
      places,
      newTags,
      gate,
    });
    return ok(request, 'server.postCreated', { data: await readPost({ ...reading(request), postId }) });
  });
  route(calls.userPostUpdate, posters, async (request) => {
    const form = await formOf(request);
    const fields = parsedFields(ZUserPostUpdateFieldsSchema, form.fields);
    const postId = await updatePost({
      db,
      viewer: viewerOf(request),
      fields,
      image: form.file,
      places,
      newTags,
      gate,
    });
    return ok(request, 'server.postUpdated', { data: await readPost({ ...reading(request), postId }) });
  });
  route(calls.userPostDelete, posters, async (request) => {
    await deletePost({ db, viewer: viewerOf(request), postId: request.params.postId, places });
    return ok(request, 'server.postDeleted');
  });
  route(calls.userPostGetAll, posters, async (request) =>
    ok(request, 'server.postsFound', {
      data: await listUserPosts({ ...reading(request), userId: request.params.userId }),
    }),
  );
  route(calls.singleUserPostGetAll, posters, async (request) =>
    ok(request, 'server.postFound', { data: await readPost({ ...reading(request), postId: request.params.postId }) }),
  );

  // The files of non-public posts, by signed address only (docs/decisions.md#134): an <img> sends no token.
  app.get<{ Params: { postId: string; file: string }; Querystring: Record<string, unknown> }>(
    '/backend/api/post-image/:postId/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const { exp, sig } = request.query;
      const bytes = await readPrivateImage({
        db,
        places,
        postId: request.params.postId,
        fileName: request.params.file,
        exp: typeof exp === 'string' ? exp : '',
        sig: typeof sig === 'string' ? sig : '',
        now: new Date(),
      });
      return reply.type('image/webp').header('Cache-Control', PRIVATE_IMAGE_CACHE).send(bytes);
    },
  );
};
