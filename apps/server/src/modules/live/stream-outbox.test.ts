import { describe, expect, it, vi } from 'vitest';
import { asResponse, FakeViewer } from '../../test/fake-viewer.ts';
import { createStreamOutbox } from './stream-outbox.ts';

const bytes = (text: string) => new TextEncoder().encode(text);
const text = (viewer: FakeViewer) =>
  viewer.writes.map((chunk) => (typeof chunk === 'string' ? chunk : new TextDecoder().decode(chunk))).join('');

describe('the stream outbox', () => {
  it('writes each message as the same bytes to every viewer, in order, and counts the writes', () => {
    const outbox = createStreamOutbox({ sliceMs: 20, maxBufferedBytes: 1000 });
    const viewers = [new FakeViewer(), new FakeViewer()];
    const message = bytes('event: votes\ndata: {}\n\n');
    outbox.push('e1:votes:b1', viewers.map(asResponse), message);
    outbox.push('e1:snapshot:en', viewers.map(asResponse), bytes('event: snapshot\ndata: {}\n\n'));
    expect(viewers[0]!.writes[0]).toBe(viewers[1]!.writes[0]);
    expect(text(viewers[0]!)).toBe('event: votes\ndata: {}\n\nevent: snapshot\ndata: {}\n\n');
    expect(outbox.stats()).toEqual({ messages: 2, writes: 4, dropped: 0 });
  });

  it('drops a viewer whose unsent output is past the limit, and tells the meter what it delivered', () => {
    const meter = { sent: vi.fn(), dropped: vi.fn(), delivered: vi.fn() };
    const outbox = createStreamOutbox({ sliceMs: 20, maxBufferedBytes: 1000, meter });
    const [slow, quick] = [new FakeViewer(), new FakeViewer()];
    slow.writableLength = 5000;
    outbox.push('k', [asResponse(slow), asResponse(quick)], bytes('x'), performance.now());
    expect(slow.destroyed).toBe(true);
    expect(quick.writes).toHaveLength(1);
    expect(meter.dropped).toHaveBeenCalledTimes(1);
    expect(meter.sent).toHaveBeenCalledWith(1);
    expect(meter.delivered).toHaveBeenCalledTimes(1);
  });

  it('lets a newer message take the place of one with the same key not yet written to everyone', async () => {
    // No time to write more than one slice of 256 viewers per turn.
    const outbox = createStreamOutbox({ sliceMs: 0, maxBufferedBytes: 1 << 20 });
    const audience = Array.from({ length: 600 }, () => new FakeViewer());
    outbox.push('e1:votes:b1', audience.map(asResponse), bytes('old'));
    outbox.push('e1:votes:b1', audience.map(asResponse), bytes('new'));
    await vi.waitFor(() => expect(text(audience.at(-1)!)).toBe('new'));
    expect(text(audience[0]!)).toBe('oldnew');
  });
});
