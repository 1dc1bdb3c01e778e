import type { Language, TBattle, TEventBattles } from '@artclash/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { gzipHead } from '../../lib/gzip-pieces.ts';
import { asResponse, FakeViewer } from '../../test/fake-viewer.ts';
import type { LiveSource } from './change-messages.ts';
import { createLiveEngine } from './live-engine.ts';
import { createLiveHub } from './live-hub.ts';

// Spied on, not replaced: the tests count how often the snapshot is compressed.
vi.mock('../../lib/gzip-pieces.ts', { spy: true });

const battle = (id: string): TBattle =>
  ({
    _id: id,
    battle1: { _id: `${id}-p1` },
    battle2: { _id: `${id}-p2` },
    votes: { Player1: 0, Player2: 0 },
  }) as unknown as TBattle;
const event = (language: Language, title = 'Clash'): TEventBattles =>
  ({
    _id: 'e1',
    title_eng: title,
    title_jap: `${title}（${language}）`,
    battles: [battle('b1'), battle('b2')],
  }) as unknown as TEventBattles;

function fakeSource() {
  let votes = 0;
  let shown = true;
  let title = 'Clash';
  // The last entry of the event's log: each change the test makes is one.
  let seq = 1;
  const source: LiveSource & { loads: number; voteLoads: number } = {
    loads: 0,
    voteLoads: 0,
    loadEvent: async (eventId, language) => {
      source.loads += 1;
      if (eventId !== 'e1') return undefined;
      const loaded = event(language, title);
      loaded.battles[0]!.votes = { Player1: votes, Player2: 0 };
      return loaded;
    },
    loadVotes: async () => {
      source.voteLoads += 1;
      return new Map([['b1', { Player1: votes, Player2: 0, public: shown }]]);
    },
    logSeq: async (eventId) => (eventId === 'e1' ? seq : 0),
  };
  return {
    source,
    setVotes: (count: number) => ((seq += 1), (votes = count)),
    setTitle: (next: string) => ((seq += 1), (title = next)),
    hide: () => ((seq += 1), (shown = false)),
    seq: () => seq,
  };
}

describe('the live hub', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends the snapshot at once, then one votes message for a burst of votes, the same bytes to every viewer', async () => {
    const { source, setVotes } = fakeSource();
    const hub = createLiveHub({ source, idleKeepMs: 1000, coalesceMs: 50 });
    const viewers = [new FakeViewer(), new FakeViewer(), new FakeViewer()];
    await hub.attach('e1', 'en', asResponse(viewers[0]!));
    await hub.attach('e1', 'en', asResponse(viewers[1]!));
    await hub.attach('e1', 'ja', asResponse(viewers[2]!));
    expect(viewers[0]!.messages()).toEqual([
      { name: 'snapshot', data: { event: event('en'), serverNow: expect.any(String) } },
    ]);
    expect(viewers[2]!.messages()[0]!.data.event).toEqual(event('ja'));
    expect(source.loads).toBe(2);

    setVotes(100);
    for (let i = 0; i < 100; i += 1) hub.onChange({ eventId: 'e1', kind: 'votes', battleId: 'b1' });
    await vi.advanceTimersByTimeAsync(60);
    expect(source.voteLoads).toBe(1);
    for (const viewer of viewers) {
      expect(viewer.messages().slice(1)).toEqual([
        { name: 'votes', data: { battleId: 'b1', votes: { Player1: 100, Player2: 0 }, serverNow: expect.any(String) } },
      ]);
    }
    // Serialized once: the very same buffer went to all three connections.
    const last = viewers.map((viewer) => viewer.writes.at(-1));
    expect(last[0]).toBe(last[1]);
    expect(last[1]).toBe(last[2]);
    // The polling call answers the patched snapshot from memory.
    const poll = JSON.parse((await hub.pollReply('e1', 'en'))!) as { event: TEventBattles };
    expect(poll.event.battles[0]!.votes).toEqual({ Player1: 100, Player2: 0 });
    expect(source.loads).toBe(2);
    await hub.close();
  });

  it('sends no votes message for a battle whose counts are hidden, and leaves its snapshot without them (docs/product.md#rule-316)', async () => {
    const { source, setVotes, hide } = fakeSource();
    const hub = createLiveHub({ source, idleKeepMs: 1000, coalesceMs: 50 });
    const viewer = new FakeViewer();
    await hub.attach('e1', 'en', asResponse(viewer));
    hide();
    setVotes(7);
    hub.onChange({ eventId: 'e1', kind: 'votes', battleId: 'b1' });
    await vi.advanceTimersByTimeAsync(60);
    expect(source.voteLoads).toBe(1);
    expect(viewer.messages().map((message) => message.name)).toEqual(['snapshot']);
    const poll = JSON.parse((await hub.pollReply('e1', 'en'))!) as { event: TEventBattles };
    expect(poll.event.battles[0]!.votes).toEqual({ Player1: 0, Player2: 0 });
    await hub.close();
  });

  it("a vote that arrives while the first viewer's snapshot loads still reaches it: the event is sent whole", async () => {
    const { source, setVotes } = fakeSource();
    const hub = createLiveHub({ source, idleKeepMs: 0, coalesceMs: 50 });
    const viewer = new FakeViewer();
    const attached = hub.attach('e1', 'en', asResponse(viewer));
    // The vote lands between the snapshot's read and its answer: that snapshot is not kept.
    setVotes(1);
    hub.onChange({ eventId: 'e1', kind: 'votes', battleId: 'b1' });
    await attached;
    await vi.advanceTimersByTimeAsync(60);
    const messages = viewer.messages();
    expect(messages.at(-1)).toEqual({
      name: 'snapshot',
      data: { event: expect.anything(), serverNow: expect.any(String) },
    });
    expect((messages.at(-1)!.data.event as TEventBattles).battles[0]!.votes).toEqual({ Player1: 1, Player2: 0 });
  });

  it('never answers a poll from a stale snapshot of a language nobody streams', async () => {
    const { source, setVotes } = fakeSource();
    const hub = createLiveHub({ source, idleKeepMs: 60_000, coalesceMs: 50 });
    await hub.pollReply('e1', 'ja');
    await hub.attach('e1', 'en', asResponse(new FakeViewer()));
    setVotes(3);
    hub.onChange({ eventId: 'e1', kind: 'votes', battleId: 'b1' });
    await vi.advanceTimersByTimeAsync(60);
    const poll = JSON.parse((await hub.pollReply('e1', 'ja'))!) as { event: TEventBattles };
    expect(poll.event.battles[0]!.votes).toEqual({ Player1: 3, Player2: 0 });
    await hub.close();
  });

  it('sends a new snapshot per language after any other change, coalesced', async () => {
    const { source, setTitle } = fakeSource();
    const hub = createLiveHub({ source, idleKeepMs: 1000, coalesceMs: 50 });
    const en = new FakeViewer();
    const ja = new FakeViewer();
    await hub.attach('e1', 'en', asResponse(en));
    await hub.attach('e1', 'ja', asResponse(ja));
    setTitle('Final');
    hub.onChange({ eventId: 'e1', kind: 'battles' });
    hub.onChange({ eventId: 'e1', kind: 'votes', battleId: 'b1' });
    hub.onChange({ eventId: 'e1', kind: 'event' });
    await vi.advanceTimersByTimeAsync(60);
    expect(en.messages().map((message) => message.name)).toEqual(['snapshot', 'snapshot']);
    expect((en.messages()[1]!.data.event as TEventBattles).title_eng).toBe('Final');
    expect((ja.messages()[1]!.data.event as TEventBattles).title_jap).toBe('Final（ja）');
    expect(source.loads).toBe(4);

    // A change to the event read from the log (the feed caught up after a lost notice) reloads too.
    hub.onChange({ eventId: 'e1', kind: 'event', seq: 7 });
    await vi.advanceTimersByTimeAsync(60);
    expect(en.messages()).toHaveLength(3);
    await hub.close();
    expect(en.ended && ja.ended).toBe(true);
  });

  it('sends a viewer back with its last id only what it missed, and the polling fallback the same (docs/decisions.md#415)', async () => {
    const { source, setVotes, setTitle, seq } = fakeSource();
    const hub = createLiveHub({ source, idleKeepMs: 1000, coalesceMs: 50 });
    const first = new FakeViewer();
    await hub.attach('e1', 'en', asResponse(first));
    expect(first.messagesWithIds()).toEqual([{ id: 1, name: 'snapshot', data: expect.anything() }]);

    // Back with the entry it saw and nothing changed: only word that its stream is up.
    const back = new FakeViewer();
    await hub.attach('e1', 'en', asResponse(back), { since: 1 });
    expect(back.messagesWithIds()).toEqual([{ id: 1, name: 'unchanged', data: { serverNow: expect.any(String) } }]);
    expect(await hub.changesSince('e1', 'en', 1)).toEqual({ seq: 1, serverNow: expect.any(String), votes: [] });

    // Votes meanwhile: the battle's counts now, under the entry they are at.
    setVotes(12);
    hub.onChange({ eventId: 'e1', kind: 'votes', battleId: 'b1', seq: seq() });
    await vi.advanceTimersByTimeAsync(60);
    expect(first.messagesWithIds().at(-1)).toMatchObject({ id: 2, name: 'votes' });
    const tunnel = new FakeViewer();
    await hub.attach('e1', 'en', asResponse(tunnel), { since: 1 });
    expect(tunnel.messagesWithIds()).toEqual([
      {
        id: 2,
        name: 'votes',
        data: { battleId: 'b1', votes: { Player1: 12, Player2: 0 }, serverNow: expect.any(String) },
      },
    ]);
    expect(await hub.changesSince('e1', 'en', 1)).toEqual({
      seq: 2,
      serverNow: expect.any(String),
      votes: [{ battleId: 'b1', votes: { Player1: 12, Player2: 0 } }],
    });

    // Anything else meanwhile, or an entry from before the snapshot: the event whole.
    setTitle('Final');
    hub.onChange({ eventId: 'e1', kind: 'battles', seq: seq() });
    await vi.advanceTimersByTimeAsync(60);
    const late = new FakeViewer();
    await hub.attach('e1', 'en', asResponse(late), { since: 2 });
    expect(late.messagesWithIds()).toEqual([{ id: 3, name: 'snapshot', data: expect.anything() }]);
    expect((late.messages()[0]!.data.event as TEventBattles).title_eng).toBe('Final');
    expect(await hub.changesSince('e1', 'en', 2)).toMatchObject({ seq: 3, event: { title_eng: 'Final' }, votes: [] });
    expect(await hub.changesSince('nope', 'en', 2)).toBeUndefined();
    await hub.close();
  });

  it('keeps a heartbeat, drops viewers that cannot keep up, and forgets events nobody watches', async () => {
    const { source } = fakeSource();
    const hub = createLiveHub({
      source,
      idleKeepMs: 1000,
      coalesceMs: 50,
      heartbeatMs: 15_000,
      maxBufferedBytes: 1000,
    });
    const quick = new FakeViewer();
    const slow = new FakeViewer();
    await hub.attach('e1', 'en', asResponse(quick));
    await hub.attach('e1', 'en', asResponse(slow));
    await vi.advanceTimersByTimeAsync(15_000);
    expect(quick.writes.at(-1)).toEqual(new TextEncoder().encode(': ping\n\n'));

    slow.writableLength = 5000;
    hub.onChange({ eventId: 'e1', kind: 'battles' });
    await vi.advanceTimersByTimeAsync(60);
    expect(slow.destroyed).toBe(true);
    expect(hub.viewerCount()).toBe(1);

    quick.end();
    expect(hub.viewerCount()).toBe(0);
    hub.onChange({ eventId: 'e1', kind: 'battles' });
    await hub.pollReply('e1', 'en');
    expect(source.loads).toBe(3);
    expect(await hub.pollReply('nope', 'en')).toBeUndefined();
    await hub.close();
  });
});

describe('the live hub under load', () => {
  it('gzips the polling reply once per change of the snapshot, whatever the number of polls', async () => {
    const { source, setVotes } = fakeSource();
    const hub = createLiveHub({ source, idleKeepMs: 60_000, coalesceMs: 0 });
    const viewer = new FakeViewer();
    await hub.attach('e1', 'en', asResponse(viewer));
    vi.mocked(gzipHead).mockClear();
    const read = async () =>
      JSON.parse(gunzipSync((await hub.pollReplyGzip('e1', 'en'))!).toString()) as {
        event: TEventBattles;
        serverNow: string;
      };
    const polls = await Promise.all(Array.from({ length: 20 }, read));
    expect(vi.mocked(gzipHead)).toHaveBeenCalledTimes(1);
    expect(polls[19]).toEqual({
      status: 1,
      message: 'Event fetched successfully',
      seq: 1,
      event: event('en'),
      serverNow: expect.any(String),
    });
    expect({ ...polls[19], serverNow: '' }).toEqual({
      ...JSON.parse((await hub.pollReply('e1', 'en'))!),
      serverNow: '',
    });

    setVotes(3);
    hub.onChange({ eventId: 'e1', kind: 'votes', battleId: 'b1' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await read()).event.battles[0]!.votes).toEqual({ Player1: 3, Player2: 0 });
    await read();
    expect(vi.mocked(gzipHead)).toHaveBeenCalledTimes(2);
    await hub.close();
  });

  it('loads once for a burst of polls, and never keeps a load that a change overtook', async () => {
    const { source, setVotes } = fakeSource();
    let release = () => undefined as void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow: LiveSource = {
      ...source,
      loadEvent: async (eventId, language) => (await gate, source.loadEvent(eventId, language)),
    };
    const hub = createLiveHub({ source: slow, idleKeepMs: 60_000 });
    const polls = Array.from({ length: 50 }, () => hub.pollReply('e1', 'en'));
    setVotes(7);
    hub.onChange({ eventId: 'e1', kind: 'votes', battleId: 'b1' });
    release();
    await Promise.all(polls);
    expect(source.loads).toBe(1);
    // The load began before the vote: it answered those polls but was not kept.
    const after = JSON.parse((await hub.pollReply('e1', 'en'))!) as { event: TEventBattles };
    expect(after.event.battles[0]!.votes).toEqual({ Player1: 7, Player2: 0 });
    expect(source.loads).toBe(2);
    await hub.close();
  });

  it('writes a message to a big audience in slices, in order, without holding the event loop', async () => {
    const { source } = fakeSource();
    const hub = createLiveHub({ source, idleKeepMs: 1000, sliceMs: 0 });
    const viewers = Array.from({ length: 350 }, () => new FakeViewer());
    for (const viewer of viewers) await hub.attach('e1', 'en', asResponse(viewer));
    hub.onChange({ eventId: 'e1', kind: 'battles' });
    hub.onChange({ eventId: 'e1', kind: 'votes', battleId: 'b1' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    for (const viewer of viewers)
      expect(viewer.messages().map((message) => message.name)).toEqual(['snapshot', 'snapshot']);
    hub.onChange({ eventId: 'e1', kind: 'votes', battleId: 'b1' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(
      viewers
        .at(-1)!
        .messages()
        .map((message) => message.name),
    ).toEqual(['snapshot', 'snapshot', 'votes']);
    await hub.close();
  });

  it('lets newer counts take the place of counts not yet written, so a big audience never lags behind', async () => {
    // Slices run on setImmediate: held back here, so three changes arrive while the first is still being written.
    vi.useFakeTimers({ toFake: ['setImmediate'] });
    const { source, setVotes } = fakeSource();
    const hub = createLiveHub({ source, idleKeepMs: 1000, sliceMs: 0, coalesceMs: 1 });
    const viewers = Array.from({ length: 2000 }, () => new FakeViewer());
    for (const viewer of viewers) await hub.attach('e1', 'en', asResponse(viewer));
    for (const count of [1, 2, 3]) {
      setVotes(count);
      hub.onChange({ eventId: 'e1', kind: 'votes', battleId: 'b1' });
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    vi.runAllTimers();
    vi.useRealTimers();
    expect(
      viewers[0]!
        .messages()
        .slice(1)
        .map((message) => (message.data.votes as { Player1: number }).Player1),
    ).toEqual([1, 3]);
    // The last viewer was never reached by the older counts: it gets only the newest.
    expect(
      viewers
        .at(-1)!
        .messages()
        .slice(1)
        .map((message) => (message.data.votes as { Player1: number }).Player1),
    ).toEqual([3]);
    for (const viewer of viewers) expect(viewer.messages().at(-1)!.data).toMatchObject({ votes: { Player1: 3 } });
    await hub.close();
  });
});

describe('the live hub behind an engine (docs/decisions.md#428)', () => {
  /** A publishing origin that keeps what it is sent, as Nchan's `/pub/` server takes it. */
  async function publishingOrigin() {
    const published: { channel: string; body: string }[] = [];
    const server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        if (request.method === 'POST') published.push({ channel: request.url!.slice('/pub/'.length), body });
        response.end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return { published, server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
  }

  it('publishes nothing while another process leads but follows the changes, then publishes every change, and at once the events it heard of, whole', async () => {
    const { published, server, url } = await publishingOrigin();
    const engine = createLiveEngine({ publishUrls: [url], key: 'k'.repeat(32), lifetimeMs: 60_000, onError: () => {} });
    let held = false;
    let gained = () => {};
    const { source, setVotes } = fakeSource();
    const hub = createLiveHub({
      source,
      idleKeepMs: 1000,
      engine,
      lead: (onGain) => ((gained = onGain), { held: () => held }),
    });
    expect(hub.publishing()).toBe(false);
    const countsPolled = async () =>
      (JSON.parse((await hub.pollReply('e1', 'en'))!) as { event: TEventBattles }).event.battles[0]!.votes;
    expect(await countsPolled()).toEqual({ Player1: 0, Player2: 0 });
    const vote = async (count: number) => {
      setVotes(count);
      hub.onChange({ eventId: 'e1', kind: 'votes', battleId: 'b1' });
      await new Promise((resolve) => setTimeout(resolve, 300));
    };
    // The first change makes the event one this process keeps current (as a viewer it handed to a front would).
    await vote(2);
    expect(await countsPolled()).toEqual({ Player1: 2, Player2: 0 });
    const loads = source.loads;
    await vote(3);
    expect(published).toEqual([]);
    // Its polls are still answered with the new counts, patched in: the event is not loaded again for each.
    expect(await countsPolled()).toEqual({ Player1: 3, Player2: 0 });
    expect(source.loads).toBe(loads);

    // The lead moves here: the event whose change the old lead may not have published goes out whole, in each language.
    held = true;
    gained();
    expect(hub.publishing()).toBe(true);
    await vi.waitFor(() =>
      expect(published.map(({ channel }) => channel).sort()).toEqual(['live.e1.en', 'live.e1.ja']),
    );
    for (const { body } of published) expect(body).toMatch(/^id: \d+\nevent: snapshot\ndata: .*"Player1":3/);

    // From now on every change, whichever process made it, is published by this one.
    published.length = 0;
    setVotes(4);
    hub.onChange({ eventId: 'e1', kind: 'votes', battleId: 'b1' });
    await vi.waitFor(() => expect(published).toHaveLength(2));
    for (const { body } of published) expect(body).toMatch(/^id: \d+\nevent: votes\ndata: .*"Player1":4/);
    await hub.close();
    server.close();
  });
});
