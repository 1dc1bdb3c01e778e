import type { TEventBattles } from '@artclash/contract';
import { waitFor } from '@testing-library/react';
import { liveSnapshot } from './factories';
import { FakeEventSource } from './fake-event-source';

/**
 * Waits for the screen to open its live stream (screens are lazy), opens it and sends the event's
 * snapshot, as the server does on connect. `serverNow` defaults to this test's clock.
 */
export async function connectStream(
  event: TEventBattles,
  serverNow = new Date().toISOString(),
): Promise<FakeEventSource> {
  const source = await waitFor(() => {
    const open = FakeEventSource.live().at(-1);
    if (!open) throw new Error('The screen has not opened its live stream yet');
    return open;
  });
  source.open();
  source.send('snapshot', liveSnapshot(event, serverNow));
  return source;
}
