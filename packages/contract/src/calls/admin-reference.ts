import { z } from 'zod';
import { endpoints } from '../endpoints.ts';
import { MAX_REFERENCE_NAME_LENGTH } from '../rules/reference-lists.ts';
import { defineCall } from './define-call.ts';
import { success } from './envelope.ts';
import { id, line } from './fields.ts';

// The console's reference data (docs/product.md#rule-120, #rule-121, #rule-122, #rule-123, docs/decisions.md#124): the
// lists of §3 Reference items in both languages, and the posts' tags, all under /backend/admin-api.

/** `:list` is any short text: an unknown list is answered 404, like an unknown id (docs/product.md#rule-28). */
const ZReferenceListParamsSchema = z.object({ list: z.string().max(64) });
const ZReferenceItemParamsSchema = z.object({ list: z.string().max(64), itemId: id });

const name = line(MAX_REFERENCE_NAME_LENGTH).min(1);

/**
 * A reference item as the organiser writes it: both names; a city also its country (ISO 3166-1
 * alpha-2, checked by the server against the country list); `position` orders the list (new items
 * go last unless told).
 */
export const ZReferenceItemRequestSchema = z.object({
  name_eng: name,
  name_jap: name,
  country_code: z
    .string()
    .regex(/^[A-Za-z]{2}$/)
    .optional(),
  position: z.number().int().min(0).max(100_000).optional(),
});
export type TReferenceItemRequest = z.input<typeof ZReferenceItemRequestSchema>;

const ZAdminReferenceItemSchema = z.object({
  _id: z.string(),
  name_eng: z.string(),
  name_jap: z.string(),
  position: z.number().int(),
  /** Cities only: the country's ISO 3166-1 alpha-2 code. */
  country_code: z.string().optional(),
  /**
   * What points at the item and goes with it when it is removed: users who chose it (interests,
   * interest events), users whose profile names the city, or posts of the media type.
   */
  in_use: z.number().int(),
});
export type TAdminReferenceItem = z.infer<typeof ZAdminReferenceItemSchema>;

export const ZAdminReferenceListReplySchema = success({ list: z.string(), items: z.array(ZAdminReferenceItemSchema) });
export const ZAdminReferenceItemReplySchema = success({ item: ZAdminReferenceItemSchema });
/** `affected`: the users (or, for a media type, the posts) the removal touched. */
export const ZAdminReferenceDeleteReplySchema = success({ affected: z.number().int() });

const ZAdminTagListQuerySchema = z.object({
  q: line(MAX_REFERENCE_NAME_LENGTH).default(''),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type TAdminTagListQuery = z.input<typeof ZAdminTagListQuerySchema>;
const ZAdminTagSchema = z.object({
  _id: z.string(),
  name: z.string(),
  /** Posts that carry it. */ posts: z.number().int(),
});
export type TAdminTag = z.infer<typeof ZAdminTagSchema>;
/** Tags whose name holds `q`, by name, ADMIN_TAGS_PAGE_SIZE (rules/reference-lists.ts) a page. */
export const ZAdminTagListReplySchema = success({
  tags: z.array(ZAdminTagSchema),
  page: z.number().int(),
  pages: z.number().int(),
  total: z.number().int(),
});

const ZTagIdParamsSchema = z.object({ tagId: id });
export const ZTagRenameRequestSchema = z.object({ name });
/** Moves every post of the tag to `into` and removes the tag. */
const ZTagMergeRequestSchema = z.object({ into: id });
export const ZAdminTagReplySchema = success({ tag: ZAdminTagSchema });
/** `posts`: the posts that lost the tag. */
const ZAdminTagDeleteReplySchema = success({ posts: z.number().int() });

export const adminReferenceCalls = {
  adminReferenceList: defineCall(endpoints.adminReferenceList, {
    params: ZReferenceListParamsSchema,
    reply: ZAdminReferenceListReplySchema,
    refusals: [404],
  }),
  adminReferenceCreate: defineCall(endpoints.adminReferenceCreate, {
    params: ZReferenceListParamsSchema,
    body: ZReferenceItemRequestSchema,
    reply: ZAdminReferenceItemReplySchema,
    refusals: [404, 409],
  }),
  adminReferenceUpdate: defineCall(endpoints.adminReferenceUpdate, {
    params: ZReferenceItemParamsSchema,
    body: ZReferenceItemRequestSchema,
    reply: ZAdminReferenceItemReplySchema,
    refusals: [404, 409],
  }),
  adminReferenceDelete: defineCall(endpoints.adminReferenceDelete, {
    params: ZReferenceItemParamsSchema,
    reply: ZAdminReferenceDeleteReplySchema,
    refusals: [404],
  }),
  adminTagList: defineCall(endpoints.adminTagList, {
    query: ZAdminTagListQuerySchema,
    reply: ZAdminTagListReplySchema,
  }),
  adminTagRename: defineCall(endpoints.adminTagRename, {
    params: ZTagIdParamsSchema,
    body: ZTagRenameRequestSchema,
    reply: ZAdminTagReplySchema,
    refusals: [404, 409],
  }),
  adminTagMerge: defineCall(endpoints.adminTagMerge, {
    params: ZTagIdParamsSchema,
    body: ZTagMergeRequestSchema,
    reply: ZAdminTagReplySchema,
    refusals: [404],
  }),
  adminTagDelete: defineCall(endpoints.adminTagDelete, {
    params: ZTagIdParamsSchema,
    reply: ZAdminTagDeleteReplySchema,
    refusals: [404],
  }),
};
