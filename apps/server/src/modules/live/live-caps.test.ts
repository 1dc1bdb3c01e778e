import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openEventStream } from '../../test/event-stream.ts';
import { buildBattle, buildEvent } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';

// Real HTTP, as an attacker opens streams (docs/decisions.md#315). Small caps stand for the real ones;
// TRUST_PROXY=127.0.0.1 (the test itself) lets it speak from several client addresses.
let t: TestApp;
let origin = '';
let eventId = '';
beforeAll(async () => {
  t = await buildTestApp({
    trustProxy: ['127.0.0.1'],
    liveStreams: { total: 6, perAddress: 4, lifetimeMs: 60 * 60_000 },
  });
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  eventId = await buildEvent({ db: t.db });
  await buildBattle({ db: t.db, eventId, votingStatus: 'on' });
});
afterAll(async () => t.close());

const from = (address: string, language = 'en') => ({ 'x-forwarded-for': address, 'accept-language': language });
const streamUrl = () => `${origin}/backend/api/live/${eventId}`;
const metric = async (name: string) =>
  (await t.inject({ method: 'GET', url: '/backend/metrics' })).body
    .split('\n')
    .find((line) => line.startsWith(name))
    ?.split(' ')[1];

describe('the live stream under more streams than its caps', () => {
  it('refuses streams over the per-address and the total cap with 503 and Retry-After, while every other call answers', async () => {
    const first = await Promise.all(
      Array.from({ length: 4 }, () => openEventStream(streamUrl(), from('198.51.100.1'))),
    );
    for (const stream of first) expect((await stream.next()).name).toBe('snapshot');

    const overAddress = await fetch(streamUrl(), { headers: from('198.51.100.1', 'ja') });
    expect(overAddress.status).toBe(503);
    expect(overAddress.headers.get('retry-after')).toBe('10');
    expect(await overAddress.json()).toEqual({
      status: 0,
      message: 'ライブ画面への接続が混み合っています。しばらくは1秒ごとに更新し、まもなく再接続します。',
    });

    const second = await Promise.all(
      Array.from({ length: 2 }, () => openEventStream(streamUrl(), from('198.51.100.2'))),
    );
    for (const stream of second) expect((await stream.next()).name).toBe('snapshot');
    const overTotal = await fetch(streamUrl(), { headers: from('198.51.100.3') });
    expect(overTotal.status).toBe(503);
    expect(overTotal.headers.get('retry-after')).toBe('10');
    expect(await overTotal.json()).toEqual({
      status: 0,
      message: 'The live screen is busy right now. It will update every second instead, and reconnect shortly.',
    });

    // The polling fallback and the rest of the site still answer, each within a second.
    for (const path of [`/backend/api/EventByAllBattle/${eventId}`, '/backend/api/AllEventGet', '/backend/health']) {
      const started = Date.now();
      const reply = await fetch(`${origin}${path}`, { headers: from('198.51.100.1') });
      expect(reply.status).toBe(200);
      expect(Date.now() - started).toBeLessThan(1000);
    }
    expect(await metric('artclash_live_streams_refused_total{cap="address"}')).toBe('1');
    expect(await metric('artclash_live_streams_refused_total{cap="total"}')).toBe('1');
    expect(await metric('artclash_live_stream_cap{cap="total"}')).toBe('6');
    expect(await metric('artclash_live_stream_cap{cap="address"}')).toBe('4');

    // A stream that leaves gives its place back: the next one from anywhere opens.
    first[0]!.close();
    await vi.waitFor(async () => expect(await metric('artclash_live_viewers')).toBe('5'));
    const again = await openEventStream(streamUrl(), from('198.51.100.3'));
    expect(again.status).toBe(200);
    for (const stream of [...first, ...second, again]) stream.close();
  });

  it('answers 404 for an unknown event without keeping a place', async () => {
    await vi.waitFor(async () => expect(await metric('artclash_live_viewers')).toBe('0'));
    for (let i = 0; i < 5; i += 1) {
      const reply = await fetch(`${origin}/backend/api/live/nope`, { headers: from('198.51.100.4') });
      expect(reply.status).toBe(404);
    }
    const stream = await openEventStream(streamUrl(), from('198.51.100.4'));
    expect(stream.status).toBe(200);
    stream.close();
  });
});

describe('a stream past its lifetime', () => {
  let short: TestApp;
  let shortOrigin = '';
  beforeAll(async () => {
    short = await buildTestApp({ liveStreams: { total: 1, perAddress: 1, lifetimeMs: 300 } });
    shortOrigin = await short.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => short.close());

  it('ends with a reconnect delay after the snapshot, and its place opens again', async () => {
    const id = await buildEvent({ db: short.db });
    const url = `${shortOrigin}/backend/api/live/${id}`;
    const reply = await fetch(url);
    expect(reply.status).toBe(200);
    // The whole body: it ends by itself.
    const text = await reply.text();
    expect(text).toMatch(/^retry: 1000\n\nid: \d+\nevent: snapshot\ndata: .+\n\n(: ping\n\n)*retry: \d+\n\n$/s);
    await vi.waitFor(async () => expect((await fetch(url, { signal: AbortSignal.timeout(2000) })).status).toBe(200));
  });
});
