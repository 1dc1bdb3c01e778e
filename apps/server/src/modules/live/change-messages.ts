import type { Language, TEventBattles } from '@artclash/contract';
import type { Dirty } from './coalescer.ts';
import { type LoadedEvent, missedSince, type Snapshot, type createSnapshotStore } from './snapshot-store.ts';

/** How the hub reads an event: the EventByAllBattle shape in one language, and its battles' vote counts alone. */
export interface LiveSource {
  loadEvent(eventId: string, language: Language): Promise<TEventBattles | undefined>;
  /** Each battle's counts, and whether the public may see them (docs/product.md#rule-316). */
  loadVotes(eventId: string): Promise<Map<string, { Player1: number; Player2: number; public: boolean }>>;
  /** The last entry of the event's log (0 for an unknown event), read before its state (docs/decisions.md#415). */
  logSeq(eventId: string): Promise<number>;
}

/**
 * How the snapshot store loads an event from the source: the log's entry first, so the snapshot shows that entry at
 * least (docs/decisions.md#415).
 */
export const loaderOf =
  (source: LiveSource) =>
  async (eventId: string, language: Language): Promise<LoadedEvent | undefined> => {
    const seq = await source.logSeq(eventId);
    const event = await source.loadEvent(eventId, language);
    return event && { event, seq };
  };

/** Where the messages go: this process's viewers (stream-writer.ts), or the engine that holds them (live-engine.ts). */
export interface LiveOutlet {
  /** The languages the event is streamed in: none when nobody watches it. */
  languagesOf(eventId: string): Language[];
  /** Sends a message to the event's viewers of one language, or all; `key` names what a newer message replaces. */
  send(eventId: string, key: string, language: Language | 'all', bytes: Uint8Array, since?: number): void;
}

export interface ChangeMessagesOptions {
  source: LiveSource;
  store: Pick<ReturnType<typeof createSnapshotStore>, 'holds' | 'refresh' | 'patchVotes' | 'outdate'>;
  writer: LiveOutlet;
  clock: () => number;
}

const encoder = new TextEncoder();
/** A stream message; its `id:` is the last entry of the event's log it brings the viewer to (docs/decisions.md#415). */
const messageOf = (name: string, seq: number, data: string) =>
  encoder.encode(`id: ${seq}\nevent: ${name}\ndata: ${data}\n\n`);

/**
 * The messages a change makes (docs/architecture.md, live): after the coalescer's window, a vote sends its
 * battle's new counts, patched into the kept snapshots; anything else, or votes with no snapshot kept, sends
 * the event whole in each language that is streamed. Counts the organisers hide never leave.
 */
export function createChangeMessages({ source, store, writer, clock }: ChangeMessagesOptions) {
  const serverNow = () => new Date(clock()).toISOString();
  const snapshotMessage = (snap: Snapshot) =>
    messageOf('snapshot', snap.seq, `{"event":${snap.json},"serverNow":"${serverNow()}"}`);
  const votesMessage = (seq: number, battleId: string, votes: { Player1: number; Player2: number }) =>
    messageOf('votes', seq, JSON.stringify({ battleId, votes, serverNow: serverNow() }));

  /**
   * What a viewer that comes back having seen entry `since` is sent (docs/decisions.md#415): only the counts of the
   * battles that changed since, or `unchanged` when nothing did (it tells the viewer its stream is up), or the
   * event whole when it missed more than counts, or is new.
   */
  function resumeMessages(snap: Snapshot, since: number | undefined): Uint8Array[] {
    const missed = missedSince(snap, since);
    if (missed === 'all') return [snapshotMessage(snap)];
    if (missed === 'nothing') return [messageOf('unchanged', snap.seq, `{"serverNow":"${serverNow()}"}`)];
    return missed.map(({ battleId, votes }) => votesMessage(snap.seq, battleId, votes));
  }

  async function flush(eventId: string, { full, votes, votesSince }: Dirty) {
    // A language nobody streams is not kept current: its next poll loads afresh.
    const languages = writer.languagesOf(eventId);
    // Nobody to tell (the last viewers left as the change came): the next poll or viewer loads afresh, and is still
    // sent only the counts it missed (docs/decisions.md#415).
    if (languages.length === 0) return void store.outdate(eventId);
    // Votes patch the kept snapshots; with none kept (a change overtook the first viewer's load), the
    // viewers may hold a snapshot older than the votes: the event is sent whole.
    if (full || !store.holds(eventId)) {
      const snapshots = await store.refresh(eventId, languages);
      languages.forEach((language, index) => {
        const snap = snapshots[index];
        if (snap) writer.send(eventId, `${eventId}:snapshot:${language}`, language, snapshotMessage(snap));
      });
      return;
    }
    // The entry is read before the counts: the counts sent show it at least.
    const seq = await source.logSeq(eventId);
    const counts = await source.loadVotes(eventId);
    for (const battleId of votes) {
      const { Player1 = 0, Player2 = 0, public: shown = false } = counts.get(battleId) ?? {};
      // Counts the organisers hide never leave: the snapshot keeps null, and no message is sent.
      if (!shown) continue;
      const battleVotes = { Player1, Player2 };
      const patched = store.patchVotes(eventId, languages, battleId, battleVotes, seq);
      if (patched.length === 0) continue;
      const message = votesMessage(patched[0]!.seq, battleId, battleVotes);
      writer.send(eventId, `${eventId}:votes:${battleId}`, 'all', message, votesSince);
    }
  }

  return { serverNow, resumeMessages, flush };
}
