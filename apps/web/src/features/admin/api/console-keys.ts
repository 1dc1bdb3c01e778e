import type {
  TAdminAccountListQuery,
  TAdminEventListQuery,
  TAdminTagListQuery,
  TReferenceList,
} from '@artclash/contract';

/** The console's cache keys; the battle list is the shared `eventKeys.battles` entry the live stream writes. */
export const consoleKeys = {
  all: ['console'] as const,
  events: (query: TAdminEventListQuery) => [...consoleKeys.all, 'events', query] as const,
  event: (eventId: string) => [...consoleKeys.all, 'event', eventId] as const,
  roulette: (eventId: string) => [...consoleKeys.all, 'roulette', eventId] as const,
  report: (eventId: string) => [...consoleKeys.all, 'report', eventId] as const,
  voteChecks: (eventId: string) => [...consoleKeys.all, 'vote-checks', eventId] as const,
  users: (q: string) => [...consoleKeys.all, 'users', q] as const,
  accounts: (query: TAdminAccountListQuery) => [...consoleKeys.all, 'accounts', query] as const,
  embed: (html: string) => [...consoleKeys.all, 'embed', html] as const,
  reference: (list: TReferenceList) => [...consoleKeys.all, 'reference', list] as const,
  tags: (query?: TAdminTagListQuery) => [...consoleKeys.all, 'tags', ...(query ? [query] : [])] as const,
  countries: () => [...consoleKeys.all, 'countries'] as const,
};
