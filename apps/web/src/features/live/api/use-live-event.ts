import type { Language, TEventBattles, TLiveSnapshot, TLiveUnchanged, TLiveVotes } from '@artclash/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { callUrl, isNotFound } from '@/lib/api-client';
import { eventKeys } from '@/lib/event-keys';
import { useLanguage } from '@/lib/use-language';
import { LIVE_POLL_MS, liveEventBattlesFromPage, pollLiveEvent, withCounts } from './get-event-battles';
import { ServerClock } from './server-clock';

/** Waits before reopening a stream the browser gave up on (a refused reconnect): doubling, at most 30 s. */
const STREAM_RETRY_MIN_MS = 1000;
const STREAM_RETRY_MAX_MS = 30_000;
/**
 * The server sends a snapshot at once on connect. A stream that has said nothing after this long
 * (a proxy holding the response back) counts as down until its first snapshot arrives.
 */
const STREAM_FIRST_SNAPSHOT_MS = 5000;

/** How the screen is fed: the stream, the fallback polling while the stream is down, or neither yet. */
type LiveFeed = 'connecting' | 'stream' | 'polling';

const hasEventSource = () => typeof EventSource !== 'undefined';

/** A message's data, or undefined when it is not JSON (the server's schema is trusted, docs/decisions.md#44). */
function dataOf<T>(event: Event): T | undefined {
  try {
    return JSON.parse(String((event as MessageEvent).data)) as T;
  } catch {
    return undefined;
  }
}

/**
 * Where a live screen is in its event's log: the last entry it has seen (a message's `id:`, a poll's `seq`), in the
 * language its battle list is in (docs/decisions.md#415). A stream or a poll asks from there for only what it missed.
 */
class LivePosition {
  private seen?: { language: Language; seq: number };
  /** The entry the screen shows in `language`, if it shows the battle list in that language. */
  in(language: Language): number | undefined {
    return this.seen?.language === language ? this.seen.seq : undefined;
  }
  see(language: Language, seq: unknown): void {
    const entry = Number(seq);
    if (seq !== '' && Number.isInteger(entry) && entry >= 0) this.seen = { language, seq: entry };
  }
  /**
   * Whether a message of entry `seq` is older than what the screen shows: in a deployment, the processes publish
   * their own changes, and one may arrive after a newer one (docs/decisions.md#426).
   */
  behind(language: Language, seq: unknown): boolean {
    const shown = this.in(language);
    return shown !== undefined && seq !== '' && Number(seq) < shown;
  }
}

/**
 * The live client of one open live screen (docs/product.md §2.8, §7.3). It opens the event's
 * Server-Sent Events stream and writes every `snapshot` into the same cache entry that
 * EventByAllBattle fills (eventKeys.battles), patches a battle's counts on `votes`, and keeps the
 * server-clock offset (docs/product.md#rule-14).
 *
 * While the stream is down it polls EventByAllBattle every second. The browser reconnects an
 * EventSource by itself after a dropped connection, and after the server ends a stream at its
 * lifetime; when it gives up (a refused connect: a 502 while the server restarts, a 503 while the
 * stream is at its caps, docs/decisions.md#315) this hook opens a new one with a growing wait, at once when the
 * device comes back online or the tab becomes visible again. The polling stops as soon as the
 * stream is open again. A stream that opens but sends no snapshot within 5 s is polled around too.
 */
export function useLiveEvent(eventId: string) {
  const queryClient = useQueryClient();
  const { language } = useLanguage();
  const [clock] = useState(() => new ServerClock());
  const [position] = useState(() => new LivePosition());
  const [streamUp, setStreamUp] = useState<boolean | null>(null);
  const feed: LiveFeed = !hasEventSource() || streamUp === false ? 'polling' : streamUp ? 'stream' : 'connecting';

  const query = useQuery({
    queryKey: eventKeys.battles(eventId),
    queryFn: async ({ signal }) => {
      const since = position.in(language);
      const event = queryClient.getQueryData<TEventBattles>(eventKeys.battles(eventId));
      const shown = since !== undefined && event ? { event, seq: since } : undefined;
      const polled = await pollLiveEvent(eventId, clock, { language, shown }, signal);
      position.see(language, polled.seq);
      return polled.event;
    },
    // A first visit's page carries the battle list: the screen shows it while the stream connects.
    initialData: () => {
      const fromPage = liveEventBattlesFromPage(eventId, language, clock);
      if (fromPage) position.see(language, fromPage.seq);
      return fromPage?.event;
    },
    // The stream's snapshot fills the entry while it is up; polling only while it is down.
    enabled: feed === 'polling',
    refetchInterval: (current) => (feed === 'polling' && !isNotFound(current.state.error) ? LIVE_POLL_MS : false),
    staleTime: LIVE_POLL_MS,
    // A failed poll leaves the last battle list on screen without a toast (app/query-client.ts).
    meta: { quietWhenShown: true },
  });

  useEffect(() => {
    if (!hasEventSource()) return;
    const key = eventKeys.battles(eventId);
    let source: EventSource | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let silent: ReturnType<typeof setTimeout> | undefined;
    let wait = STREAM_RETRY_MIN_MS;

    const unknownEvent = () => isNotFound(queryClient.getQueryState(key)?.error);

    function connect() {
      clearTimeout(retry);
      retry = undefined;
      source?.close();
      // A new stream starts from the entry the screen shows (the browser's own reconnects send it as Last-Event-ID).
      const since = position.in(language);
      const current = new EventSource(
        callUrl('liveEvent', { params: { eventId }, query: { lang: language, ...(since !== undefined && { since }) } }),
      );
      source = current;
      clearTimeout(silent);
      silent = setTimeout(() => setStreamUp(false), STREAM_FIRST_SNAPSHOT_MS);
      current.onopen = () => {
        wait = STREAM_RETRY_MIN_MS;
        setStreamUp(true);
      };
      /** Every message says the stream is up and where the screen now is; `apply` sets what it brings. */
      function on<T extends { serverNow: string }>(name: string, apply: (data: T) => void) {
        current.addEventListener(name, (message) => {
          const data = dataOf<T>(message);
          if (!data) return;
          const { lastEventId } = message as MessageEvent;
          clearTimeout(silent);
          clock.observe(data.serverNow);
          if (!position.behind(language, lastEventId)) {
            apply(data);
            position.see(language, lastEventId);
          }
          setStreamUp(true);
        });
      }
      on<TLiveSnapshot>('snapshot', ({ event }) => queryClient.setQueryData<TEventBattles>(key, event));
      on<TLiveVotes>('votes', (votes) =>
        queryClient.setQueryData<TEventBattles>(key, (event) => event && withCounts(event, votes)),
      );
      on<TLiveUnchanged>('unchanged', () => undefined);
      current.onerror = () => {
        if (source !== current) return;
        setStreamUp(false);
        // CONNECTING: the browser retries by itself. CLOSED: it gave up, so this hook tries again.
        if (current.readyState === EventSource.CLOSED) scheduleRetry();
      };
    }

    function scheduleRetry() {
      if (retry !== undefined || unknownEvent()) return;
      retry = setTimeout(connect, wait);
      wait = Math.min(wait * 2, STREAM_RETRY_MAX_MS);
    }

    const onOnline = () => {
      if (source?.readyState !== EventSource.OPEN) connect();
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible' && source?.readyState === EventSource.CLOSED) connect();
    };

    connect();
    window.addEventListener('online', onOnline);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearTimeout(retry);
      clearTimeout(silent);
      source?.close();
      source = undefined;
      window.removeEventListener('online', onOnline);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [eventId, language, clock, position, queryClient]);

  return { query, battles: query.data, clock, feed };
}
