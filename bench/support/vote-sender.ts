// A child process that votes at a fixed rate (bench/live.ts), each vote from its own voter's session and, as a browser
// does, with the cookies its earlier replies set.
import { Agent, request } from 'node:http';
import { serve } from './ipc.ts';
import { type Counts, type Observation, progressOf, wallNow } from './live-measure.ts';
import { signSession } from './live-setup.ts';
import { percentile } from './server.ts';

interface Setup {
  url: string;
  eventId: string;
  battleId: string;
  playerIds: [string, string];
  voterIds: string[];
  voterSessionIds: string[];
  secret: string;
  /** Votes on the wire at most; beyond it the server is behind and a due vote is skipped (counted). */
  maxInFlight: number;
}

let setup: Setup | undefined;
let tokens: string[] = [];
/** Each voter's cookies as its browser keeps them (the voter id the first reply set), sent with its next vote. */
let jars: (string | undefined)[] = [];

/**
 * The order of votes that keeps 2·Player1 + Player2 rising by one per vote (live-measure.ts): every
 * voter's first vote, for Player 2; then, once its first vote is accepted, each voter moves to Player 1.
 */
function votePlan(voters: number) {
  let nextFirst = 0;
  const movable: number[] = [];
  let nextMove = 0;
  return {
    next(): { voter: number; move: boolean } | undefined {
      if (nextFirst < voters) return { voter: nextFirst++, move: false };
      if (nextMove < movable.length) return { voter: movable[nextMove++]!, move: true };
      return undefined;
    },
    accepted(voter: number, move: boolean) {
      if (!move) movable.push(voter);
    },
  };
}

export const handlers = {
  /** Signs every voter's session token up front, so that the timed run does nothing but vote. */
  async prepare(options: Setup) {
    setup = options;
    tokens = await Promise.all(
      options.voterIds.map((userId, index) =>
        signSession(options.secret, { userId, sessionId: options.voterSessionIds[index]! }),
      ),
    );
    jars = tokens.map(() => undefined);
    return tokens.length;
  },

  /** Votes at `rate` per second for `seconds`, then waits for the last replies. */
  async run({ rate, seconds }: { rate: number; seconds: number }) {
    const { url, eventId, battleId, playerIds, maxInFlight } = setup!;
    const agent = new Agent({ keepAlive: true, maxSockets: maxInFlight });
    const plan = votePlan(tokens.length);
    const observations: Observation[] = [];
    const replyMs: number[] = [];
    const refused: Record<number, number> = {};
    let sent = 0;
    /** Due votes not sent: the server is behind (maxInFlight on the wire), or every voter has voted and moved. */
    const notSent = { behind: 0, noVoter: 0 };
    let errors = 0;
    let inFlight = 0;
    let firstVotes = 0;
    let moves = 0;
    let lastReplyAt = 0;

    const vote = (voter: number, move: boolean) => {
      const began = performance.now();
      const body = JSON.stringify({ eventId, battleId, vote_receive_userId: move ? playerIds[0] : playerIds[1] });
      inFlight++;
      sent++;
      const done = () => {
        inFlight--;
        lastReplyAt = performance.now();
      };
      const req = request(
        `${url}/backend/api/VotingTo`,
        {
          method: 'POST',
          agent,
          headers: {
            authorization: tokens[voter]!,
            'content-type': 'application/json',
            'accept-language': 'en',
            ...(jars[voter] && { cookie: jars[voter] }),
          },
        },
        (response) => {
          const set = response.headers['set-cookie'];
          if (set) jars[voter] = set.map((cookie) => cookie.split(';', 1)[0]).join('; ');
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (text += chunk));
          response.on('end', () => {
            const at = wallNow();
            done();
            if (response.statusCode !== 200) {
              refused[response.statusCode ?? 0] = (refused[response.statusCode ?? 0] ?? 0) + 1;
              return;
            }
            const counts = JSON.parse(text) as Counts;
            observations.push({ progress: progressOf(counts), at });
            replyMs.push(performance.now() - began);
            plan.accepted(voter, move);
            if (move) moves++;
            else firstVotes++;
          });
        },
      );
      req.on('error', () => {
        done();
        errors++;
      });
      req.end(body);
    };

    const began = performance.now();
    await new Promise<void>((resolve) => {
      // Every millisecond, send what the rate says is due by now: the rate holds even when a tick runs late.
      const timer = setInterval(() => {
        const elapsed = Math.min(seconds * 1000, performance.now() - began);
        const due = Math.floor((rate * elapsed) / 1000);
        while (sent + notSent.behind + notSent.noVoter < due) {
          const next = inFlight < maxInFlight ? plan.next() : undefined;
          if (next) vote(next.voter, next.move);
          else if (inFlight >= maxInFlight) notSent.behind++;
          else notSent.noVoter++;
        }
        if (elapsed >= seconds * 1000) {
          clearInterval(timer);
          resolve();
        }
      }, 1);
    });
    const drainUntil = performance.now() + 30_000;
    while (inFlight > 0 && performance.now() < drainUntil) await new Promise((resolve) => setTimeout(resolve, 5));
    agent.destroy();

    replyMs.sort((a, b) => a - b);
    const expected: Counts = { Player1: moves, Player2: firstVotes - moves };
    return {
      sent,
      notSent,
      accepted: firstVotes + moves,
      firstVotes,
      moves,
      refused,
      errors,
      unanswered: inFlight,
      /** From the first vote sent to the last reply. */
      seconds: (lastReplyAt - began) / 1000,
      replyMs: { p50: percentile(replyMs, 50), p95: percentile(replyMs, 95), p99: percentile(replyMs, 99) },
      expected,
      observations,
    };
  },
};

export type VoteSenderHandlers = typeof handlers;

serve(handlers);
