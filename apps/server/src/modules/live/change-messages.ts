import type { Language, TEventBattles } from '@artclash/contract';
import type { Dirty } from './coalescer.ts';
import type { Snapshot, createSnapshotStore } from './snapshot-store.ts';
import type { createStreamWriter } from './stream-writer.ts';

/** How the hub reads an event: the EventByAllBattle shape in one language, and its battles' vote counts alone. */
export interface LiveSource {
  loadEvent(eventId: string, language: Language): Promise<TEventBattles | undefined>;
  /** Each battle's counts, and whether the public may see them (docs/product.md#rule-316). */
  loadVotes(eventId: string): Promise<Map<string, { Player1: number; Player2: number; public: boolean }>>;
}

export interface ChangeMessagesOptions {
  source: LiveSource;
  store: Pick<ReturnType<typeof createSnapshotStore>, 'holds' | 'refresh' | 'patchVotes' | 'drop'>;
  writer: Pick<ReturnType<typeof createStreamWriter>, 'count' | 'languagesOf' | 'send'>;
  clock: () => number;
}

const encoder = new TextEncoder();
const messageOf = (name: string, data: string) => encoder.encode(`event: ${name}\ndata: ${data}\n\n`);

/**
 * The messages a change makes (docs/architecture.md, live): after the coalescer's window, a vote sends its
 * battle's new counts, patched into the kept snapshots; anything else, or votes with no snapshot kept, sends
 * the event whole in each language that is streamed. Counts the organisers hide never leave.
 */
export function createChangeMessages({ source, store, writer, clock }: ChangeMessagesOptions) {
  const serverNow = () => new Date(clock()).toISOString();
  const snapshotMessage = (snap: Snapshot) =>
    messageOf('snapshot', `{"event":${snap.json},"serverNow":"${serverNow()}"}`);

  async function flush(eventId: string, { full, votes, votesSince }: Dirty) {
    // Nobody to tell: the next poll loads afresh.
    if (writer.count(eventId) === 0) return void store.drop(eventId);
    // A language nobody streams is not kept current: its next poll loads afresh.
    const languages = writer.languagesOf(eventId);
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
    const counts = await source.loadVotes(eventId);
    for (const battleId of votes) {
      const { Player1 = 0, Player2 = 0, public: shown = false } = counts.get(battleId) ?? {};
      // Counts the organisers hide never leave: the snapshot keeps null, and no message is sent.
      if (!shown) continue;
      const battleVotes = { Player1, Player2 };
      if (store.patchVotes(eventId, languages, battleId, battleVotes).length === 0) continue;
      const data = JSON.stringify({ battleId, votes: battleVotes, serverNow: serverNow() });
      writer.send(eventId, `${eventId}:votes:${battleId}`, 'all', messageOf('votes', data), votesSince);
    }
  }

  return { serverNow, snapshotMessage, flush };
}
