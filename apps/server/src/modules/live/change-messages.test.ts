import type { Language, TEventBattles } from '@artclash/contract';
import { describe, expect, it } from 'vitest';
import { createChangeMessages, type LiveSource, loaderOf } from './change-messages.ts';
import { createSnapshotStore } from './snapshot-store.ts';

const eventIn = (language: Language, votes = 0) =>
  ({
    _id: 'e1',
    title_eng: `Clash ${language}`,
    battles: [{ _id: 'b1', votes: { Player1: votes, Player2: 0 } }],
  }) as unknown as TEventBattles;

/** The real snapshot store, a writer that records what it is asked to send, and a source whose counts the test sets. */
function setUp({ viewers = ['en', 'ja'] as Language[], shown = true, idleKeepMs = 0 } = {}) {
  // `seq`: the last entry of the event's log, moved on by the test with each change it makes.
  const counts = { votes: 0, shown, seq: 1 };
  const source: LiveSource = {
    loadEvent: async (eventId, language) => (eventId === 'e1' ? eventIn(language, counts.votes) : undefined),
    loadVotes: async () => new Map([['b1', { Player1: counts.votes, Player2: 0, public: counts.shown }]]),
    logSeq: async () => counts.seq,
  };
  const sent: { key: string; to: Language | 'all'; text: string; since?: number }[] = [];
  const writer = {
    count: () => viewers.length,
    languagesOf: () => viewers,
    send: (_eventId: string, key: string, to: Language | 'all', bytes: Uint8Array, since?: number) =>
      void sent.push({ key, to, text: new TextDecoder().decode(bytes), since }),
  };
  const store = createSnapshotStore({ load: loaderOf(source), watched: () => viewers.length > 0, idleKeepMs });
  const messages = createChangeMessages({ source, store, writer, clock: () => Date.parse('2026-11-27T10:00:00Z') });
  return { counts, sent, store, messages };
}

const dataOf = (text: string) => JSON.parse(text.split('\ndata: ')[1]!) as Record<string, unknown>;

describe('the messages a change makes', () => {
  it('sends the event whole in each streamed language after a change that is not a vote', async () => {
    const { sent, messages } = setUp();
    await messages.flush('e1', { full: true, votes: new Set(), votesSince: 0 });
    expect(sent.map(({ key, to }) => [key, to])).toEqual([
      ['e1:snapshot:en', 'en'],
      ['e1:snapshot:ja', 'ja'],
    ]);
    expect(sent[0]!.text.startsWith('id: 1\nevent: snapshot\n')).toBe(true);
    expect(dataOf(sent[1]!.text)).toEqual({ event: eventIn('ja'), serverNow: '2026-11-27T10:00:00.000Z' });
  });

  it("sends a vote as the battle's counts alone, once for every language, patched into the kept snapshots", async () => {
    const { counts, sent, store, messages } = setUp();
    await store.refresh('e1', ['en', 'ja']);
    counts.votes = 5;
    counts.seq = 6;
    await messages.flush('e1', { full: false, votes: new Set(['b1']), votesSince: 1234 });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ key: 'e1:votes:b1', to: 'all', since: 1234 });
    expect(sent[0]!.text.startsWith('id: 6\nevent: votes\n')).toBe(true);
    expect(dataOf(sent[0]!.text)).toEqual({
      battleId: 'b1',
      votes: { Player1: 5, Player2: 0 },
      serverNow: '2026-11-27T10:00:00.000Z',
    });
    expect((await store.get('e1', 'ja'))!.event.battles[0]!.votes).toEqual({ Player1: 5, Player2: 0 });
  });

  it('sends nothing for counts the organisers hide, and leaves the snapshots as they were (docs/product.md#rule-316)', async () => {
    const { counts, sent, store, messages } = setUp({ shown: false });
    await store.refresh('e1', ['en']);
    counts.votes = 9;
    await messages.flush('e1', { full: false, votes: new Set(['b1']), votesSince: 0 });
    expect(sent).toEqual([]);
    expect((await store.get('e1', 'en'))!.event.battles[0]!.votes).toEqual({ Player1: 0, Player2: 0 });
  });

  it('sends the event whole when votes arrive and no snapshot is kept to patch', async () => {
    const { counts, sent, messages } = setUp({ viewers: ['en'] });
    counts.votes = 2;
    await messages.flush('e1', { full: false, votes: new Set(['b1']), votesSince: 0 });
    expect(sent.map(({ key }) => key)).toEqual(['e1:snapshot:en']);
    expect(dataOf(sent[0]!.text).event).toEqual(eventIn('en', 2));
  });

  it('with nobody watching, sends nothing, and the next reader loads afresh and is still sent only what it missed', async () => {
    // Polls keep an idle snapshot a second (REPLY_CACHE_MS).
    const { counts, sent, store, messages } = setUp({ viewers: [], idleKeepMs: 1000 });
    const [before] = await store.refresh('e1', ['en']);
    // A vote as the last viewer left.
    counts.votes = 1;
    counts.seq = 2;
    await messages.flush('e1', { full: false, votes: new Set(['b1']), votesSince: 1 });
    expect(sent).toEqual([]);
    const after = (await store.get('e1', 'en'))!;
    expect(after).not.toBe(before);
    expect(after.seq).toBe(2);
    expect(messages.resumeMessages(after, 1).map((bytes) => new TextDecoder().decode(bytes))).toEqual([
      expect.stringMatching(/^id: 2\nevent: votes\n/),
    ]);
  });

  it('sends a viewer back with the last entry it saw only what it missed (docs/decisions.md#415)', async () => {
    const { counts, store, messages } = setUp();
    const first = (await store.refresh('e1', ['en']))[0]!;
    const text = (since?: number) =>
      messages.resumeMessages(first, since).map((bytes) => new TextDecoder().decode(bytes));
    // New, or back from before the snapshot: the event whole.
    expect(text()).toEqual([expect.stringMatching(/^id: 1\nevent: snapshot\n/)]);
    expect(text(0)).toEqual([expect.stringMatching(/^id: 1\nevent: snapshot\n/)]);
    // Nothing missed: one line that says so, and the stream is up.
    expect(text(1)).toEqual([`id: 1\nevent: unchanged\ndata: {"serverNow":"2026-11-27T10:00:00.000Z"}\n\n`]);
    // Votes missed: the battle's counts now, with the entry they are at.
    counts.votes = 3;
    counts.seq = 4;
    await messages.flush('e1', { full: false, votes: new Set(['b1']), votesSince: 0 });
    expect(text(1).map((message) => [message.split('\n')[0], message.split('\n')[1], dataOf(message).votes])).toEqual([
      ['id: 4', 'event: votes', { Player1: 3, Player2: 0 }],
    ]);
    expect(text(4)).toEqual([expect.stringMatching(/^id: 4\nevent: unchanged\n/)]);
    // An entry the server has not reached (another process ahead, a restored database): the event whole.
    expect(text(9)).toEqual([expect.stringMatching(/^id: 4\nevent: snapshot\n/)]);
  });
});
