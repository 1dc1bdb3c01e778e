import { createServer, get, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
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

  it('serves the viewers a replaced message had not reached first, so newer messages never keep the end waiting', async () => {
    // One slice of 256 viewers per turn.
    const outbox = createStreamOutbox({ sliceMs: 0, maxBufferedBytes: 1 << 20 });
    const audience = Array.from({ length: 600 }, () => new FakeViewer());
    outbox.push('e1:votes:b1', audience.map(asResponse), bytes('old'));
    expect([text(audience[0]!), text(audience[300]!)]).toEqual(['old', '']);
    outbox.push('e1:votes:b1', audience.map(asResponse), bytes('new'));
    // Two turns later (one takes the older message out, the next writes a slice), the newer message has gone on from
    // where the older one stopped: the first viewers wait their turn.
    const turn = () => new Promise((resolve) => setImmediate(resolve));
    await turn();
    await turn();
    expect([text(audience[0]!), text(audience[300]!)]).toEqual(['old', 'new']);
    await vi.waitFor(() => expect(text(audience[0]!)).toBe('oldnew'));
    expect(audience.map(text).filter((written) => !written.endsWith('new'))).toEqual([]);
  });

  it('hands an HTTP/1.1 viewer’s bytes to its socket within the slice, not in a callback after it', async () => {
    const responses: ServerResponse[] = [];
    const server = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.flushHeaders();
      responses.push(response);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const clients = Array.from({ length: 3 }, () => get({ host: '127.0.0.1', port, path: '/' }));
    try {
      await vi.waitFor(() => expect(responses).toHaveLength(3));
      await new Promise((resolve) => setImmediate(resolve));
      const outbox = createStreamOutbox({ sliceMs: 20, maxBufferedBytes: 1 << 20 });
      outbox.push('k', responses, bytes('data: {}\n\n'));
      // Still in the same turn: no socket is left corked with the message waiting in it.
      expect(responses.map((response) => [response.socket!.writableCorked, response.socket!.writableLength])).toEqual([
        [0, 0],
        [0, 0],
        [0, 0],
      ]);
    } finally {
      for (const client of clients) client.destroy();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
