import type { ChangeFeed } from '../../db/change-feed.ts';
import type { Executor, Publishing } from '../../db/client.ts';
import { AppError } from '../../errors/app-error.ts';
import { createBatcher } from '../../lib/batching.ts';
import { isUuid } from '../../lib/ids.ts';
import { insertVotes, type NewVote, refusedBy } from './queries.ts';
import { type VoteRule, VOTING_STOPPED } from './vote-rules.ts';

/** Writes a vote, with the votes that arrive meanwhile: its entry's number in the event's log, or undefined when a rule said no. */
export type VoteWriter = (vote: NewVote) => Promise<number | undefined>;

/**
 * Votes written together (docs/decisions.md#186): the votes that arrive while a statement is on its way
 * go in the next one, so a venue voting at once costs a statement per batch rather than per vote. A
 * voter's repeat within one batch goes in a later statement, in the order the votes came.
 */
export function createVoteWriter(db: Executor, changes: Pick<ChangeFeed, 'origin'>): VoteWriter {
  return createBatcher(async (list: NewVote[]) => {
    const stored: (number | undefined)[] = [];
    let pending = list.map((vote, index) => ({ vote, index }));
    while (pending.length > 0) {
      const voters = new Set<string>();
      const now: typeof pending = [];
      const later: typeof pending = [];
      for (const entry of pending) {
        const voter = `${entry.vote.battleId} ${entry.vote.voterId}`;
        (voters.has(voter) ? later : now).push(entry);
        voters.add(voter);
      }
      // One statement per event: each takes its event's log numbers alone, so two never wait on each other's.
      const byEvent = new Map<string, typeof now>();
      for (const entry of now) {
        const group = byEvent.get(entry.vote.eventId);
        if (group) group.push(entry);
        else byEvent.set(entry.vote.eventId, [entry]);
      }
      await Promise.all(
        [...byEvent].map(async ([eventId, entries]) => {
          const list = entries.map((entry) => entry.vote);
          const answers = await insertVotes({ db, origin: changes.origin, eventId, list });
          entries.forEach((entry, position) => (stored[entry.index] = answers[position]));
        }),
      );
      pending = later;
    }
    return stored;
  });
}

export interface RecordVoteOptions extends Publishing {
  write: VoteWriter;
  eventId: string;
  battleId: string;
  /** The signed-in user: never the body's vote_send_userId (docs/product.md#rule-17). */
  voterId: string;
  receiverId: string;
  /** Where the vote came from: the room pass, the voter cookie and the address's HMAC (docs/decisions.md#306, #307). */
  origin: Pick<NewVote, 'inRoom' | 'deviceId' | 'addressHash'>;
}

/**
 * VotingTo: one vote per user per battle, under the rules of vote-rules.ts (docs/product.md#rule-17); a
 * second vote moves the first. The vote goes in one statement whose condition is every rule (the
 * busiest call makes one round trip, shared with the votes beside it); only a refused vote asks the
 * same rules which one said no. A counted vote tells the live screens (kind 'votes').
 */
export async function recordVote({
  db,
  changes,
  write,
  eventId,
  battleId,
  voterId,
  receiverId,
  origin,
}: RecordVoteOptions): Promise<void> {
  if (!isUuid(eventId) || !isUuid(battleId)) throw new AppError('notFound', 'server.battleNotFound');
  const vote = { eventId, battleId, voterId, receiverId, ...origin };
  const seq = isUuid(receiverId) ? await write(vote) : undefined;
  if (seq !== undefined) {
    changes.publish({ eventId, kind: 'votes', battleId, seq });
    return;
  }
  const refusal = await refusedBy({ db, vote });
  if (refusal === 'noBattle') throw new AppError('notFound', 'server.battleNotFound');
  // No rule says no any more: the battle changed between the two statements, most likely voting was
  // switched back on. The vote was not counted, so it is refused as voting stopped; the fan taps again.
  const refused: VoteRule['refusal'] = refusal?.refusal ?? VOTING_STOPPED;
  const { code, messageKey, fields = [] } = refused;
  throw new AppError(
    code,
    messageKey,
    fields.length > 0 ? { errors: Object.fromEntries(fields.map((field) => [field, messageKey])) } : {},
  );
}
