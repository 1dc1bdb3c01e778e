import { isMainType, type Language, type TEvent, type TPastVote } from '@artclash/contract';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors/app-error.ts';
import { isUuid } from '../../lib/ids.ts';
import { listEventsOfParticipant, presentEventsWithIds } from '../events/index.ts';
import { placeIn } from '../users/index.ts';
import { userById, votesOf } from './queries.ts';

/**
 * Participated Events of a fan or an artist (docs/decisions.md#9, #142): the events they took part in,
 * latest first, as the event lists present them (events are public). 404 for anyone else.
 */
export async function readParticipatedEvents({ db, userId, language }: { db: Database; userId: string; language: Language }): Promise<TEvent[]> {
  const user = isUuid(userId) ? await userById({ db, userId }) : undefined;
  if (!user || !isMainType(user.type)) throw new AppError('notFound', 'server.userNotFound');
  return listEventsOfParticipant({ db, userId, language });
}

/** Past Voting (docs/decisions.md#9, #142): the signed-in user's votes, latest first, each with its event and the player voted for. */
export async function readPastVoting({ db, userId, language }: { db: Database; userId: string; language: Language }): Promise<TPastVote[]> {
  const rows = await votesOf({ db, voterId: userId });
  const events = await presentEventsWithIds({ db, eventIds: [...new Set(rows.map((row) => row.eventId))], language });
  return rows.flatMap((row) => {
    const event = events.get(row.eventId);
    if (!event) return [];
    return [
      {
        event,
        battle: { _id: row.battleId, battle_name: language === 'ja' && row.battleNameJap ? row.battleNameJap : row.battleName },
        voted_for: { _id: row.receiverId, username: row.username, profileImage: row.profileImage, ...placeIn(language, { country: row.country, city: row.city, cityEn: row.cityEn, cityJa: row.cityJa }) },
        voted_at: row.votedAt.toISOString(),
      },
    ];
  });
}
