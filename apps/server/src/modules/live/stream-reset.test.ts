import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { holdTable, rawRequest } from '../../test/abandoned-request.ts';
import { openEventStream } from '../../test/event-stream.ts';
import { buildBattle, buildEvent } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';

// Real HTTP on a listening server, as the attack of issue 29 came: streams opened and reset before they start
// (docs/decisions.md#354). Three streams per address stand for the real cap; every request here is 127.0.0.1.
const PER_ADDRESS = 3;
let t: TestApp;
let origin = '';
let eventId = '';
beforeAll(async () => {
  t = await buildTestApp({ liveStreams: { total: 5, perAddress: PER_ADDRESS, lifetimeMs: 60 * 60_000 } });
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  eventId = await buildEvent({ db: t.db });
  await buildBattle({ db: t.db, eventId, votingStatus: 'on' });
});
afterAll(async () => t.close());

const streamHead = (id: string) =>
  `GET /backend/api/live/${id} HTTP/1.1\r\nHost: localhost\r\nAccept: text/event-stream`;
const metric = async (name: string) =>
  (await t.inject({ method: 'GET', url: '/backend/metrics' })).body
    .split('\n')
    .find((line) => line.startsWith(`${name} `))
    ?.split(' ')[1];
/**
 * Whether this address's stream places are all taken, read without taking one: a malformed id takes a place and
 * gives it back at once (404), or is refused over the cap (503); it never reads the database.
 */
const placesFull = async () => (await fetch(`${origin}/backend/api/live/not-an-id`)).status === 503;

describe('a stream whose client resets its connection', () => {
  it('gives back its place and never counts as a viewer, when the reset comes while its event is being read', async () => {
    // The event's read waits for the test, so each stream stays between its place and its start.
    const events = await holdTable(t.db, 'events');
    let attackers: Awaited<ReturnType<typeof rawRequest>>[] = [];
    try {
      attackers = await Promise.all(Array.from({ length: PER_ADDRESS }, () => rawRequest(origin, streamHead(eventId))));
      await vi.waitFor(async () => expect(await placesFull()).toBe(true));
      for (const attacker of attackers) await attacker.reset();
      // The places come back with the connections, before the reads end.
      await vi.waitFor(async () => expect(await placesFull()).toBe(false));
    } finally {
      await events.release();
    }

    // The reads end: an honest stream from the same address opens and is the only viewer.
    const honest = await openEventStream(`${origin}/backend/api/live/${eventId}`);
    expect(honest.status).toBe(200);
    expect((await honest.next()).name).toBe('snapshot');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await metric('artclash_live_viewers')).toBe('1');
    honest.close();
    await vi.waitFor(async () => expect(await metric('artclash_live_viewers')).toBe('0'));
    expect(await placesFull()).toBe(false);
    // The resets were clients leaving, not failures of the server.
    expect(await metric('artclash_http_clients_gone_total')).toBe(String(PER_ADDRESS));
    expect(await metric('artclash_http_server_errors_total')).toBe('0');
  });

  it('leaves no place nor viewer after rounds of connect-and-reset attempts at every moment', async () => {
    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    // Each round: twice as many streams as places while their event's read waits (half of them refused), half of
    // them reset during the read and half after it (their streams open, or were refused), at several delays.
    for (const ms of [0, 1, 2, 5, 10, 20, 0, 1, 2, 5]) {
      const events = await holdTable(t.db, 'events');
      const attackers = await Promise.all(
        Array.from({ length: 2 * PER_ADDRESS }, () => rawRequest(origin, streamHead(eventId))),
      );
      await sleep(ms);
      await Promise.all(attackers.slice(0, PER_ADDRESS).map((attacker) => attacker.reset()));
      await events.release();
      await sleep(ms);
      await Promise.all(attackers.slice(PER_ADDRESS).map((attacker) => attacker.reset()));
    }
    await vi.waitFor(async () => {
      expect(await metric('artclash_live_viewers')).toBe('0');
      expect(await placesFull()).toBe(false);
    });
    const honest = await Promise.all(
      Array.from({ length: PER_ADDRESS }, () => openEventStream(`${origin}/backend/api/live/${eventId}`)),
    );
    expect(honest.map((stream) => stream.status)).toEqual([200, 200, 200]);
    for (const stream of honest) expect((await stream.next()).name).toBe('snapshot');
    expect(await metric('artclash_live_viewers')).toBe(String(PER_ADDRESS));
    for (const stream of honest) stream.close();
    await vi.waitFor(async () => expect(await metric('artclash_live_viewers')).toBe('0'));
  });
});
