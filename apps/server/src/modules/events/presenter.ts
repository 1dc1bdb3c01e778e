import {
  type BattleOutcome,
  finalistsOf,
  type Language,
  nightIsOver,
  type TDateTime,
  type TEvent,
  type TEventType,
  type TRankingEntry,
  withFinalistsFirst,
} from '@artclash/contract';
import { type PublicUserRow, presentPublicUser } from '../users/index.ts';
import type { DateTimeRow, EventRelations, EventRow } from './queries.ts';

/** 'past' once the last date_time has ended in the event's time zone; the instants were computed in it. */
export const eventTypeOf = (row: EventRow, now: Date): TEventType =>
  row.endsAt && row.endsAt <= now ? 'past' : 'upcoming';

const presentDateTime = (row: DateTimeRow): TDateTime => ({
  _id: row.id,
  dates: row.dates,
  start_time: row.startTime,
  end_time: row.endTime,
  starts_at: row.startsAt.toISOString(),
  ends_at: row.endsAt.toISOString(),
});

interface RankingInput {
  players: PublicUserRow[];
  wins: { userId: string | null; wins: number }[];
  votesReceived: { userId: string; votes: number }[];
  /** The event's battles in order: the last completed one is the final. */
  outcomes: BattleOutcome[];
  language: Language;
}

/**
 * The final's winner (the champion) and its other player first, then the other players by battles
 * won and votes received (docs/product.md#rule-9, #rule-111); empty until results exist.
 */
function rankPlayers({ players, wins, votesReceived, outcomes, language }: RankingInput): TRankingEntry[] {
  if (wins.length === 0 && votesReceived.length === 0) return [];
  const winsOf = new Map(wins.map((row) => [row.userId, Number(row.wins)]));
  const votesOf = new Map(votesReceived.map((row) => [row.userId, Number(row.votes)]));
  const ranked = players
    .map((player) => ({
      user: presentPublicUser(player, language),
      wins: winsOf.get(player.userId) ?? 0,
      votes: votesOf.get(player.userId) ?? 0,
    }))
    .sort((a, b) => b.wins - a.wins || b.votes - a.votes || a.user.username.localeCompare(b.user.username));
  return withFinalistsFirst(ranked, (entry) => entry.user._id, finalistsOf(outcomes));
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
  const outcomes = groupBy(relations.outcomes);
  const votesReceived = groupBy(relations.votesReceived);
  return rows.map((row) => {
    const types = eventTypeOf(row, now);
    const eventOutcomes = outcomes.get(row.id) ?? [];
    // Public once past, or once every battle is complete (docs/product.md#rule-376).
    const resultsPublic = types === 'past' || nightIsOver(eventOutcomes);
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
      venue_name_eng: row.venueNameEng,
      venue_name_jap: row.venueNameJap,
      venue_address_eng: row.venueAddressEng,
      venue_address_jap: row.venueAddressJap,
      types,
      results_public: resultsPublic,
      ranking: resultsPublic
        ? rankPlayers({
            players: players.get(row.id) ?? [],
            wins: wins.get(row.id) ?? [],
            votesReceived: votesReceived.get(row.id) ?? [],
            outcomes: eventOutcomes,
            language,
          })
        : [],
      champion: resultsPublic ? (finalistsOf(eventOutcomes)?.champion ?? null) : null,
    };
  });
}
