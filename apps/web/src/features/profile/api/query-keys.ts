/**
 * The cache keys of the profile screens' data (the signed-in user's own details are `userKeys` of
 * lib/accounts, since the header shows them too). The query client adds the interface language.
 */
export const profileKeys = {
  all: ['profile'] as const,
  posts: (userId: string) => [...profileKeys.all, 'posts', userId] as const,
  participatedEvents: (userId: string) => [...profileKeys.all, 'participated-events', userId] as const,
  publicProfile: (userId: string) => [...profileKeys.all, 'public', userId] as const,
};
