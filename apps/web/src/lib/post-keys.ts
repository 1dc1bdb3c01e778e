/**
 * The cache keys of posts, shared by the profile screens (a user's Posts tab) and the post screens
 * (docs/product.md §2.9, §2.10): a new, changed or deleted post invalidates the lists that show it.
 * The query client adds the interface language to each key (app/query-client.ts).
 */
export const postKeys = {
  all: ['posts'] as const,
  byUser: (userId: string) => [...postKeys.all, 'user', userId] as const,
  details: (postId: string) => [...postKeys.all, 'details', postId] as const,
};

/** The post form's option lists (media types, tags): outside `postKeys.all`, refreshed when a post may have added a tag. */
export const postOptionKeys = {
  all: ['post-options'] as const,
  mediaTypes: () => [...postOptionKeys.all, 'media-types'] as const,
  tags: () => [...postOptionKeys.all, 'tags'] as const,
};
