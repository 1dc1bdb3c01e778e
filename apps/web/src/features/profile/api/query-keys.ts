/**
 * The cache keys of the profile screens' data (the signed-in user's own details are `userKeys` of
 * lib/accounts, since the header shows them too). The query client adds the interface language.
 */
export const profileKeys = {
  all: ['profile'] as const,
  participatedEvents: (userId: string) => [...profileKeys.all, 'participated-events', userId] as const,
  pastVoting: (userId: string) => [...profileKeys.all, 'past-voting', userId] as const,
  eventHistory: (userId: string) => [...profileKeys.all, 'event-history', userId] as const,
  publicProfile: (userId: string) => [...profileKeys.all, 'public', userId] as const,
};

/** The country and city lists: outside `profileKeys.all`, so a saved profile does not load them again. */
export const placeKeys = {
  all: ['places'] as const,
  countries: () => [...placeKeys.all, 'countries'] as const,
  cities: (country: string) => [...placeKeys.all, 'cities', country] as const,
};

/** The interest option lists (§3 Reference items): outside `profileKeys.all` too. */
export const optionKeys = {
  all: ['interest-options'] as const,
  list: (section: string) => [...optionKeys.all, section] as const,
};
