import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { votes } from '../db/schema/index.ts';
import { sessionTokenOf } from './accounts.ts';
import { buildBattle, buildEvent, buildUser } from './factories.ts';

/** A battle with voting on and `fans` signed-in fans, written straight into the database before a server opens it. */
export async function seedVotingBattle({ db, secret, fans }: { db: Database; secret: string; fans: number }) {
  const eventId = await buildEvent({ db });
  const battle = await buildBattle({ db, eventId, votingStatus: 'on', battleStatus: 'live' });
  const organiser = await buildUser({ db, role: 'admin' });
  const voters = await Promise.all(
    Array.from({ length: fans }, async (_, index) => {
      const user = await buildUser({ db });
      return {
        userId: user.id,
        token: await sessionTokenOf({ db, secret, user }),
        receiverId: index % 3 === 0 ? battle.player2Id : battle.player1Id,
      };
    }),
  );
  return { eventId, ...battle, organiserToken: await sessionTokenOf({ db, secret, user: organiser }), voters };
}

export type Voter = Awaited<ReturnType<typeof seedVotingBattle>>['voters'][number];

export const postJson = (origin: string, path: string, body: object, token?: string) =>
  fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'en', ...(token && { authorization: token }) },
    body: JSON.stringify(body),
  });

/**
 * Every voter votes once, `concurrency` at a time, against whichever origin `originOf` names at that
 * moment; resolves with the voters whose vote was acknowledged (200). A refused or failed vote is
 * counted by its status (0: no answer), never retried.
 */
export async function voteBurst({
  originOf,
  eventId,
  battleId,
  voters,
  concurrency = 20,
  onAcknowledged,
}: {
  originOf: () => string;
  eventId: string;
  battleId: string;
  voters: Voter[];
  concurrency?: number;
  onAcknowledged?: (count: number) => void;
}): Promise<{ acknowledged: Voter[]; failures: Map<number, number> }> {
  const acknowledged: Voter[] = [];
  const failures = new Map<number, number>();
  let next = 0;
  const worker = async () => {
    while (next < voters.length) {
      const voter = voters[next++]!;
      const status = await postJson(
        originOf(),
        '/backend/api/VotingTo',
        { eventId, battleId, vote_receive_userId: voter.receiverId },
        voter.token,
      ).then(
        async (reply) => {
          await reply.arrayBuffer();
          return reply.status;
        },
        () => 0,
      );
      if (status === 200) {
        acknowledged.push(voter);
        onAcknowledged?.(acknowledged.length);
      } else failures.set(status, (failures.get(status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { acknowledged, failures };
}

/** The acknowledged voters whose vote is not in the database as they cast it. */
export async function missingVotes({
  db,
  battleId,
  acknowledged,
}: {
  db: Database;
  battleId: string;
  acknowledged: Voter[];
}) {
  const stored = await db
    .select({ voterId: votes.voterId, receiverId: votes.receiverId })
    .from(votes)
    .where(eq(votes.battleId, battleId));
  const byVoter = new Map(stored.map((row) => [row.voterId, row.receiverId]));
  return acknowledged.filter((voter) => byVoter.get(voter.userId) !== voter.receiverId);
}
