import type { TEventBattles } from '@artclash/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eventKeys } from '@/lib/event-keys';
import { i18n } from '@/lib/i18n';
import { buildBattle, buildEvent, eventBattles, eventBattlesReply, liveSnapshot, liveVotes } from '@/test/factories';
import { FakeEventSource, stubEventSource } from '@/test/fake-event-source';
import { on, stubFetch } from '@/test/fetch-stub';
import { createTestQueryClient } from '@/test/render';
import { advance } from '@/test/timers';
import { useLiveEvent } from './use-live-event';

const LOCAL = Date.parse('2026-12-05T12:30:00.000Z');
const SERVER_NOW = new Date(LOCAL).toISOString();
const event = buildEvent();
const first = buildBattle({ battle_status: 'live', votes: { Player1: 1, Player2: 0 } });
const second = buildBattle({ battle_status: null });
const listed = eventBattles(event, [first, second]);

function renderLive() {
  const queryClient = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const view = renderHook(() => useLiveEvent(event._id), { wrapper });
  return { ...view, queryClient };
}

const CHANGES = `/backend/api/live/${event._id}/changes`;
/** The polls made: the battle list whole (EventByAllBattle), or what changed since the entry shown (liveChanges). */
const battleListRequests = (requests: { url: URL }[]) =>
  requests.filter(
    ({ url }) => url.pathname === `/backend/api/EventByAllBattle/${event._id}` || url.pathname === CHANGES,
  ).length;
/** The polling calls answered: the list whole by EventByAllBattle, and nothing changed since by liveChanges. */
const polls = (reply: ReturnType<typeof eventBattlesReply>) => [
  on(`/backend/api/EventByAllBattle/${event._id}`, { body: reply }),
  on(CHANGES, { body: { status: 1, message: 'ok', seq: reply.seq, serverNow: reply.serverNow, votes: [] } }),
];

describe('the live client (docs/product.md §2.8, §7.3)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: LOCAL });
    stubEventSource();
  });
  afterEach(() => void vi.useRealTimers());

  it('opens the stream in the interface language and writes each snapshot into the battle list entry', async () => {
    const { requests } = stubFetch();
    const { result, queryClient } = renderLive();
    const source = FakeEventSource.latest();
    expect(source.url).toBe(`/backend/api/live/${event._id}?lang=en`);
    expect(result.current.feed).toBe('connecting');

    source.open();
    source.send('snapshot', liveSnapshot(listed));
    expect(result.current.feed).toBe('stream');
    expect(result.current.battles?.battles.map((b) => b._id)).toEqual([first._id, second._id]);
    expect(queryClient.getQueryData<TEventBattles>(eventKeys.battles(event._id))).toEqual(listed);

    await advance(5000);
    expect(requests).toHaveLength(0);
  });

  it('patches only the named battle on a votes message', async () => {
    stubFetch();
    const { result } = renderLive();
    const source = FakeEventSource.latest();
    source.open();
    source.send('snapshot', liveSnapshot(listed));
    source.send('votes', liveVotes(first._id, 7, 3));
    await advance(10);
    const [one, two] = result.current.battles!.battles;
    expect(one!.votes).toEqual({ Player1: 7, Player2: 3 });
    expect(two!.votes).toEqual(second.votes);
    expect(one!.battle_name).toBe(first.battle_name);
  });

  it('leaves alone a message older than the entry it shows (docs/decisions.md#426)', async () => {
    stubFetch();
    const { result } = renderLive();
    const source = FakeEventSource.latest();
    source.open();
    source.send('snapshot', liveSnapshot(listed), 10);
    source.send('votes', liveVotes(first._id, 7, 3), 12);
    // Published by another process before the one above, and arriving after it.
    source.send('votes', liveVotes(first._id, 6, 3), 11);
    await advance(10);
    expect(result.current.battles!.battles[0]!.votes).toEqual({ Player1: 7, Player2: 3 });
    expect(result.current.feed).toBe('stream');
    source.send('votes', liveVotes(first._id, 8, 3), 12);
    await advance(10);
    expect(result.current.battles!.battles[0]!.votes).toEqual({ Player1: 8, Player2: 3 });
  });

  it('asks for the stream in Japanese when the interface is Japanese', async () => {
    await i18n.changeLanguage('ja');
    stubFetch();
    renderLive();
    expect(FakeEventSource.latest().url).toBe(`/backend/api/live/${event._id}?lang=ja`);
  });

  it('keeps the server-clock offset from serverNow (docs/product.md#rule-14)', () => {
    stubFetch();
    const { result } = renderLive();
    const source = FakeEventSource.latest();
    source.open();
    source.send('snapshot', liveSnapshot(listed, new Date(LOCAL + 4000).toISOString()));
    expect(result.current.clock.offset).toBe(4000);
    expect(result.current.clock.now()).toBe(LOCAL + 4000);
  });

  it('polls EventByAllBattle every second while the stream is down, and stops when it is back', async () => {
    const { requests } = stubFetch(...polls(eventBattlesReply(event, [first, second])));
    const { result } = renderLive();
    const source = FakeEventSource.latest();
    source.open();
    source.send('snapshot', liveSnapshot(listed));

    // A network loss: the browser reconnects the same EventSource by itself.
    source.fail({ retrying: true });
    expect(result.current.feed).toBe('polling');
    await advance(1000);
    expect(battleListRequests(requests)).toBe(1);
    await advance(3000);
    expect(battleListRequests(requests)).toBe(4);
    expect(FakeEventSource.instances).toHaveLength(1);

    source.open();
    expect(result.current.feed).toBe('stream');
    await advance(5000);
    expect(battleListRequests(requests)).toBe(4);
  });

  it('opens a new stream from the last id it saw; `unchanged` keeps the screen as it is, with the stream up (docs/decisions.md#415)', async () => {
    const { requests } = stubFetch(...polls(eventBattlesReply(event, [first, second], SERVER_NOW, 8)));
    const { result } = renderLive();
    FakeEventSource.latest().open();
    FakeEventSource.latest().send('snapshot', liveSnapshot(listed), 5);
    FakeEventSource.latest().send('votes', liveVotes(first._id, 7, 3), 8);
    // A server restart: the browser gives up, the screen opens a new stream from where it is.
    FakeEventSource.latest().fail({ retrying: false });
    await advance(1000);
    const again = FakeEventSource.latest();
    expect(again.url).toBe(`/backend/api/live/${event._id}?lang=en&since=8`);
    again.open();
    again.send('unchanged', { serverNow: SERVER_NOW }, 8);
    expect(result.current.feed).toBe('stream');
    expect(result.current.battles!.battles[0]!.votes).toEqual({ Player1: 7, Player2: 3 });
    // Nothing more to wait for: the stream is up, so nothing is polled.
    const polled = battleListRequests(requests);
    await advance(6000);
    expect(result.current.feed).toBe('stream');
    expect(battleListRequests(requests)).toBe(polled);
  });

  it('polls only what changed since the entry the screen shows, and a new language starts whole', async () => {
    const changes = CHANGES;
    const { requests } = stubFetch(
      on(changes, {
        body: { status: 1, message: 'ok', seq: 9, serverNow: SERVER_NOW, votes: [liveVotes(first._id, 4, 4)] },
      }),
    );
    const { result } = renderLive();
    FakeEventSource.latest().open();
    FakeEventSource.latest().send('snapshot', liveSnapshot(listed), 6);
    FakeEventSource.latest().fail({ retrying: true });
    await advance(1000);
    await advance(10);
    const asked = requests.filter(({ url }) => url.pathname === changes).map(({ url }) => url.search);
    expect(asked).toEqual(['?since=6&lang=en']);
    expect(result.current.battles!.battles.map((battle) => battle.votes)).toEqual([
      { Player1: 4, Player2: 4 },
      second.votes,
    ]);
    await advance(1000);
    expect(requests.filter(({ url }) => url.pathname === changes).at(-1)!.url.search).toBe('?since=9&lang=en');
  });

  it('takes the clock from the polled replies too', async () => {
    const reply = eventBattlesReply(event, [first], new Date(LOCAL + 2000).toISOString());
    stubFetch(...polls(reply));
    const { result } = renderLive();
    FakeEventSource.latest().fail({ retrying: false });
    await advance(10);
    expect(result.current.battles?.battles).toHaveLength(1);
    expect(result.current.clock.offset).toBe(2000);
  });

  it('opens a new stream when the browser gives up (a server restart), with a growing wait', async () => {
    stubFetch(...polls(eventBattlesReply(event, [first])));
    const { result } = renderLive();
    FakeEventSource.latest().open();
    FakeEventSource.latest().fail({ retrying: false });
    expect(result.current.feed).toBe('polling');

    await advance(999);
    expect(FakeEventSource.instances).toHaveLength(1);
    await advance(1);
    expect(FakeEventSource.instances).toHaveLength(2);

    FakeEventSource.latest().fail({ retrying: false });
    await advance(1999);
    expect(FakeEventSource.instances).toHaveLength(2);
    await advance(1);
    expect(FakeEventSource.instances).toHaveLength(3);

    FakeEventSource.latest().open();
    FakeEventSource.latest().send('snapshot', liveSnapshot(listed));
    expect(result.current.feed).toBe('stream');
    expect(result.current.battles?.battles).toHaveLength(2);
    expect(FakeEventSource.live()).toHaveLength(1);
  });

  it('reconnects at once when the device comes back online or the tab becomes visible', async () => {
    stubFetch(...polls(eventBattlesReply(event, [first])));
    renderLive();
    FakeEventSource.latest().fail({ retrying: false });
    act(() => void window.dispatchEvent(new Event('online')));
    expect(FakeEventSource.instances).toHaveLength(2);
    expect(FakeEventSource.live()).toHaveLength(1);

    FakeEventSource.latest().fail({ retrying: false });
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect(FakeEventSource.instances).toHaveLength(3);

    // An open stream is left alone.
    FakeEventSource.latest().open();
    act(() => void window.dispatchEvent(new Event('online')));
    expect(FakeEventSource.instances).toHaveLength(3);
  });

  it('stops trying for an event that does not exist', async () => {
    const { requests } = stubFetch(
      on(`/backend/api/EventByAllBattle/${event._id}`, {
        status: 404,
        body: { status: 0, message: 'Event data not found' },
      }),
    );
    const { queryClient } = renderLive();
    FakeEventSource.latest().fail({ retrying: false });
    await advance(10);
    expect(queryClient.getQueryState(eventKeys.battles(event._id))?.error?.message).toBe('Event data not found');
    await advance(10_000);
    expect(battleListRequests(requests)).toBe(1);
    expect(FakeEventSource.instances.length).toBeLessThanOrEqual(2);
  });

  it('polls around a stream that opens but sends nothing (a buffering proxy), until its first snapshot', async () => {
    const { requests } = stubFetch(...polls(eventBattlesReply(event, [first])));
    const { result } = renderLive();
    const source = FakeEventSource.latest();
    source.open();
    await advance(4990);
    expect(result.current.feed).toBe('stream');
    expect(battleListRequests(requests)).toBe(0);
    await advance(20);
    expect(result.current.feed).toBe('polling');
    expect(battleListRequests(requests)).toBe(1);
    await advance(10);
    expect(result.current.battles?.battles).toHaveLength(1);

    source.send('snapshot', liveSnapshot(listed));
    expect(result.current.feed).toBe('stream');
    await advance(3000);
    expect(battleListRequests(requests)).toBe(1);
    expect(result.current.battles?.battles).toHaveLength(2);
  });

  it('closes the stream when the screen closes', () => {
    stubFetch();
    const { unmount } = renderLive();
    const source = FakeEventSource.latest();
    unmount();
    expect(source.closed).toBe(true);
  });

  it('polls when the browser has no EventSource', async () => {
    vi.unstubAllGlobals();
    const { requests } = stubFetch(...polls(eventBattlesReply(event, [first])));
    const { result } = renderLive();
    expect(result.current.feed).toBe('polling');
    await advance(10);
    expect(result.current.battles?.battles).toHaveLength(1);
    await advance(1990);
    expect(battleListRequests(requests)).toBe(3);
  });
});
