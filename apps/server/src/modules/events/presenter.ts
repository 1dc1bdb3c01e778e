import type { Language, TDateTime, TEvent, TEventType, TRankingEntry } from '@artclash/contract';
import { type PublicUserRow, presentPublicUser } from '../users/index.ts';
import type { DateTimeRow, EventRelations, EventRow } from './queries.ts';

/** 'past' once the last date_time has ended in the event's time zone; the instants were computed in it. */
export const eventTypeOf = (row: EventRow, now: Date): TEventType => (row.endsAt && row.endsAt <= now ? 'past' : 'upcoming');

const presentDateTime = (row: DateTimeRow): TDateTime => ({
  _id: row.id,
  dates: row.dates,
  start_time: row.startTime,
  end_time: row.endTime,
  starts_at: row.startsAt.toISOString(),
  ends_at: row.endsAt.toISOString(),
});

export interface RankingInput {
  players: PublicUserRow[];
  wins: { userId: string | null; wins: number }[];
  votesReceived: { userId: string; votes: number }[];
  language: Language;
}

/** Players ranked by battles won, then votes received (docs/decisions.md#9); empty until results exist. */
export function rankPlayers({ players, wins, votesReceived, language }: RankingInput): TRankingEntry[] {
  if (wins.length === 0 && votesReceived.length === 0) return [];
  const winsOf = new Map(wins.map((row) => [row.userId, Number(row.wins)]));
  const votesOf = new Map(votesReceived.map((row) => [row.userId, Number(row.votes)]));
  return players
    .map((player) => ({ user: presentPublicUser(player, language), wins: winsOf.get(player.userId) ?? 0, votes: votesOf.get(player.userId) ?? 0 }))
    .sort((a, b) => b.wins - a.wins || b.votes - a.votes || a.user.username.localeCompare(b.user.username));
}

function groupBy<T extends { eventId: string }>(rows: T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) groups.set(row.eventId, [...(groups.get(row.eventId) ?? []), row]);
  return groups;
}

/** Presents a list of events with their relations, loaded once for the whole list; people's places in `language`. */
export function presentEvents(rows: EventRow[], relations: EventRelations, now: Date, language: Language): TEvent[] {
  const dateTimes = groupBy(relations.dateTimes);
  const participants = groupBy(relations.participants);
  const players = groupBy(relations.players);
  const wins = groupBy(relations.wins);
  const votesReceived = groupBy(relations.votesReceived);
  return rows.map((row) => {
    const types = eventTypeOf(row, now);
    return {
      _id: row.id,
      event_type: row.eventType,
      title_eng: row.titleEng,
      title_jap: row.titleJap,
      rules_eng: row.rulesEng,
      rules_jap: row.rulesJap,
      images: row.images,
      date_times: (dateTimes.get(row.id) ?? []).map(presentDateTime),
      participants: (participants.get(row.id) ?? []).map((user) => ({ user: presentPublicUser(user, language) })),
      youtube_emd: row.youtubeEmd,
      battles_time: row.battlesTime,
      timezone: row.timezone,
      city: row.city,
      types,
      ranking:
        types === 'past'
          ? rankPlayers({ players: players.get(row.id) ?? [], wins: wins.get(row.id) ?? [], votesReceived: votesReceived.get(row.id) ?? [], language })
          : [],
    };
  });
}
