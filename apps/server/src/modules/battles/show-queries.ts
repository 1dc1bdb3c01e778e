import { and, type AnyColumn, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { battles, shows } from '../../db/schema/index.ts';

export type ShowRow = typeof shows.$inferSelect;

/** `column is not distinct from value`: equal, nulls included. */
const sameAs = (column: AnyColumn, value: unknown) => sql`${column} is not distinct from ${sql.param(value, column)}`;

/** The event's show, or undefined before its first control. */
export async function showOf({ db, eventId }: { db: Executor; eventId: string }): Promise<ShowRow | undefined> {
  const [row] = await db.select().from(shows).where(eq(shows.eventId, eventId));
  return row;
}

/** The event's show, made idle on its first use. */
export async function ensureShow({ db, eventId }: { db: Executor; eventId: string }): Promise<ShowRow> {
  await db.insert(shows).values({ eventId }).onConflictDoNothing();
  return (await showOf({ db, eventId }))!;
}

/** No battle of the event but `battleId` is running (live or voting closed): only then may another take the stage. */
export const noOtherRunning = (eventId: string, battleId: string) =>
  sql`not exists (select 1 from ${battles} where ${battles.eventId} = ${eventId} and ${battles.battleStatus} = 'live' and ${battles.id} <> ${battleId})`;

/**
 * Writes the show only if it is still as it was read (`seen`) and `guard` holds, in one statement; false
 * when something changed meanwhile (another organiser, another screen).
 */
export async function writeShowIf({
  db,
  seen,
  set,
  guard,
}: {
  db: Executor;
  seen: ShowRow;
  set: Partial<typeof shows.$inferInsert>;
  guard?: ReturnType<typeof sql>;
}): Promise<ShowRow | undefined> {
  const [row] = await db
    .update(shows)
    .set(set)
    .where(
      and(
        eq(shows.eventId, seen.eventId),
        eq(shows.rouletteState, seen.rouletteState),
        sameAs(shows.rouletteBattleId, seen.rouletteBattleId),
        sameAs(shows.currentBattleId, seen.currentBattleId),
        sameAs(shows.rouletteChangedAt, seen.rouletteChangedAt),
        guard,
      ),
    )
    .returning();
  return row;
}

/** The theme keywords the other battles of the event already have: the roulette draws others first. */
export function drawnInEvent({ db, eventId, battleId }: { db: Executor; eventId: string; battleId: string }) {
  return db
    .select({
      keyword1Eng: battles.keyword1Eng,
      keyword1Jap: battles.keyword1Jap,
      keyword2Eng: battles.keyword2Eng,
      keyword2Jap: battles.keyword2Jap,
    })
    .from(battles)
    .where(and(eq(battles.eventId, eventId), ne(battles.id, battleId)));
}

/** After an undone start the roulette of that battle is idle again. */
export function resetRouletteOf({ db, battleId }: { db: Executor; battleId: string }) {
  return db
    .update(shows)
    .set({ rouletteState: 'idle', rouletteLeft: null, rouletteRight: null, rouletteChangedAt: new Date() })
    .where(eq(shows.rouletteBattleId, battleId));
}
