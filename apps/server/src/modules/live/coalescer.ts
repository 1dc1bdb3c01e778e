/** What changed in an event since its last message: everything, or only these battles' votes. */
export interface Dirty {
  full: boolean;
  votes: Set<string>;
  /** When the oldest vote change not yet sent arrived (performance.now()), for the vote-to-screen time. */
  votesSince?: number;
}

export interface CoalescerOptions {
  /** How long to gather an event's changes before one flush: the window can widen with the audience. */
  windowMs(eventId: string): number;
  /** Sends what changed; a failure marks the event fully changed, and it is tried again after the next window. */
  flush(eventId: string, dirty: Dirty): Promise<void>;
}

/**
 * Merges an event's changes within a window into one flush (docs/product.md §7 live stream: ≤ 100 ms).
 * An event flushes once at a time; changes that arrive during a flush gather for the next one. Votes
 * of a battle stay votes only until something else changes: then the whole event is sent.
 */
export function createCoalescer({ windowMs, flush }: CoalescerOptions) {
  const events = new Map<string, { dirty: Dirty; timer?: NodeJS.Timeout; flushing?: Promise<void> }>();
  let closed = false;

  function schedule(eventId: string) {
    const state = events.get(eventId)!;
    if (state.timer || state.flushing) return;
    state.timer = setTimeout(() => {
      state.timer = undefined;
      const { dirty } = state;
      state.dirty = { full: false, votes: new Set() };
      state.flushing = flush(eventId, dirty)
        .catch(() => {
          // The database failed us: the next change, or the viewers' reconnect, tries again.
          state.dirty.full = true;
        })
        .finally(() => {
          state.flushing = undefined;
          // Closed while this flush ran: nothing more is sent.
          if (events.get(eventId) !== state) return;
          if (state.dirty.full || state.dirty.votes.size > 0) schedule(eventId);
          else events.delete(eventId);
        });
    }, windowMs(eventId));
  }

  return {
    /** A change to the event: a battle's votes, or (without a battle) anything else. */
    mark(eventId: string, votesOf?: string) {
      if (closed) return;
      let state = events.get(eventId);
      if (!state) events.set(eventId, (state = { dirty: { full: false, votes: new Set() } }));
      if (votesOf !== undefined && !state.dirty.full) {
        state.dirty.votes.add(votesOf);
        state.dirty.votesSince ??= performance.now();
      } else state.dirty.full = true;
      schedule(eventId);
    },
    /** Stops every pending flush (server shutdown). */
    close() {
      closed = true;
      for (const state of events.values()) clearTimeout(state.timer);
      events.clear();
    },
  };
}
