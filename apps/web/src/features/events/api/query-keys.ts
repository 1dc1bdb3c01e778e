/**
 * Every cache key of the events feature. They live in lib/event-keys.ts because the live feature
 * shares the event details and battle-list entries (one cache entry per call and event).
 */
export { eventKeys } from '@/lib/event-keys';
