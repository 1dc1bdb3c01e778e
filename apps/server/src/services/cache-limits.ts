/** How long a process cache keeps what it read, how many entries it keeps, and its clock (tests set it). */
export interface CacheLimits {
  /** 0 keeps nothing. */
  ttlMs: number;
  maxEntries?: number;
  clock?: () => number;
}

/** Makes room for one more entry when the map is full: the oldest goes first (a Map keeps insertion order). */
export function makeRoom(entries: Map<string, unknown>, maxEntries: number): void {
  if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
}
