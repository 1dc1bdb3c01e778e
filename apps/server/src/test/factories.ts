import { randomBytes } from 'node:crypto';
import type { EventDateTime } from '@artclash/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { battles, users, votes } from '../db/schema/index.ts';
import { createBattle, type NewBattle, type NewRoulette } from '../modules/battles/index.ts';
import { createEvent, type NewEvent } from '../modules/events/index.ts';

const unique = () => randomBytes(4).toString('hex');

export type UserRow = typeof users.$inferSelect;

export async function buildUser({
  db,
  ...values
}: { db: Database } & Partial<typeof users.$inferInsert>): Promise<UserRow> {
  const name = `user_${unique()}`;
  const [user] = await db
    .insert(users)
    .values({ type: 'fan', username: name, email: `${name}@example.com`, country: 'Japan', city: 'Tokyo', ...values })
    .returning();
  return user!;
}

export interface BuildEventOptions extends Partial<NewEvent> {
  db: Database;
  dateTimes?: EventDateTime[];
  /** Participant ids, or how many new artists to create. */
  participants?: string[] | number;
}

export async function buildEvent({
  db,
  dateTimes = [],
  participants = 0,
  ...event
}: BuildEventOptions): Promise<string> {
  const participantIds =
    typeof participants === 'number'
      ? await Promise.all(
          Array.from({ length: participants }, async () => (await buildUser({ db, type: 'artist' })).id),
        )
      : participants;
  return createEvent({
    db,
    // Anyone signed in votes (the spec's rule) unless a test sets the rule it is about (docs/decisions.md#305).
    event: { titleEng: `Event ${unique()}`, titleJap: `イベント ${unique()}`, votingRule: 'anyone', ...event },
    dateTimes,
    participantIds,
  });
}

export interface BuildBattleOptions extends Partial<Omit<NewBattle, 'eventId'>> {
  db: Database;
  eventId: string;
  roulette?: NewRoulette;
}

export async function buildBattle({
  db,
  eventId,
  roulette,
  ...battle
}: BuildBattleOptions): Promise<{ battleId: string; player1Id: string; player2Id: string }> {
  const player1Id = battle.player1Id ?? (await buildUser({ db, type: 'artist' })).id;
  const player2Id = battle.player2Id ?? (await buildUser({ db, type: 'artist' })).id;
  const battleId = await createBattle({
    db,
    // The bar shown unless told: a test of the counts reads them; the stored default (hidden) keeps them back
    // (docs/product.md#rule-316).
    battle: { battleName: 'Battle', votingBar: 'show', ...battle, eventId, player1Id, player2Id },
    roulette,
  });
  return { battleId, player1Id, player2Id };
}

/**
 * A stored vote by a new fan unless a voter is given: results data, written as the vote call stores
 * it (one per voter and battle, a second one moves the first) but without the call's rules, which
 * modules/votes tests through VotingTo.
 */
export async function castVote({
  db,
  battleId,
  receiverId,
  voterId,
}: {
  db: Database;
  battleId: string;
  receiverId: string;
  voterId?: string;
}): Promise<string> {
  const voter = voterId ?? (await buildUser({ db })).id;
  const [battle] = await db.select({ eventId: battles.eventId }).from(battles).where(eq(battles.id, battleId));
  if (!battle) throw new Error(`castVote: no battle ${battleId}`);
  await db
    .insert(votes)
    .values({ eventId: battle.eventId, battleId, voterId: voter, receiverId })
    .onConflictDoUpdate({ target: [votes.battleId, votes.voterId], set: { receiverId } });
  return voter;
}
