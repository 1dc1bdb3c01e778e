import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { buildBattle, buildEvent, eventBattles, eventBattlesReply, liveSnapshot } from '@/test/factories';
import { FakeEventSource, stubEventSource } from '@/test/fake-event-source';
import { stubFetch } from '@/test/fetch-stub';
import { createTestQueryClient } from '@/test/render';
import { useLiveEvent } from './use-live-event';

// A first visit's page of a live screen, as the server sends it (docs/decisions.md#191): the event's battle
// list, read while the server made the page — here 4 s ahead of this device's clock.
const event = buildEvent();
const battle = buildBattle({ battle_status: 'live', votes: { Player1: 3, Player2: 1 } });
const other = buildEvent();
const navigation = { requestStart: 100, responseStart: 300 };
const readAt = performance.timeOrigin + (navigation.requestStart + navigation.responseStart) / 2;
const block = document.createElement('script');
block.type = 'application/json';
block.id = 'first-replies';
block.textContent = JSON.stringify({
  language: 'en',
  replies: {
    [`/backend/api/EventByAllBattle/${event._id}`]: eventBattlesReply(
      event,
      [battle],
      new Date(readAt + 4000).toISOString(),
    ),
    [`/backend/api/EventByAllBattle/${other._id}`]: eventBattlesReply(other, [], new Date(readAt).toISOString()),
  },
});
document.body.append(block);

function renderLive(eventId: string) {
  const queryClient = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(() => useLiveEvent(eventId), { wrapper });
}

describe("a live screen's first battle list comes with the page (docs/decisions.md#191)", () => {
  beforeEach(() => {
    stubEventSource();
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([navigation as unknown as PerformanceEntry]);
  });
  afterEach(() => void vi.restoreAllMocks());

  it("is shown at the first render, before the stream says anything, with the clock set from the page's round trip", async () => {
    await i18n.changeLanguage('en');
    const { requests } = stubFetch();
    const { result } = renderLive(event._id);
    expect(result.current.feed).toBe('connecting');
    expect(result.current.battles?.battles.map((b) => b.votes)).toEqual([{ Player1: 3, Player2: 1 }]);
    // Read at the midpoint of the navigation's request and first byte, 4 s ahead of this device.
    expect(result.current.clock.offset).toBeCloseTo(4000, -1);
    expect(requests).toHaveLength(0);
  });

  it('is used once: another screen of the event waits for its stream', async () => {
    await i18n.changeLanguage('en');
    stubFetch();
    expect(renderLive(event._id).result.current.battles).toBeUndefined();
  });

  it("is left for the stream when the app starts in another language than the page's", async () => {
    await i18n.changeLanguage('ja');
    stubFetch();
    const { result } = renderLive(other._id);
    expect(result.current.battles).toBeUndefined();
    FakeEventSource.latest().open();
    FakeEventSource.latest().send('snapshot', liveSnapshot(eventBattles(other, [])));
    await vi.waitFor(() => expect(result.current.battles?._id).toBe(other._id));
  });
});
