import type { ServerResponse } from 'node:http';
import type { Publishing } from '../../db/client.ts';
import { AppError } from '../../errors/app-error.ts';
import { createFreshReader } from '../../lib/batching.ts';
import type { Viewer } from '../../lib/viewer.ts';
import type { AttemptLimiter } from '../../services/attempt-limiter.ts';
import { MemoryLimiter } from '../../services/memory-limiter.ts';
import type { Metrics } from '../../services/metrics.ts';
import { giveRoomPass, type GiveRoomPassOptions } from './give-room-pass.ts';
import type { VotingStatus } from './presenter.ts';
import { voteCounts } from './queries.ts';
import { readRoomCode } from './read-room-code.ts';
import { type CountsReader, readVotingStatus } from './read-voting-status.ts';
import { createVoteWriter, recordVote } from './record-vote.ts';
import { addressHashOf } from './room-code.ts';
import { VOTES_PER_USER } from './vote-rules.ts';

export interface VotingServiceOptions extends Publishing {
  /** The room code's tries, counted in the database for every process (docs/decisions.md#333). */
  attempts: AttemptLimiter;
  secret: string;
  publicUrl: string;
  metrics: Pick<Metrics, 'voteUnderway' | 'voteAccepted' | 'voteRefused'>;
}

export interface VoteOptions {
  eventId: string;
  battleId: string;
  /** The signed-in user: never the body's vote_send_userId (docs/product.md#rule-17). */
  voterId: string;
  receiverId: string;
  /** The client's address; the vote keeps only its HMAC (docs/decisions.md#307). */
  address: string;
  /**
   * The browser's voter id and whether it holds the event's room pass (docs/decisions.md#306, #307), asked once the
   * voter is under the limit: a refused burst is given no voter cookie.
   */
  browser: () => { deviceId: string | null; inRoom: boolean };
  /** The vote's answer: until it closes, the control room counts the vote as unanswered (docs/decisions.md#251). */
  answer: ServerResponse;
}

/**
 * Voting (§4 Voting, §7), made once per process with what lasts from one vote to the next: the votes' limit per
 * user, the batch writer and the shared reads of the counts (docs/decisions.md#186), the room code's tries and the
 * votes' figures (services/metrics.ts). Each call runs one use case on what its route parsed.
 */
export function createVotingService({ db, changes, attempts, secret, publicUrl, metrics }: VotingServiceOptions) {
  // Per user, never per address: a whole venue shares one Wi-Fi address (docs/product.md#rule-27).
  const voteLimit = new MemoryLimiter(VOTES_PER_USER);
  const write = createVoteWriter(db, changes);
  const readFresh = createFreshReader(async (key) => {
    const [eventId = '', battleId = ''] = key.split(' ');
    return (await voteCounts({ db, eventId, battleId })).get(battleId);
  });
  const readCounts: CountsReader = (eventId, battleId) => readFresh(`${eventId} ${battleId}`);
  // The answers whose refusal `vote` counted by its message.
  const counted = new WeakSet<ServerResponse>();

  return {
    /** VotingTo: the vote recorded (record-vote.ts), then the battle's counts read after it. */
    async vote({
      eventId,
      battleId,
      voterId,
      receiverId,
      address,
      browser,
      answer,
    }: VoteOptions): Promise<VotingStatus> {
      answer.once('close', metrics.voteUnderway());
      try {
        // Checked and counted before any await, so a burst from one user cannot slip past it.
        if (voteLimit.retryAfter(voterId) > 0) throw new AppError('tooManyAttempts', 'server.tooManyVotes');
        voteLimit.record(voterId);
        const origin = { ...browser(), addressHash: addressHashOf(secret, address) };
        await recordVote({ db, changes, write, eventId, battleId, voterId, receiverId, origin });
      } catch (error) {
        if (error instanceof AppError) {
          counted.add(answer);
          metrics.voteRefused(error.messageKey);
        }
        throw error;
      }
      return readVotingStatus({ db, readCounts, eventId, battleId, voterId, choice: receiverId });
    },

    /** Counts a VotingTo answer that `vote` did not: accepted, or refused by its status (no session, a malformed body). */
    answered(answer: ServerResponse, statusCode: number) {
      if (counted.has(answer)) return;
      if (statusCode === 200) metrics.voteAccepted();
      else metrics.voteRefused(String(statusCode));
    },

    /** VotingStatusActive: the battle's counts and the voter's choice. */
    status: ({ eventId, battleId, voterId }: { eventId: string; battleId: string; voterId: string }) =>
      readVotingStatus({ db, readCounts, eventId, battleId, voterId }),

    /** roomCode: the big screen's addresses, with this minute's code and key where the policy shows them. */
    roomCode: ({ eventId, viewer, screenKey }: { eventId: string; viewer: Viewer | null; screenKey: boolean }) =>
      readRoomCode({ db, secret, publicUrl, now: new Date(), eventId, viewer, screenKey }),

    /** roomPass: the pass's cookie, for a good code or key (give-room-pass.ts). */
    roomPass: (pass: Omit<GiveRoomPassOptions, 'db' | 'limiter' | 'secret' | 'now'>) =>
      giveRoomPass({ db, limiter: attempts, secret, now: new Date(), ...pass }),
  };
}

export type VotingService = ReturnType<typeof createVotingService>;
