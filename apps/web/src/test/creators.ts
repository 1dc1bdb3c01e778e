import {
  ZGetUserReplySchema,
  ZMediaTypeListReplySchema,
  ZTagListReplySchema,
  ZUserPostReplySchema,
  ZUserPostListReplySchema,
  ZUserPostSchema,
  type TUserDetails,
  type TUserPost,
} from '@artclash/contract';
import type { Session } from '@/lib/session';
import { buildSessionUser, buildUserDetails } from './accounts';

// Profile and post replies go through the contract's schemas, so a fixture cannot drift from the server's shape.

let sequence = 0;

/** A signed-in artist (the owner of the profile screens in tests). */
export const artistSession: Session = { ...buildSessionUser({ _id: 'u1', type: 'artist' }), token: 'jwt' };

export const userDetailsReply = (overrides: Partial<TUserDetails> = {}) =>
  ZGetUserReplySchema.parse({
    status: 1,
    message: 'ok',
    data: buildUserDetails({ _id: 'u1', username: 'mika', type: 'artist', ...overrides }),
  });

/** A Public post with three stored widths (docs/decisions.md#132). */
export function buildPost(overrides: Partial<TUserPost> = {}): TUserPost {
  const id = `post-${++sequence}`;
  return ZUserPostSchema.parse({
    _id: id,
    user: { _id: 'u1', username: 'mika', profileImage: '' },
    title: `Sketch ${id}`,
    image: `uploads/posts/${id}-1280.webp`,
    image_meta: {
      width: 1280,
      height: 960,
      sizes: [320, 640, 1280].map((width) => ({ path: `uploads/posts/${id}-${width}.webp`, width })),
    },
    mediatype: { _id: 'media-1', name: 'Digital' },
    other: '',
    software_tools: 'Procreate',
    tags: [{ _id: 'tag-1', name: 'city' }],
    date_creation: '2026-11-01',
    description: 'A night street.',
    collaboration_credits: 'Solo',
    intended_message: '',
    project_context: '',
    skill_level: '',
    visibility_settings: 'Public',
    licensing_reuse_rights: 'All rights reserved',
    draft: false,
    createdAt: '2026-11-02T10:00:00.000Z',
    updatedAt: '2026-11-02T10:00:00.000Z',
    ...overrides,
  });
}

/** A post image at signed addresses, as a post that is not Public has it (docs/decisions.md#134). */
export const signedPostImage = (postId: string): Pick<TUserPost, 'image' | 'image_meta'> => ({
  image: `api/post-image/${postId}/k-640.webp?exp=1&sig=abc`,
  image_meta: {
    width: 640,
    height: 900,
    sizes: [
      { path: `api/post-image/${postId}/k-320.webp?exp=1&sig=def`, width: 320 },
      { path: `api/post-image/${postId}/k-640.webp?exp=1&sig=abc`, width: 640 },
    ],
  },
});

export const postListReply = (posts: TUserPost[]) =>
  ZUserPostListReplySchema.parse({ status: 1, message: 'ok', data: posts });

export const mediaTypesReply = (names: string[]) =>
  ZMediaTypeListReplySchema.parse({
    status: 1,
    message: 'ok',
    data: names.map((name, i) => ({ _id: `media-${i + 1}`, name })),
  });

export const tagsReply = (names: string[]) =>
  ZTagListReplySchema.parse({
    status: 1,
    message: 'ok',
    data: names.map((name, i) => ({ _id: `tag-${i + 1}`, name })),
  });

export const postReply = (post: TUserPost, message = 'Post created successfully') =>
  ZUserPostReplySchema.parse({ status: 1, message, data: post });
