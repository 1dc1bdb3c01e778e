import type { Interval, THomeCity } from '@artclash/contract';

/**
 * The cache keys of event data, shared by the events and live features: the live client writes its
 * stream into the same battle-list entry the results screen and the polling read
 * (docs/product.md §2.8). The query client adds the interface language to each key
 * (app/query-client.ts), since replies are localised.
 */
export const eventKeys = {
  all: ['events'] as const,
  upcoming: () => [...eventKeys.all, 'upcoming'] as const,
  past: (city: THomeCity) => [...eventKeys.all, 'past', city] as const,
  inRange: (range: Interval) => [...eventKeys.all, 'all', range.start.toISOString(), range.end.toISOString()] as const,
  details: (eventId: string) => [...eventKeys.all, 'details', eventId] as const,
  battles: (eventId: string) => [...eventKeys.all, 'battles', eventId] as const,
  voteLog: (eventId: string) => [...eventKeys.all, 'voteLog', eventId] as const,
  curves: (eventId: string) => [...eventKeys.all, 'curves', eventId] as const,
  record: (eventId: string) => [...eventKeys.all, 'record', eventId] as const,
};
