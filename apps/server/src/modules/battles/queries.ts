import type { BattlePhase } from '@artclash/contract';
import { and, asc, eq, getTableColumns, inArray, isNotNull, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { battles, events, rehearsalAccounts, roulettes, users } from '../../db/schema/index.ts';
import { cityNameColumns } from '../users/index.ts';

export type BattleRow = typeof battles.$inferSelect;
export type RouletteRow = typeof roulettes.$inferSelect;

/** A battle that a call names with its event (the live screens' and the big screen's calls name both). */
export interface BattleOfEventOptions {
  db: Executor;
  eventId: string;
  battleId: string;
}

const player1 = alias(users, 'player1');
const player2 = alias(users, 'player2');

const playerColumns = (player: typeof player1 | typeof player2) => ({
  userId: player.id,
  username: player.username,
  profileImage: player.profileImage,
  country: player.country,
  city: player.city,
  loginStatus: player.loginStatus,
  ...cityNameColumns(player.city),
});

/** The battles `where` says, each event's in order, each with its two players, in one query. */
const battlesWithPlayersWhere = (db: Executor, where: SQL) =>
  db
    .select({ battle: getTableColumns(battles), player1: playerColumns(player1), player2: playerColumns(player2) })
    .from(battles)
    .leftJoin(player1, eq(player1.id, battles.player1Id))
    .leftJoin(player2, eq(player2.id, battles.player2Id))
    .where(where)
    .orderBy(asc(battles.position), asc(battles.createdAt));
export type BattleWithPlayers = Awaited<ReturnType<typeof battlesWithPlayersWhere>>[number];

/** An event's battles in order, each with its two players, in one query. */
export function battlesWithPlayers({ db, eventId }: { db: Executor; eventId: string }): Promise<BattleWithPlayers[]> {
  return battlesWithPlayersWhere(db, eq(battles.eventId, eventId));
}

/** The battles of several events, each event's in order, each with its two players, in one query. */
export function battlesWithPlayersOfEvents({
  db,
  eventIds,
}: {
  db: Executor;
  eventIds: string[];
}): Promise<BattleWithPlayers[]> {
  if (eventIds.length === 0) return Promise.resolve([]);
  return battlesWithPlayersWhere(db, inArray(battles.eventId, eventIds));
}

export function eventRoulettes({ db, eventId }: { db: Executor; eventId: string }): Promise<RouletteRow[]> {
  return db.select().from(roulettes).where(eq(roulettes.eventId, eventId));
}

/** The battle, only when it belongs to the event (a battle id of another event is unknown here). */
export async function battleOfEvent({ db, eventId, battleId }: BattleOfEventOptions): Promise<BattleRow | undefined> {
  const [battle] = await db
    .select()
    .from(battles)
    .where(and(eq(battles.id, battleId), eq(battles.eventId, eventId)));
  return battle;
}

/** The roulette a battle of the event spins (§3 Roulette): its own, else its event's (the row without a battle, docs/product.md#rule-64), else none. Callers check that the battle is the event's. */
export async function rouletteOfBattle({
  db,
  eventId,
  battleId,
}: BattleOfEventOptions): Promise<RouletteRow | undefined> {
  const [roulette] = await db
    .select()
    .from(roulettes)
    .where(and(eq(roulettes.eventId, eventId), or(eq(roulettes.battleId, battleId), isNull(roulettes.battleId))))
    // The battle's own row first: false sorts before true.
    .orderBy(sql`${roulettes.battleId} is null`)
    .limit(1);
  return roulette;
}

/** A battle by its id alone (the organisers' battle calls name no event). */
export async function battleById({ db, battleId }: { db: Executor; battleId: string }): Promise<BattleRow | undefined> {
  const [battle] = await db.select().from(battles).where(eq(battles.id, battleId));
  return battle;
}

/** The condition that a stored battle is in `phase` (docs/decisions.md#275): a move's write is conditional on it. */
export function inPhase(phase: BattlePhase) {
  switch (phase) {
    case 'not_started':
      return isNull(battles.battleStatus);
    case 'live':
      return and(eq(battles.battleStatus, 'live'), or(eq(battles.votingStatus, 'on'), isNull(battles.votingOpenedAt)));
    case 'voting_closed':
      return and(eq(battles.battleStatus, 'live'), ne(battles.votingStatus, 'on'), isNotNull(battles.votingOpenedAt));
    case 'complete':
      return eq(battles.battleStatus, 'complete');
  }
}

/** A new battle after the event's last; the position is read in the insert itself, so two battles added at once both land after it. */
export async function insertBattleAfterLast({
  db,
  battle,
}: {
  db: Executor;
  battle: Omit<typeof battles.$inferInsert, 'position'>;
}): Promise<string> {
  const last = db
    .select({ next: sql`coalesce(max(${battles.position}) + 1, 0)` })
    .from(battles)
    .where(eq(battles.eventId, battle.eventId));
  const [created] = await db
    .insert(battles)
    .values({ ...battle, position: sql`(${last})` })
    .returning({ id: battles.id });
  return created!.id;
}

/** A battle and, optionally, its own roulette; a fixed id that exists already is left as it is (undefined then). */
export async function insertBattleWithRoulette({
  db,
  battle,
  roulette,
}: {
  db: Executor;
  battle: typeof battles.$inferInsert;
  roulette?: Omit<typeof roulettes.$inferInsert, 'eventId' | 'battleId'>;
}): Promise<string | undefined> {
  const [created] = await db.insert(battles).values(battle).onConflictDoNothing().returning({ id: battles.id });
  if (created && roulette) {
    await db
      .insert(roulettes)
      .values({ ...roulette, eventId: battle.eventId, battleId: created.id })
      .onConflictDoNothing();
  }
  return created?.id;
}

/** The event's own roulette (the row without a battle, docs/product.md#rule-64), if it has one. */
export async function eventOwnRoulette({
  db,
  eventId,
}: {
  db: Executor;
  eventId: string;
}): Promise<RouletteRow | undefined> {
  const [row] = await db
    .select()
    .from(roulettes)
    .where(and(eq(roulettes.eventId, eventId), isNull(roulettes.battleId)));
  return row;
}

/** Marks an account as one of a rehearsal's, deleted with its event (docs/decisions.md#250). */
export async function addRehearsalAccount({ db, userId, eventId }: { db: Executor; userId: string; eventId: string }) {
  await db.insert(rehearsalAccounts).values({ userId, eventId });
}

/**
 * Every rehearsal event, oldest first, with its throwaway accounts counted: what a run stopped before its end
 * left is found by the event's own mark (docs/decisions.md#360).
 */
export async function rehearsalEvents({ db }: { db: Executor }) {
  return db
    .select({
      id: events.id,
      title: events.titleEng,
      createdAt: events.createdAt,
      accounts: sql<number>`(select count(*)::int from ${rehearsalAccounts} where ${rehearsalAccounts.eventId} = ${events.id})`,
    })
    .from(events)
    .where(eq(events.rehearsal, true))
    .orderBy(asc(events.createdAt), asc(events.id));
}

/** Writes the event's own roulette, creating it on its first save; what `changes` leaves out stays. */
export async function upsertEventRoulette({
  db,
  eventId,
  changes,
}: {
  db: Executor;
  eventId: string;
  changes: Partial<Pick<RouletteRow, 'keywords' | 'sponsorImg'>>;
}): Promise<RouletteRow> {
  const [row] = await db
    .insert(roulettes)
    .values({ eventId, battleId: null, ...changes })
    .onConflictDoUpdate({ target: roulettes.eventId, targetWhere: isNull(roulettes.battleId), set: changes })
    .returning();
  return row!;
}

/**
 * The battles whose voting is open, whose timer has started, in events that close voting by themselves at time up
 * (docs/decisions.md#396), with their event's minutes per battle: the few the closing sweep reads the clock of.
 */
export async function openVotingToCloseAtTimeUp({
  db,
}: {
  db: Executor;
}): Promise<{ battle: BattleRow; battlesTime: number }[]> {
  return db
    .select({ battle: battles, battlesTime: events.battlesTime })
    .from(battles)
    .innerJoin(events, eq(events.id, battles.eventId))
    .where(
      and(
        eq(events.autoCloseVoting, true),
        eq(battles.battleStatus, 'live'),
        eq(battles.votingStatus, 'on'),
        isNotNull(battles.timeStatus),
      ),
    );
}
