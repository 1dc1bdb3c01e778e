import { and, asc, count, eq, inArray, isNotNull, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { battles, eventDateTimes, eventParticipants, users, votes } from '../../db/schema.ts';
import { type PublicUserRow, publicUserColumns } from '../users/public-user.ts';

export type DateTimeRow = typeof eventDateTimes.$inferSelect;

export interface EventRelations {
  dateTimes: DateTimeRow[];
  participants: (PublicUserRow & { eventId: string })[];
  /** Everyone who played a battle of a past event. */
  players: (PublicUserRow & { eventId: string })[];
  wins: { eventId: string; userId: string | null; wins: number }[];
  votesReceived: { eventId: string; userId: string; votes: number }[];
}

/**
 * Everything the event presenter needs for a whole list, in a fixed number of queries whatever
 * the list's length (no N+1). Rankings are only loaded for past events.
 */
export async function loadEventRelations({ db, eventIds, pastEventIds }: { db: Executor; eventIds: string[]; pastEventIds: string[] }): Promise<EventRelations> {
  const none: EventRelations = { dateTimes: [], participants: [], players: [], wins: [], votesReceived: [] };
  if (eventIds.length === 0) return none;
  const hasPast = pastEventIds.length > 0;
  const [dateTimes, participants, players, wins, votesReceived] = await Promise.all([
    db.select().from(eventDateTimes).where(inArray(eventDateTimes.eventId, eventIds)).orderBy(asc(eventDateTimes.eventId), asc(eventDateTimes.position)),
    db
      .select({ eventId: eventParticipants.eventId, ...publicUserColumns })
      .from(eventParticipants)
      .innerJoin(users, eq(users.id, eventParticipants.userId))
      .where(inArray(eventParticipants.eventId, eventIds))
      .orderBy(asc(eventParticipants.position)),
    hasPast
      ? db
          .selectDistinct({ eventId: battles.eventId, ...publicUserColumns })
          .from(battles)
          .innerJoin(users, or(eq(users.id, battles.player1Id), eq(users.id, battles.player2Id)))
          .where(inArray(battles.eventId, pastEventIds))
      : none.players,
    hasPast
      ? db
          .select({ eventId: battles.eventId, userId: battles.winnerId, wins: count() })
          .from(battles)
          .where(and(inArray(battles.eventId, pastEventIds), isNotNull(battles.winnerId)))
          .groupBy(battles.eventId, battles.winnerId)
      : none.wins,
    hasPast
      ? db
          .select({ eventId: votes.eventId, userId: votes.receiverId, votes: count() })
          .from(votes)
          .where(inArray(votes.eventId, pastEventIds))
          .groupBy(votes.eventId, votes.receiverId)
      : none.votesReceived,
  ]);
  return { dateTimes, participants, players, wins, votesReceived };
}
