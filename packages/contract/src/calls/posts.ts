import { z } from 'zod';
import { endpoints } from '../endpoints.ts';
import { OTHER_MEDIA_TYPE, POST_VISIBILITIES, PROJECT_TYPES, SKILL_LEVELS } from '../rules/creators.ts';
import { defineCall } from './define-call.ts';
import { success } from './envelope.ts';
import { calendarDay, id, line, paragraphs } from './fields.ts';
import { ZImageMetaSchema } from './images.ts';

// §7 Posts. Create and update are multipart/form-data (the image is a file); their text fields are
// checked by ZUserPostFieldsSchema with the §5 Post form messages (message keys of @artclash/i18n).

/** The most tags one post may carry. */
const MAX_POST_TAGS = 20;

const required = (field: z.ZodString, message: string) => field.min(1, { message });
/** An optional choice of a fixed list: '' (or nothing) means none. */
const optionalChoice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.union([z.enum(values), z.literal('')]).default('');

/** `tags`: a JSON array (as a string) of tag ids or new tag names (§3 User post, §5 New tag). */
const tagList = z
  .string()
  .max(8000)
  .transform((text, context) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      context.addIssue({ code: 'custom', message: 'server.tagsRequired' });
      return z.NEVER;
    }
  })
  .pipe(
    z
      .array(line(50).min(1, { message: 'server.tagsRequired' }), { message: 'server.tagsRequired' })
      .min(1, { message: 'server.tagsRequired' })
      .max(MAX_POST_TAGS),
  );

/** The text fields of user-post-create (§7); `user` is accepted and never used: a post is the signed-in user's. */
export const ZUserPostFieldsSchema = z
  .object({
    user: id.optional(),
    title: required(line(200), 'server.titleRequired'),
    /** A media type's id, or OTHER_MEDIA_TYPE with the type written in `other`. */
    mediatype: required(id, 'server.mediaTypeRequired'),
    other: line(100).default(''),
    software_tools: required(line(300), 'server.toolsRequired'),
    tags: tagList,
    date_creation: z.string().min(1, { message: 'server.creationDateRequired' }).pipe(calendarDay),
    description: required(paragraphs(5000), 'server.descriptionRequired'),
    /** 'If applicable' (§2.10): a work of one's own has none (docs/product.md#rule-319). */
    collaboration_credits: line(500).default(''),
    intended_message: paragraphs(1000).default(''),
    project_context: optionalChoice(PROJECT_TYPES),
    skill_level: optionalChoice(SKILL_LEVELS),
    visibility_settings: z.enum(POST_VISIBILITIES, { message: 'server.visibilityRequired' }),
    licensing_reuse_rights: required(line(300), 'server.licensingRequired'),
  })
  .superRefine((fields, context) => {
    if (fields.mediatype.toLowerCase() === OTHER_MEDIA_TYPE && !fields.other)
      context.addIssue({ code: 'custom', path: ['other'], message: 'server.mediaTypeOtherRequired' });
  });
export type TUserPostFields = z.output<typeof ZUserPostFieldsSchema>;

/** user-post-update: the same fields and `postid`; the image file only when it changed. */
export const ZUserPostUpdateFieldsSchema = ZUserPostFieldsSchema.and(
  z.object({ postid: required(id, 'server.postNotFound') }),
);
export type TUserPostUpdateFields = z.output<typeof ZUserPostUpdateFieldsSchema>;

/** A post as the post screens show it (§3 User post), names in the reply language. */
export const ZUserPostSchema = z.object({
  _id: z.string(),
  user: z.object({ _id: z.string(), username: z.string(), profileImage: z.string() }),
  title: z.string(),
  /**
   * The image's largest stored width, a path under /backend/. A Public post's image is a file under
   * `uploads/posts/`; any other's is a signed, expiring address only its viewers get (docs/decisions.md#134).
   */
  image: z.string(),
  image_meta: ZImageMetaSchema,
  /** The chosen media type, or null when the user chose 'Other' (then `other` names it). */
  mediatype: z.object({ _id: z.string(), name: z.string() }).nullable(),
  other: z.string(),
  software_tools: z.string(),
  tags: z.array(z.object({ _id: z.string(), name: z.string() })),
  date_creation: z.string(),
  description: z.string(),
  collaboration_credits: z.string(),
  intended_message: z.string(),
  project_context: z.string(),
  skill_level: z.string(),
  visibility_settings: z.enum(POST_VISIBILITIES),
  licensing_reuse_rights: z.string(),
  /**
   * Made from the photo of the author's canvas at a battle and not yet published (docs/decisions.md#425): only its
   * author sees it; their next save of the whole form publishes it.
   */
  draft: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TUserPost = z.infer<typeof ZUserPostSchema>;

export const ZUserPostReplySchema = success({ data: ZUserPostSchema });
export const ZUserPostListReplySchema = success({ data: z.array(ZUserPostSchema) });
const ZPostIdParamsSchema = z.object({ postId: id });
const ZPostOwnerParamsSchema = z.object({ userId: id });
export const ZPostDeleteReplySchema = success({});

export const postCalls = {
  userPostCreate: defineCall(endpoints.userPostCreate, { reply: ZUserPostReplySchema, refusals: [413, 415] }),
  userPostUpdate: defineCall(endpoints.userPostUpdate, { reply: ZUserPostReplySchema, refusals: [404, 413, 415] }),
  userPostDelete: defineCall(endpoints.userPostDelete, {
    params: ZPostIdParamsSchema,
    reply: ZPostDeleteReplySchema,
    refusals: [404],
  }),
  userPostGetAll: defineCall(endpoints.userPostGetAll, {
    params: ZPostOwnerParamsSchema,
    reply: ZUserPostListReplySchema,
    refusals: [404],
  }),
  singleUserPostGetAll: defineCall(endpoints.singleUserPostGetAll, {
    params: ZPostIdParamsSchema,
    reply: ZUserPostReplySchema,
    refusals: [404],
  }),
};
