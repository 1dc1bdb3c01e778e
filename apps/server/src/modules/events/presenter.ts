import type { Language, TDateTime, TEvent, TEventType } from '@artclash/contract';
import { presentPublicUser } from '../users/public-user.ts';
import type { EventRow } from './list-queries.ts';
import { rankPlayers } from './ranking.ts';
import type { DateTimeRow, EventRelations } from './relation-queries.ts';

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
