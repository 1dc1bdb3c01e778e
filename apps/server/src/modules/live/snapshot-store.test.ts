import type { Language, TEventBattles } from '@artclash/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSnapshotStore, missedSince } from './snapshot-store.ts';

const eventOf = (language: Language, title: string) =>
  ({
    _id: 'e1',
    title_eng: `${title} ${language}`,
    battles: [{ _id: 'b1', votes: { Player1: 0, Player2: 0 } }],
  }) as unknown as TEventBattles;

function setUp({ idleKeepMs = 1000, streamed = false } = {}) {
  let title = 'Clash';
  let gate: Promise<void> | undefined;
  let open = () => undefined as void;
  const load = vi.fn(async (eventId: string, language: Language) => {
    // What the database holds when the load begins.
    const loaded = eventId === 'e1' ? { event: eventOf(language, title), seq: 1 } : undefined;
    const held = gate;
    gate = undefined;
    if (held) await held;
    return loaded;
  });
  const watching = { streamed };
  const store = createSnapshotStore({ load, watched: () => watching.streamed, idleKeepMs });
  return {
    store,
    load,
    watching,
    retitle: (next: string) => (title = next),
    /** Holds the next load until release. */
    hold: () => {
      gate = new Promise<void>((resolve) => (open = resolve));
    },
    release: () => void open(),
  };
}

describe('the snapshot store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('loads once for concurrent callers, answers from memory for idleKeepMs, and knows no unknown event', async () => {
    const { store, load } = setUp();
    const [first, second] = await Promise.all([store.get('e1', 'en'), store.get('e1', 'en')]);
    expect(first).toBe(second);
    expect(first!.json).toBe(JSON.stringify(first!.event));
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(await store.get('e1', 'en')).toBe(first);
    await vi.advanceTimersByTimeAsync(1);
    expect(await store.get('e1', 'en')).not.toBe(first);
    expect(await store.get('nope', 'en')).toBeUndefined();
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('keeps nothing nobody streams when idleKeepMs is 0, and a streamed event whatever its age', async () => {
    const idle = setUp({ idleKeepMs: 0 });
    await idle.store.get('e1', 'en');
    await idle.store.get('e1', 'en');
    expect(idle.load).toHaveBeenCalledTimes(2);
    const streamed = setUp({ idleKeepMs: 0, streamed: true });
    const kept = await streamed.store.get('e1', 'en');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await streamed.store.get('e1', 'en')).toBe(kept);
  });

  it('never keeps a load that a change overtook', async () => {
    const { store, load, hold, release, retitle } = setUp();
    hold();
    const overtaken = store.get('e1', 'en');
    retitle('Final');
    store.changed('e1', true);
    release();
    expect((await overtaken)!.event.title_eng).toBe('Clash en');
    expect((await store.get('e1', 'en'))!.event.title_eng).toBe('Final en');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('forgets a changed event nobody streams, and reloads a streamed one once a change to it made it stale', async () => {
    const { store, load, watching, retitle } = setUp({ idleKeepMs: 60_000 });
    await store.get('e1', 'en');
    store.changed('e1', false);
    await store.get('e1', 'en');
    expect(load).toHaveBeenCalledTimes(2);
    watching.streamed = true;
    const kept = await store.get('e1', 'en');
    store.changed('e1', false);
    expect(await store.get('e1', 'en')).toBe(kept);
    retitle('Final');
    store.changed('e1', true);
    expect((await store.get('e1', 'en'))!.event.title_eng).toBe('Final en');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('refreshes the streamed languages only, and patches a battle’s counts in place', async () => {
    const { store, load, watching, retitle } = setUp({ idleKeepMs: 60_000, streamed: true });
    await store.get('e1', 'ja');
    retitle('Final');
    const [en] = await store.refresh('e1', ['en']);
    expect(en!.event.title_eng).toBe('Final en');
    expect(await store.get('e1', 'en')).toBe(en);
    expect(load).toHaveBeenCalledTimes(2);

    await store.get('e1', 'ja');
    expect(load).toHaveBeenCalledTimes(3);
    en!.pollGzip = { bytes: Buffer.alloc(0) } as unknown as NonNullable<typeof en>['pollGzip'];
    const patched = store.patchVotes('e1', ['en'], 'b1', { Player1: 4, Player2: 2 }, 5);
    expect(patched).toEqual([en]);
    expect(JSON.parse(en!.json).battles[0].votes).toEqual({ Player1: 4, Player2: 2 });
    expect(en!.pollGzip).toBeUndefined();
    expect(store.patchVotes('e1', ['en'], 'b-unknown', { Player1: 1, Player2: 0 }, 6)).toEqual([]);
    // The snapshot is at the patch's entry, loaded whole at its first (docs/decisions.md#415).
    expect(en).toMatchObject({ seq: 5, base: 1 });
    expect(missedSince(en!, 1)).toEqual([{ battleId: 'b1', votes: { Player1: 4, Player2: 2 } }]);
    expect(missedSince(en!, 5)).toBe('nothing');
    expect(missedSince(en!, 0)).toBe('all');
    expect(missedSince(en!, 6)).toBe('all');
    expect(missedSince(en!, undefined)).toBe('all');
    watching.streamed = false;
    // The Japanese snapshot was dropped by the patch: nobody streams it, so it would have gone stale.
    await store.get('e1', 'ja');
    expect(load).toHaveBeenCalledTimes(4);
  });
});
