import type { TEventReportReply } from '@artclash/contract';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { readBattleCurves } from '../votes/index.ts';
import { eventById, readEventDetails } from '../events/index.ts';
import { readEventBattles } from './read-event-battles.ts';

type Sides = { Player1: number; Player2: number };

/** Each battle's counts by origin and side, from the votes as stored. */
async function votesByOriginAndSide({ db, eventId }: { db: Executor; eventId: string }) {
  const result = await db.execute(sql`
    select v.battle_id, v.in_room,
           count(*) filter (where v.vote_receive_user_id = b.player1_id)::int as player1,
           count(*) filter (where v.vote_receive_user_id = b.player2_id)::int as player2
    from votes v join battles b on b.id = v.battle_id
    where b.event_id = ${eventId}
    group by v.battle_id, v.in_room`);
  const counts = new Map<string, { room: Sides; online: Sides }>();
  type Row = { battle_id: string; in_room: boolean; player1: number; player2: number };
  for (const row of rowsOf<Row>(result)) {
    const battle = counts.get(row.battle_id) ?? {
      room: { Player1: 0, Player2: 0 },
      online: { Player1: 0, Player2: 0 },
    };
    battle[row.in_room ? 'room' : 'online'] = { Player1: Number(row.player1), Player2: Number(row.player2) };
    counts.set(row.battle_id, battle);
  }
  return counts;
}

/** Who voted: every account with a vote in the event, and those whose latest vote came from the room. */
async function votersOf({ db, eventId }: { db: Executor; eventId: string }) {
  const result = await db.execute(sql`
    select count(*)::int as voters, count(*) filter (where in_room)::int as in_room from (
      select distinct on (vote_send_user_id) vote_send_user_id, in_room from votes
      where event_id = ${eventId} order by vote_send_user_id, updated_at desc) as last`);
  const [row] = rowsOf<{ voters: number; in_room: number }>(result);
  return { voters: Number(row?.voters ?? 0), inRoom: Number(row?.in_room ?? 0) };
}

/**
 * How long each battle's sponsor was on the projector, from the log: the big screen shows a battle's sponsor from its
 * roulette's first spin (or its start, without one) until it completes (docs/product.md#rule-399); a battle still
 * running counts to `now`.
 */
async function sponsorSeconds({ db, eventId, now }: { db: Executor; eventId: string; now: Date }) {
  const result = await db.execute(sql`
    select l.battle_id, coalesce(own.sponsor_img, shared.sponsor_img, '') as image,
           min(l.at) filter (where l.kind = 'rouletteSpun' or (l.kind = 'battleMoved' and l.payload->>'move' = 'start'))
             as shown_at,
           max(l.at) filter (where l.kind = 'battleMoved' and l.payload->>'move' = 'complete') as done_at
    from event_log l
    left join roulettes own on own.battle_id = l.battle_id
    left join roulettes shared on shared.event_id = l.event_id and shared.battle_id is null
    where l.event_id = ${eventId} and l.battle_id is not null
    group by l.battle_id, own.sponsor_img, shared.sponsor_img`);
  const seconds = new Map<string, number>();
  type Row = { image: string; shown_at: Date | string | null; done_at: Date | string | null };
  for (const row of rowsOf<Row>(result)) {
    if (!row.image || !row.shown_at) continue;
    const until = row.done_at ? new Date(row.done_at) : now;
    const shown = Math.max(0, Math.round((until.getTime() - new Date(row.shown_at).getTime()) / 1000));
    seconds.set(row.image, (seconds.get(row.image) ?? 0) + shown);
  }
  return [...seconds].map(([image, total]) => ({ image, seconds: total }));
}

/**
 * The night's report for its organisers and sponsors (docs/decisions.md#424), or undefined for no such event: who
 * joined, the peak watching, each battle's votes by origin and its curve, and each sponsor's time on the projector.
 */
export async function readNightReport({
  db,
  eventId,
  now = new Date(),
}: {
  db: Executor;
  eventId: string;
  now?: Date;
}): Promise<Omit<TEventReportReply, 'status' | 'message'> | undefined> {
  const [row, details, event] = await Promise.all([
    eventById({ db, eventId }),
    readEventDetails({ db, eventId, language: 'en' }),
    readEventBattles({ db, eventId, language: 'en', audience: 'organisers' }),
  ]);
  if (!row || !details || !event) return undefined;
  const [counts, voters, curves, sponsors] = await Promise.all([
    votesByOriginAndSide({ db, eventId }),
    votersOf({ db, eventId }),
    readBattleCurves({ db, eventId, now }),
    sponsorSeconds({ db, eventId, now }),
  ]);
  const none = { room: { Player1: 0, Player2: 0 }, online: { Player1: 0, Player2: 0 } };
  return {
    event: {
      _id: details._id,
      title_eng: details.title_eng,
      title_jap: details.title_jap,
      date_times: details.date_times,
      timezone: details.timezone,
      venue_name_eng: details.venue_name_eng,
      venue_name_jap: details.venue_name_jap,
    },
    joined: { artists: details.participants.length, voters: voters.voters, voters_in_room: voters.inRoom },
    peak_watching: { viewers: row.peakViewers, at: row.peakViewersAt?.toISOString() ?? null },
    battles: event.battles.map((battle) => ({
      battle_id: battle._id,
      battle_name: battle.battle_name,
      battle_name_jap: battle.battle_name_jap,
      player1: battle.battle1?.username ?? null,
      player2: battle.battle2?.username ?? null,
      player1_id: battle.battle1?._id ?? null,
      status: battle.battle_status,
      winner_id: battle.player_winner_id,
      draw: battle.draw,
      votes: counts.get(battle._id) ?? none,
      curve: curves.find((curve) => curve.battle_id === battle._id) ?? null,
    })),
    sponsors,
  };
}
