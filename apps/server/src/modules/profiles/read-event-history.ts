import {
  isMainType,
  type Language,
  resultFor,
  type TBattle,
  type TEvent,
  type TEventHistoryBattle,
  type TEventHistoryEntry,
  type TPastVote,
  type TPlayer,
  type TPublicUser,
} from '@artclash/contract';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors/app-error.ts';
import { isUuid } from '../../lib/ids.ts';
import { readBattlesOfEvents } from '../battles/index.ts';
import { listEventsOfParticipant, listPastEventsOfMember, presentEventsWithIds } from '../events/index.ts';
import { placeIn } from '../users/index.ts';
import { userById, votesOf } from './queries.ts';

/** A user's history, presented in a language. */
interface HistoryOptions {
  db: Database;
  userId: string;
  language: Language;
}

/**
 * Participated Events of a fan or an artist (docs/product.md#rule-9, #rule-142): the events they took part in,
 * latest first, as the event lists present them (events are public). 404 for anyone else.
 */
export async function readParticipatedEvents({ db, userId, language }: HistoryOptions): Promise<TEvent[]> {
  const user = isUuid(userId) ? await userById({ db, userId }) : undefined;
  if (!user || !isMainType(user.type)) throw new AppError('notFound', 'server.userNotFound');
  return listEventsOfParticipant({ db, userId, language });
}

/** Past Voting (docs/product.md#rule-9, #rule-142): the signed-in user's votes, latest first, each with its event and the player voted for. */
export async function readPastVoting({ db, userId, language }: HistoryOptions): Promise<TPastVote[]> {
  const rows = await votesOf({ db, voterId: userId });
  const events = await presentEventsWithIds({ db, eventIds: [...new Set(rows.map((row) => row.eventId))], language });
  return rows.flatMap((row) => {
    const event = events.get(row.eventId);
    if (!event) return [];
    return [
      {
        event,
        battle: {
          _id: row.battleId,
          battle_name: language === 'ja' && row.battleNameJap ? row.battleNameJap : row.battleName,
        },
        voted_for: {
          _id: row.receiverId,
          username: row.username,
          profileImage: row.profileImage,
          ...placeIn(language, { country: row.country, city: row.city, cityEn: row.cityEn, cityJa: row.cityJa }),
        },
        voted_at: row.votedAt.toISOString(),
        // Whether the pick won (docs/product.md#rule-378).
        outcome: resultFor(row.receiverId, { status: row.battleStatus, winnerId: row.winnerId, draw: row.draw }),
      },
    ];
  });
}

/** A battle's player as a public user: the live screens' `status` is not history's business. */
const publicFace = (player: TPlayer | null): TPublicUser | null =>
  player && {
    _id: player._id,
    username: player.username,
    profileImage: player.profileImage,
    country: player.country,
    city: player.city,
  };

const historyBattle = (battle: TBattle, language: Language): TEventHistoryBattle => ({
  _id: battle._id,
  battle_name: language === 'ja' && battle.battle_name_jap ? battle.battle_name_jap : battle.battle_name,
  battle1: publicFace(battle.battle1),
  battle2: publicFace(battle.battle2),
  player_winner_id: battle.player_winner_id,
  draw: battle.draw,
  total_votes: battle.votes && battle.votes.Player1 + battle.votes.Player2,
});

/**
 * Event History (docs/product.md#rule-9, #rule-178): the signed-in user's own ended events — those they took
 * part in as a participant or as a battle player — the latest first, each with its battles in order.
 * Three queries for the events and two for all their battles, however many there are.
 */
export async function readEventHistory({ db, userId, language }: HistoryOptions): Promise<TEventHistoryEntry[]> {
  const events = await listPastEventsOfMember({ db, userId, language });
  const battles = await readBattlesOfEvents({ db, eventIds: events.map((event) => event._id), language });
  return events.map((event) => ({
    event,
    battles: (battles.get(event._id) ?? []).map((battle) => historyBattle(battle, language)),
  }));
}
