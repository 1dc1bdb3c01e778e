import { z } from 'zod';
import { ZAccountTypeSchema, ZRoleSchema } from './auth.ts';
import { endpoints } from '../endpoints.ts';
import { defineCall } from './define-call.ts';
import { success } from './envelope.ts';
import { id } from './fields.ts';
import { ZImageMetaSchema } from './images.ts';

/** §3 User details: the signed-in user's own account (get_user/{userId}); names of chosen options in the reply language. */
export const ZUserDetailsSchema = z.object({
  _id: z.string(),
  username: z.string(),
  nickname: z.string(),
  email: z.string(),
  country: z.string(),
  city: z.string(),
  instagram_link: z.string(),
  twitter_link: z.string(),
  website_link: z.string(),
  school: z.string(),
  team_name: z.string(),
  bio: z.string(),
  profileImage: z.string(),
  /** How the account signs in: 'login', 'google_login' or 'line_login'. */
  status: z.string(),
  type: ZAccountTypeSchema,
  role: ZRoleSchema,
  art_types: z.array(z.object({ _id: z.string(), art_type: z.string() })),
  art_works: z.array(z.object({ _id: z.string(), art_work: z.string() })),
  participates: z.array(z.object({ _id: z.string(), participate: z.string() })),
  communicates: z.array(z.object({ _id: z.string(), communicate: z.string() })),
  /** Park users' chosen interest events (§2.7 select-events). */
  event_interests: z.array(z.object({ _id: z.string(), name: z.string() })),
  /** Widths of an uploaded profile image for srcset; null for a provider's URL or none (docs/decisions.md#132). */
  profileImageMeta: ZImageMetaSchema.nullable(),
  /** My Profile's counts (docs/product.md#rule-9): the user's posts, and the profile's views (#rule-137). */
  uploads: z.number().int(),
  views: z.number().int(),
});
export type TUserDetails = z.infer<typeof ZUserDetailsSchema>;

const ZGetUserParamsSchema = z.object({ userId: id });
export const ZGetUserReplySchema = success({ data: ZUserDetailsSchema });

export const userDetailsCalls = {
  getUser: defineCall(endpoints.getUser, {
    params: ZGetUserParamsSchema,
    reply: ZGetUserReplySchema,
    refusals: [401, 403, 404],
  }),
};
