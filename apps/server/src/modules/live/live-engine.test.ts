import { createServer } from 'node:http';
import { type AddressInfo, createServer as createNetServer } from 'node:net';
import { ZEventRoomReplySchema, ZLiveSnapshotSchema, ZLiveVotesSchema } from '@artclash/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ENGINE_WRITES_PER_SECOND } from '../../config.ts';
import { events } from '../../db/schema/index.ts';
import { callAs, postAs, userWithToken } from '../../test/accounts.ts';
import { openEventStream } from '../../test/event-stream.ts';
import { buildBattle, buildEvent, castVote } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { createLiveEngine, type LiveEngine, type LiveEngineOptions } from './live-engine.ts';
import { type Front, frontPorts, hasNginx, NGINX_MISSING, startFront } from '../../test/nginx-front.ts';

// The viewers' streams held by Nchan (docs/decisions.md#426), deploy/nginx-artclash.conf as shipped in front of the
// app: the same address, the same messages, the snapshot first, a return by Last-Event-ID, hidden counts hidden, the
// lifetime, while the process holds no stream itself. Debian's nginx and Nchan are installed by .ci/run. The engine is
// the same on both databases: the file runs on PGlite (deployment.test.ts runs the deployment on PostgreSQL).
const KEY = 'engine-test-key-engine-test-key';

/** The app with the engine configured, and a front (nginx with Nchan) in front of it. */
async function appBehindEngine(lifetimeMs: number, writesPerSecond = DEFAULT_ENGINE_WRITES_PER_SECOND) {
  const ports = await frontPorts();
  const t = await buildTestApp({
    replyCacheMs: 1000,
    liveEngine: { publishUrls: [ports.publishUrl], key: KEY, writesPerSecond },
    liveStreams: { total: 1000, perAddress: 1000, lifetimeMs },
  });
  const app = await t.app.listen({ port: 0, host: '127.0.0.1' });
  return { t, app, engine: await startFront({ upstreams: [app], key: KEY, ports }) };
}

/** An engine of its own publishing to `publishUrls`, whose failures fail the test unless `options` says otherwise. */
const engineTo = (publishUrls: string[], options: Partial<LiveEngineOptions> = {}) =>
  createLiveEngine({
    publishUrls,
    key: KEY,
    lifetimeMs: 60_000,
    onError: (error) => {
      throw error;
    },
    ...options,
  });

/**
 * A process's answer to every viewer its front forwards: the stream held by the engine, with only `snapshot` first,
 * in the group its `?group=` names; `channels` lists the channel each stream started on.
 */
async function processHolding(engine: LiveEngine, eventId: string, snapshot: string | (() => string)) {
  const channels: string[] = [];
  const server = createServer((request, response) => {
    const group = new URL(request.url!, 'http://process').searchParams.get('group') ?? 'whole';
    const first = () => [new TextEncoder().encode(typeof snapshot === 'string' ? snapshot : snapshot())];
    void engine.hold(eventId, 'en', group, first).then((held) => {
      channels.push(held!.own);
      response.writeHead(200, held!.headers).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, channels, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/** A raw stream through a front: what it has read so far, and a wait for what is still to come. */
async function rawStream(url: string) {
  const controller = new AbortController();
  const response = await fetch(url, { signal: controller.signal });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const stream = {
    text: '',
    /** Reads until `part` has come, for 5 s at most. */
    async until(part: string) {
      const deadline = Date.now() + 5_000;
      while (!stream.text.includes(part)) {
        let timer: NodeJS.Timeout | undefined;
        const late = new Promise<never>((_resolve, reject) => {
          timer = setTimeout(() => reject(new Error('No more')), Math.max(0, deadline - Date.now()));
        });
        const { value, done } = await Promise.race([reader.read(), late]).catch(() => ({ value: '', done: true }));
        clearTimeout(timer);
        if (done) throw new Error(`No ${JSON.stringify(part)} in the stream: ${JSON.stringify(stream.text)}`);
        stream.text += value;
      }
    },
    close: () => void controller.abort(),
  };
  return stream;
}

/**
 * Three viewers of the event through the front (two English, one Japanese), each past its snapshot, and the control
 * room's numbers of the event once they count the three (the heartbeat asks the front every 2 s), or after 10 s.
 */
async function threeCountedViewers(t: TestApp, front: Front, eventId: string) {
  const streams = await Promise.all(
    ['en', 'en', 'ja'].map((language) =>
      openEventStream(`${front.origin}/backend/api/live/${eventId}?lang=${language}`),
    ),
  );
  await Promise.all(streams.map((stream) => stream.next()));
  const { token } = await userWithToken(t, { role: 'admin' });
  const room = async () =>
    ZEventRoomReplySchema.parse((await callAs(t, 'GET', `/backend/admin-api/events/${eventId}/room`, { token })).json())
      .room;
  for (let waited = 0; (await room()).viewers !== 3 && waited < 10_000; waited += 200)
    await new Promise((resolve) => setTimeout(resolve, 200));
  return { streams, room };
}

describe.runIf(process.env.TEST_DB !== 'postgres')('the live stream held by Nchan', () => {
  let t: TestApp;
  let engine: Front;
  let app = '';
  beforeAll(async () => {
    if (!hasNginx) throw new Error(NGINX_MISSING);
    ({ t, engine, app } = await appBehindEngine(60 * 60_000));
  });
  afterAll(async () => {
    await engine?.stop();
    await t?.close();
  });

  const keywords = [{ keyword_eng1: 'Ocean', keyword_jap1: '海', keyword_eng2: 'Fire', keyword_jap2: '炎' }];
  const votingBattle = async (votingBar: 'show' | 'hide' = 'show') => {
    const eventId = await buildEvent({ db: t.db, titleEng: 'Engine Clash', titleJap: 'エンジンクラッシュ' });
    const roulette = { keywords, sponsorImg: '' };
    return { eventId, ...(await buildBattle({ db: t.db, eventId, votingStatus: 'on', votingBar, roulette })) };
  };

  it('sends the snapshot at once, a vote’s counts and a new snapshot, published once; the process holds no stream', async () => {
    const { eventId, battleId, player1Id } = await votingBattle();
    const stream = await openEventStream(`${engine.origin}/backend/api/live/${eventId}?lang=ja`);
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    // The engine's instructions stay between nginx and the app.
    expect(stream.headers.get('x-accel-redirect')).toBeNull();
    const first = await stream.next();
    expect(first.name).toBe('snapshot');
    expect(ZLiveSnapshotSchema.parse(first.data).event).toMatchObject({
      _id: eventId,
      title_jap: 'エンジンクラッシュ',
    });
    expect(Number(first.id)).toBeGreaterThanOrEqual(0);
    expect(t.app.live.viewerCount()).toBe(0);
    // Past the moment a change is sent again to a stream the engine may not have held yet (live-hub.ts).
    await new Promise((resolve) => setTimeout(resolve, 600));

    const fan = await userWithToken(t);
    await postAs(t, fan.token, '/backend/api/VotingTo', { eventId, battleId, vote_receive_userId: player1Id });
    const votes = await stream.next();
    expect(votes.name).toBe('votes');
    expect(ZLiveVotesSchema.parse(votes.data)).toMatchObject({ battleId, votes: { Player1: 1, Player2: 0 } });
    expect(Number(votes.id)).toBeGreaterThan(Number(first.id));

    const { token } = await userWithToken(t, { role: 'admin' });
    const saved = await postAs(t, token, '/backend/api/EventSingleBattleKeyUpdate', {
      eventId,
      battleId,
      battle_status: 'live',
      battle1_keyword_eng: 'Ocean',
      battle1_keyword_jap: '海',
      battle2_keyword_eng: 'Fire',
      battle2_keyword_jap: '炎',
    });
    expect(saved.statusCode).toBe(200);
    const next = await stream.next();
    expect(next.name).toBe('snapshot');
    expect(ZLiveSnapshotSchema.parse(next.data).event.battles[0]).toMatchObject({
      battle_status: 'live',
      battle1_keyword_jap: '海',
      votes: { Player1: 1, Player2: 0 },
    });
    // Each change came once: nothing else is waiting.
    await expect(stream.next(500)).rejects.toThrow('No message');
    stream.close();
  });

  it('sends a viewer back with its Last-Event-ID only what it missed', async () => {
    const { eventId, battleId, player2Id } = await votingBattle();
    const url = `${engine.origin}/backend/api/live/${eventId}?lang=en`;
    const first = await openEventStream(url);
    const seen = await first.next();
    first.close();

    // Two votes while it was away (another viewer sees them go out).
    const other = await openEventStream(url);
    await other.next();
    for (let fans = 0; fans < 2; fans += 1) {
      const fan = await userWithToken(t);
      await postAs(t, fan.token, '/backend/api/VotingTo', { eventId, battleId, vote_receive_userId: player2Id });
      await other.next();
    }
    other.close();
    const back = await openEventStream(url, { 'last-event-id': seen.id! });
    const missed = await back.next();
    expect(missed.name).toBe('votes');
    expect(missed.data).toMatchObject({ battleId, votes: { Player1: 0, Player2: 2 } });
    back.close();

    const again = await openEventStream(url, { 'last-event-id': missed.id! });
    expect((await again.next()).name).toBe('unchanged');
    again.close();
  });

  it('answers the polling call with another process’s votes, and publishes them as the process that leads', async () => {
    const { eventId, battleId, player1Id } = await votingBattle();
    const stream = await openEventStream(`${engine.origin}/backend/api/live/${eventId}`);
    await stream.next();
    // The polling fallback, for a screen that saw no entry this process knows: the event whole.
    const poll = async () => {
      const reply = await fetch(`${engine.origin}/backend/api/live/${eventId}/changes?since=2147483647`);
      return ((await reply.json()) as { event: { battles: { votes: unknown }[] } }).event.battles[0]!.votes;
    };
    expect(await poll()).toEqual({ Player1: 0, Player2: 0 });
    // A vote another process took: in the database, and told here by the change feed.
    await castVote({ db: t.db, battleId, receiverId: player1Id });
    t.app.live.onChange({ eventId, kind: 'votes', battleId });
    // This process, alone on its database, leads (docs/decisions.md#428): it publishes every change, whoever made it.
    const told = await stream.next();
    expect(told.name).toBe('votes');
    expect(ZLiveVotesSchema.parse(told.data)).toMatchObject({ battleId, votes: { Player1: 1, Player2: 0 } });
    expect(await poll()).toEqual({ Player1: 1, Player2: 0 });
    await expect(stream.next(500)).rejects.toThrow('No message');
    stream.close();
  });

  it('keeps hidden counts hidden: a null snapshot, and no message for a vote', async () => {
    const { eventId, battleId, player1Id } = await votingBattle('hide');
    const stream = await openEventStream(`${engine.origin}/backend/api/live/${eventId}`);
    const first = await stream.next();
    expect(ZLiveSnapshotSchema.parse(first.data).event.battles[0]!.votes).toBeNull();
    const fan = await userWithToken(t);
    await postAs(t, fan.token, '/backend/api/VotingTo', { eventId, battleId, vote_receive_userId: player1Id });
    await expect(stream.next(1000)).rejects.toThrow('No message');
    stream.close();
  });

  it('counts the viewers Nchan holds in the control room’s numbers, and its peak', async () => {
    const { eventId } = await votingBattle();
    // The heartbeat writes every 2 s what Nchan tells.
    const { streams, room } = await threeCountedViewers(t, engine, eventId);
    // Three viewers, one process: the front is no process of the room.
    expect(await room()).toMatchObject({ viewers: 3, processes: 1, processes_receiving: 1 });
    const [peak] = await t.db.select({ peak: events.peakViewers }).from(events).where(eq(events.id, eventId));
    expect(peak!.peak).toBe(3);

    for (const stream of streams) stream.close();
    for (let waited = 0; (await room()).viewers !== 0 && waited < 10_000; waited += 200)
      await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await room()).viewers).toBe(0);
  });

  it('answers an unknown event with 404 through the engine, and streams itself a request that did not come through a front', async () => {
    const unknown = await fetch(`${engine.origin}/backend/api/live/00000000-0000-4000-8000-000000000000`, {
      headers: { accept: 'text/event-stream', 'accept-language': 'ja' },
    });
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { message: string }).message).toBe('イベントが見つかりません');

    const { eventId } = await votingBattle();
    // A client that reaches the process itself and claims to be a front is a viewer of the process.
    const forged = await openEventStream(`${app}/backend/api/live/${eventId}`, { 'x-live-engine': 'forged' });
    expect(forged.headers.get('x-accel-redirect')).toBeNull();
    expect((await forged.next()).name).toBe('snapshot');
    expect(t.app.live.viewerCount()).toBe(1);
    forged.close();
  });
});

describe.runIf(process.env.TEST_DB !== 'postgres')('the front restarted (docs/operations.md)', () => {
  it('never holds up a vote; a viewer back on the restarted front gets what it missed', async () => {
    const { t, engine, app } = await appBehindEngine(60 * 60_000);
    let restarted: Front | undefined;
    try {
      const eventId = await buildEvent({ db: t.db });
      const { battleId, player1Id } = await buildBattle({ db: t.db, eventId, votingStatus: 'on', votingBar: 'show' });
      const url = (origin: string) => `${origin}/backend/api/live/${eventId}`;
      const stream = await openEventStream(url(engine.origin));
      const seen = await stream.next();
      await engine.stop();
      // Cut (as a restart cuts it): the browser reconnects by itself.
      await expect(stream.next(2000)).rejects.toThrow(/ended|terminated/);

      // With the front down the vote is answered, and its publication fails on the side.
      const fan = await userWithToken(t);
      const voted = await postAs(t, fan.token, '/backend/api/VotingTo', {
        eventId,
        battleId,
        vote_receive_userId: player1Id,
      });
      expect(voted.statusCode).toBe(200);
      // Its message goes out after the coalescing window (100 ms behind an engine); a viewer back sooner is told
      // `unchanged` at once and sent the counts half a second later (live-hub.ts).
      await new Promise((resolve) => setTimeout(resolve, 200));

      restarted = await startFront({ upstreams: [app], key: KEY, ports: engine.ports });
      const back = await openEventStream(url(restarted.origin), { 'last-event-id': seen.id! });
      const missed = await back.next();
      expect(missed.name).toBe('votes');
      expect(missed.data).toMatchObject({ battleId, votes: { Player1: 1, Player2: 0 } });
      back.close();
    } finally {
      await restarted?.stop();
      await t.close();
    }
  });
});

describe.runIf(process.env.TEST_DB !== 'postgres')('a stream held by Nchan past its lifetime', () => {
  it('ends, and the viewer reconnects', async () => {
    const { t, engine } = await appBehindEngine(1000);
    try {
      const eventId = await buildEvent({ db: t.db });
      const stream = await openEventStream(`${engine.origin}/backend/api/live/${eventId}`);
      const started = Date.now();
      expect((await stream.next()).name).toBe('snapshot');
      await expect(stream.next(5000)).rejects.toThrow('The stream ended');
      // About its lifetime: 90-100 % of it, and the window it ends in.
      expect(Date.now() - started).toBeGreaterThan(800);
      expect(Date.now() - started).toBeLessThan(2500);
    } finally {
      await engine.stop();
      await t.close();
    }
  });
});

describe.runIf(process.env.TEST_DB !== 'postgres')('the engine’s heartbeat', () => {
  it('keeps an idle stream open with a comment line on its event’s channel', async () => {
    const ports = await frontPorts();
    const engine = engineTo([ports.publishUrl], { heartbeatMs: 200 });
    const eventId = '00000000-0000-4000-8000-00000000beat';
    const app = await processHolding(engine, eventId, 'event: snapshot\ndata: {}\n\n');
    const front = await startFront({ upstreams: [app.url], key: KEY, ports });
    try {
      const stream = await rawStream(`${front.origin}/backend/api/live/${eventId}`);
      await stream.until(': ping\n\n');
      stream.close();
      expect(stream.text).toBe('retry: 1000\n\nevent: snapshot\ndata: {}\n\n: ping\n\n');
    } finally {
      await engine.close();
      await front.stop();
      app.server.close();
    }
  });
});

describe.runIf(process.env.TEST_DB !== 'postgres')('a front that hangs (docs/decisions.md#426)', () => {
  it('holds up neither a stream’s start past the timeout nor the changes to the other front’s viewers', async () => {
    const ports = await frontPorts();
    // A front whose machine froze: it takes the connection and never answers.
    const silent = createNetServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const errors: unknown[] = [];
    const engine = engineTo([ports.publishUrl, `http://127.0.0.1:${(silent.address() as AddressInfo).port}`], {
      publishTimeoutMs: 2_000,
      onError: (error) => void errors.push(error),
    });
    const eventId = '00000000-0000-4000-8000-0000000a1e47';
    const app = await processHolding(engine, eventId, 'id: 1\nevent: snapshot\ndata: {}\n\n');
    const front = await startFront({ upstreams: [app.url], key: KEY, ports });
    let stream: Awaited<ReturnType<typeof rawStream>> | undefined;
    try {
      const started = Date.now();
      stream = await rawStream(`${front.origin}/backend/api/live/${eventId}`);
      // The stream starts once the silent front is given up on: its first messages reached the front that answered.
      expect(Date.now() - started).toBeLessThan(3_000);
      // How long it took `part` to come.
      const readUntil = async (part: string) => {
        const began = Date.now();
        await stream!.until(part);
        return Date.now() - began;
      };
      expect(await readUntil('event: snapshot')).toBeLessThan(1_000);
      // Three changes while the silent front holds each for its timeout: each reaches this front's viewer sooner.
      for (const id of [2, 3, 4]) {
        const message = `id: ${id}\nevent: votes\ndata: {"n":${id}}\n\n`;
        engine.outlet.send(eventId, `votes-${id}`, 'en', new TextEncoder().encode(message));
        expect(await readUntil(message)).toBeLessThan(1_000);
      }
      expect(errors.length).toBeGreaterThan(0);
    } finally {
      stream?.close();
      const closing = Date.now();
      await engine.close();
      // A process that stops waits for the silent front no longer than a publication's timeout.
      expect(Date.now() - closing).toBeLessThan(2_500);
      await front.stop();
      app.server.close();
      silent.close();
    }
  });
});

describe.runIf(process.env.TEST_DB !== 'postgres')('streams that start together (docs/decisions.md#433)', () => {
  it('share the channel of their start when their first messages are the same, and only then', async () => {
    const ports = await frontPorts();
    const engine = engineTo([ports.publishUrl], { groupMs: 1_000 });
    const eventId = '00000000-0000-4000-8000-00000000a11e';
    let made = 0;
    const app = await processHolding(engine, eventId, () => `id: 1\nevent: snapshot\ndata: {"made":${++made}}\n\n`);
    const front = await startFront({ upstreams: [app.url], key: KEY, ports });
    const url = `${front.origin}/backend/api/live/${eventId}`;
    const streams: Awaited<ReturnType<typeof rawStream>>[] = [];
    const open = async (group: string) => {
      const stream = await rawStream(`${url}?group=${group}`);
      streams.push(stream);
      return stream;
    };
    try {
      // Three new viewers at once: their first messages are made and published once, and all three start on them.
      const together = await Promise.all([open('whole'), open('whole'), open('whole')]);
      for (const stream of together) await stream.until('data: {"made":1}\n\n');
      // A viewer that needs other first messages starts on a channel of its own.
      const back = await open('resumed');
      await back.until('data: {"made":2}\n\n');
      expect(new Set(app.channels).size).toBe(2);
      const [shared] = app.channels;
      const info = await fetch(`${ports.publishUrl}/pub/${shared}`, { headers: { accept: 'application/json' } });
      expect(((await info.json()) as { subscribers: number }).subscribers).toBe(3);
      // The control room counts each of the four viewers, however their starts are shared.
      expect(await engine.viewersByFront()).toEqual({ [ports.publishUrl]: { [eventId]: 4 } });

      // What the group missed goes to the three, and to nobody else.
      engine.sendTo(shared!, [new TextEncoder().encode('id: 2\nevent: votes\ndata: {"missed":true}\n\n')]);
      for (const stream of together) await stream.until('data: {"missed":true}\n\n');
      engine.outlet.send(eventId, 'votes', 'en', new TextEncoder().encode('id: 3\nevent: votes\ndata: {}\n\n'));
      await back.until('id: 3\n');
      expect(back.text).not.toContain('missed');

      // Past the window, the same first messages are made again, on a new channel.
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      const later = await open('whole');
      await later.until('data: {"made":3}\n\n');
      expect(new Set(app.channels).size).toBe(3);
    } finally {
      streams.forEach((stream) => stream.close());
      await engine.close();
      await front.stop();
      app.server.close();
    }
  });
});

describe.runIf(process.env.TEST_DB !== 'postgres')('an audience the front writes to at its budget', () => {
  let t: TestApp;
  let engine: Front;
  beforeAll(async () => {
    if (!hasNginx) throw new Error(NGINX_MISSING);
    // Ten writes a second for an event: three viewers on the front space its messages by 300 ms.
    ({ t, engine } = await appBehindEngine(60 * 60_000, 10));
  });
  afterAll(async () => {
    await engine?.stop();
    await t?.close();
  });

  it('gets the event’s messages spaced to keep the front under it, and every vote (docs/decisions.md#435)', async () => {
    const eventId = await buildEvent({ db: t.db });
    const { battleId, player2Id } = await buildBattle({ db: t.db, eventId, votingStatus: 'on', votingBar: 'show' });
    // The window follows the viewers the heartbeat counts on the front, every 2 s.
    const { streams, room } = await threeCountedViewers(t, engine, eventId);
    expect((await room()).viewers).toBe(3);

    // Twelve fans, one vote every 50 ms: without the budget, a message every 100 ms.
    const fans = await Promise.all(Array.from({ length: 12 }, () => userWithToken(t)));
    const arrivals: number[] = [];
    const watched = (async () => {
      for (;;) {
        const message = await streams[0]!.next();
        if (message.name !== 'votes') continue;
        arrivals.push(Date.now());
        if (ZLiveVotesSchema.parse(message.data).votes.Player2 === fans.length) return;
      }
    })();
    for (const fan of fans) {
      await postAs(t, fan.token, '/backend/api/VotingTo', { eventId, battleId, vote_receive_userId: player2Id });
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await watched;
    const gaps = arrivals.slice(1).map((at, index) => at - arrivals[index]!);
    expect(arrivals.length).toBeGreaterThan(1);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(250);
    for (const stream of streams) stream.close();
  });
});
