import { afterEach, describe, expect, it, vi } from 'vitest';
import { asResponse, FakeViewer } from '../../test/fake-viewer.ts';
import { createStreamWriter } from './stream-writer.ts';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('the stream writer', () => {
  afterEach(() => vi.useRealTimers());

  it('opens a stream with its headers and reconnect delay, and counts its viewers until they leave', () => {
    const writer = createStreamWriter();
    const [en, ja, other] = [new FakeViewer(), new FakeViewer(), new FakeViewer()];
    writer.open('e1', 'en', asResponse(en));
    writer.open('e1', 'ja', asResponse(ja));
    writer.open('e2', 'en', asResponse(other));
    expect(en.head).toEqual({
      status: 200,
      headers: {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        'x-accel-buffering': 'no',
        connection: 'keep-alive',
      },
    });
    expect(en.writes).toEqual(['retry: 1000\n\n']);
    expect([writer.count(), writer.count('e1'), writer.count('e3')]).toEqual([3, 2, 0]);
    expect(writer.languagesOf('e1').sort()).toEqual(['en', 'ja']);
    expect(writer.eventIds().sort()).toEqual(['e1', 'e2']);

    ja.end();
    other.end();
    expect(writer.languagesOf('e1')).toEqual(['en']);
    expect(writer.eventIds()).toEqual(['e1']);
    expect(writer.stats()).toMatchObject({ viewers: 1, opened: 3, closed: 2 });
    writer.close();
    expect(en.ended).toBe(true);
    expect(writer.count()).toBe(0);
  });

  it('writes the same bytes to the viewers of one language, or of every language, and drops a viewer that cannot keep up', () => {
    const writer = createStreamWriter({ maxBufferedBytes: 1000 });
    const [en, ja, slow] = [new FakeViewer(), new FakeViewer(), new FakeViewer()];
    writer.open('e1', 'en', asResponse(en));
    writer.open('e1', 'ja', asResponse(ja));
    writer.open('e1', 'en', asResponse(slow));
    const english = bytes('event: snapshot\ndata: {}\n\n');
    writer.send('e1', 'snapshot:en', 'en', english);
    expect(en.writes.at(-1)).toBe(english);
    expect(ja.writes).toHaveLength(1);

    slow.writableLength = 5000;
    const all = bytes('event: votes\ndata: {}\n\n');
    writer.send('e1', 'votes:b1', 'all', all);
    expect([en.writes.at(-1), ja.writes.at(-1)]).toEqual([all, all]);
    expect(slow.destroyed).toBe(true);
    expect(writer.stats()).toEqual({ viewers: 2, opened: 3, closed: 1, messages: 2, writes: 4, dropped: 1 });
    writer.close();
  });

  it('writes a big audience in slices, and lets a newer message take the place of one not yet written', async () => {
    vi.useFakeTimers({ toFake: ['setImmediate'] });
    const writer = createStreamWriter({ sliceMs: 0 });
    const viewers = Array.from({ length: 1000 }, () => new FakeViewer());
    for (const viewer of viewers) writer.open('e1', 'en', asResponse(viewer));
    const [one, two, ping] = [bytes('1'), bytes('2'), bytes('ping')];
    writer.send('e1', 'votes:b1', 'all', one);
    // One slice went out at once; the rest waits for the next turns of the event loop.
    expect(viewers[0]!.writes.at(-1)).toBe(one);
    expect(viewers.at(-1)!.writes).toHaveLength(1);
    writer.send('e1', 'ping', 'all', ping);
    writer.send('e1', 'votes:b1', 'all', two);
    vi.runAllTimers();
    expect(viewers[0]!.writes.slice(1)).toEqual([one, ping, two]);
    expect(viewers.at(-1)!.writes.slice(1)).toEqual([ping, two]);
    writer.close();
  });

  it('keeps idle streams alive with a comment line', async () => {
    vi.useFakeTimers();
    const writer = createStreamWriter({ heartbeatMs: 15_000 });
    const viewer = new FakeViewer();
    writer.open('e1', 'en', asResponse(viewer));
    await vi.advanceTimersByTimeAsync(15_000);
    expect(viewer.writes.at(-1)).toEqual(bytes(': ping\n\n'));
    writer.close();
  });

  it('takes places up to the caps, in all and per address, and gives each back when its stream closes or never opens', () => {
    const refused: string[] = [];
    const meter = {
      sent: () => {},
      dropped: () => {},
      delivered: () => {},
      refused: (cap: string) => refused.push(cap),
    };
    const writer = createStreamWriter({ caps: { total: 3, perAddress: 2 }, meter });
    const a1 = writer.reserve('a');
    const a2 = writer.reserve('a');
    expect(writer.reserve('a')).toBe('address');
    const b1 = writer.reserve('b');
    expect(writer.reserve('c')).toBe('total');
    expect(refused).toEqual(['address', 'total']);
    if (typeof a1 === 'string' || typeof a2 === 'string' || typeof b1 === 'string') throw new Error('refused');

    // A place whose event turned out unknown is given back; a stream's place when it closes, once.
    writer.release(b1);
    writer.release(b1);
    const viewer = new FakeViewer();
    writer.open('e1', 'en', asResponse(viewer), a1);
    expect(writer.reserve('a')).toBe('address');
    viewer.end();
    viewer.end();
    const c1 = writer.reserve('c');
    const a3 = writer.reserve('a');
    expect([typeof c1, typeof a3]).toEqual(['object', 'object']);
    expect(writer.reserve('d')).toBe('total');
    writer.close();
  });

  it('keeps a place no longer than its connection, and never counts a viewer whose connection closed (decision 354)', () => {
    const writer = createStreamWriter({ caps: { total: 2, perAddress: 2 } });
    // Closed before its place was taken: given back at once.
    const gone = new FakeViewer();
    gone.destroy();
    const early = writer.reserve('a', asResponse(gone));
    if (typeof early === 'string') throw new Error('refused');
    expect(early.released).toBe(true);
    // Closed while its event was read: given back then, and its stream never opens nor counts.
    const leaving = new FakeViewer();
    const waiting = writer.reserve('a', asResponse(leaving));
    const failing = writer.reserve('a', asResponse(new FakeViewer()));
    if (typeof waiting === 'string' || typeof failing === 'string') throw new Error('refused');
    expect(writer.reserve('a', asResponse(new FakeViewer()))).toBe('total');
    leaving.destroy();
    expect(waiting.released).toBe(true);
    expect(writer.open('e1', 'en', asResponse(leaving), waiting)).toBe(false);
    expect(leaving.head).toBeUndefined();
    // A read that failed gives its place back by hand; its connection's close later changes nothing.
    writer.release(failing);
    expect(writer.count()).toBe(0);
    const viewer = new FakeViewer();
    const place = writer.reserve('a', asResponse(viewer));
    const other = writer.reserve('a', asResponse(new FakeViewer()));
    if (typeof place === 'string' || typeof other === 'string') throw new Error('refused');
    // Opened, then closed: the viewer leaves and its place is free once.
    expect(writer.open('e1', 'en', asResponse(viewer), place)).toBe(true);
    expect(writer.count()).toBe(1);
    viewer.destroy();
    expect(writer.count()).toBe(0);
    expect(typeof writer.reserve('b')).toBe('object');
    expect(writer.reserve('c')).toBe('total');
    writer.close();
  });

  it('ends a stream after its lifetime with a reconnect delay, so the browser comes back by itself', async () => {
    vi.useFakeTimers();
    const writer = createStreamWriter({ caps: { total: 1, perAddress: 1 }, lifetimeMs: 60_000, heartbeatMs: 1e9 });
    const viewer = new FakeViewer();
    const place = writer.reserve('a');
    if (typeof place === 'string') throw new Error('refused');
    writer.open('e1', 'en', asResponse(viewer), place);
    await vi.advanceTimersByTimeAsync(53_999);
    expect(viewer.ended).toBe(false);
    await vi.advanceTimersByTimeAsync(6001);
    expect(viewer.ended).toBe(true);
    expect(viewer.writes.at(-1)).toMatch(/^retry: \d+\n\n$/);
    expect(writer.count()).toBe(0);
    // Its place is free again.
    expect(typeof writer.reserve('a')).toBe('object');
    writer.close();
  });
});
