import { dateTimeInterval } from '@artclash/contract';
import type { LogEntryKind } from '@artclash/contract/values';
import { count, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import {
  artTypes,
  artWorks,
  cities,
  communicateOptions,
  eventLog,
  events,
  interestEvents,
  mediaTypes,
  participateOptions,
  users,
  votes,
} from '../db/schema/index.ts';
import { createBattle } from '../modules/battles/index.ts';
import { createEvent } from '../modules/events/index.ts';
import { artworkSeed, BATTLE_NAMES, type DemoBattle, demoBattles } from './demo-battles.ts';
import { DEMO_EVENTS, demoRules, demoStreamEmbed } from './event-specs.ts';
import { demoId } from './ids.ts';
import {
  artworkImage,
  avatarImage,
  coverImage,
  demoImagePath,
  galleryImage,
  sponsorImage,
  writeDemoImages,
} from './images.ts';
import { DEMO_ARTISTS, DEMO_FANS } from './people.ts';
import { demoPlacesOf, demoPostSpecs, insertDemoPosts, removeDemoPostImages, storeDemoPostImages } from './posts.ts';
import {
  ART_TYPES,
  ART_WORKS,
  cityRows,
  COMMUNICATE_OPTIONS,
  INTEREST_EVENTS,
  MEDIA_TYPES,
  PARTICIPATE_OPTIONS,
  referenceRows,
} from './reference.ts';
import { sessionDates } from './session-dates.ts';

const GALLERY_SIZE = 6;

/** The last past night: its canvases were photographed (docs/decisions.md#425). */
const PHOTOGRAPHED = DEMO_EVENTS.reduce(
  (latest, spec, index) =>
    spec.dayOffset < 0 && (latest < 0 || spec.dayOffset > DEMO_EVENTS[latest]!.dayOffset) ? index : latest,
  -1,
);

export const DEMO_IMAGES = [
  ...DEMO_EVENTS.map((_, index) => coverImage(index)),
  ...Array.from({ length: GALLERY_SIZE }, (_, index) => galleryImage(index)),
  ...DEMO_ARTISTS.map((_, index) => avatarImage(index)),
  ...Array.from({ length: 4 }, (_, index) => sponsorImage(index)),
  ...BATTLE_NAMES.flatMap((_, position) =>
    ([1, 2] as const).map((side) => artworkImage(artworkSeed(PHOTOGRAPHED, position, side))),
  ),
];

async function insertPeopleAndLists(db: Database): Promise<void> {
  await db
    .insert(users)
    .values([
      ...DEMO_ARTISTS.map((person) => ({ ...person, type: 'artist' as const })),
      ...DEMO_FANS.map((person) => ({ ...person, type: 'fan' as const })),
    ])
    .onConflictDoNothing();
  const lists = [
    [artTypes, ART_TYPES, 'artType'],
    [artWorks, ART_WORKS, 'artWork'],
    [participateOptions, PARTICIPATE_OPTIONS, 'participate'],
    [communicateOptions, COMMUNICATE_OPTIONS, 'communicate'],
    [mediaTypes, MEDIA_TYPES, 'mediaType'],
    [interestEvents, INTEREST_EVENTS, 'interest'],
  ] as const;
  for (const [table, pairs, kind] of lists)
    await db
      .insert(table)
      .values(referenceRows(kind, [...pairs]))
      .onConflictDoNothing();
  await db.insert(cities).values(cityRows()).onConflictDoNothing();
}

/** Demo events around `now`: upcoming ones in the next weeks, past ones with complete results. */
async function insertEvents(db: Database, now: Date): Promise<void> {
  for (const [index, spec] of DEMO_EVENTS.entries()) {
    const [titleEng, titleJap] = spec.title;
    const [rulesEng, rulesJap] = demoRules(spec.battlesTime);
    const [venueNameEng, venueNameJap, venueAddressEng, venueAddressJap] = spec.venue;
    const dateTimes = sessionDates({
      now,
      timezone: spec.timezone,
      dayOffset: spec.dayOffset,
      sessions: spec.sessions,
    });
    const eventId = await createEvent({
      db,
      event: {
        id: demoId('event', index + 1),
        titleEng,
        titleJap,
        rulesEng,
        rulesJap,
        images: [coverImage(index), galleryImage(index % GALLERY_SIZE), galleryImage((index + 1) % GALLERY_SIZE)].map(
          demoImagePath,
        ),
        youtubeEmd: demoStreamEmbed(titleEng),
        battlesTime: spec.battlesTime,
        timezone: spec.timezone,
        city: spec.city,
        venueNameEng,
        venueNameJap,
        venueAddressEng,
        venueAddressJap,
      },
      dateTimes,
      participantIds: spec.artists.map((artist) => DEMO_ARTISTS[artist]!.id),
    });
    const { battlesTime } = spec;
    const battles = demoBattles({
      eventIndex: index,
      eventId,
      artists: spec.artists,
      past: spec.dayOffset < 0,
      photographed: index === PHOTOGRAPHED,
      battlesTime,
    });
    for (const { battle, roulette } of battles) await createBattle({ db, battle, roulette });
    const battleVotes = battles.flatMap((battle) => battle.votes);
    if (battleVotes.length === 0) continue;
    await db.insert(votes).values(battleVotes).onConflictDoNothing();
    const [first] = dateTimes;
    if (first)
      await insertNightLog({
        db,
        eventId,
        opensAt: dateTimeInterval(first, spec.timezone).start,
        battlesTime,
        battles,
      });
  }
}

/**
 * A past demo night's log (docs/decisions.md#403): each battle started, its voting opened two minutes later and a
 * quarter of an hour after the one before it ended, its votes at their times, then closed at time up and completed a
 * minute later; so the results show how each battle was won (docs/decisions.md#421), the vote log recounts and the
 * report has its sponsors' time (docs/decisions.md#424), with a peak watching. Written once: a second load finds it.
 */
async function insertNightLog({
  db,
  eventId,
  opensAt,
  battlesTime,
  battles,
}: {
  db: Database;
  eventId: string;
  opensAt: Date;
  battlesTime: number;
  battles: DemoBattle[];
}): Promise<void> {
  const [event] = await db.select({ logSeq: events.logSeq }).from(events).where(eq(events.id, eventId));
  const [logged] = await db.select({ n: count() }).from(eventLog).where(eq(eventLog.eventId, eventId));
  if (!event || (logged?.n ?? 0) > 0) return;
  const rows: (typeof eventLog.$inferInsert)[] = [];
  for (const [position, { battle, votes: cast }] of battles.entries()) {
    const opened = opensAt.getTime() + (15 + position * (battlesTime + 15)) * 60_000;
    const entry = (after: number, kind: LogEntryKind, payload: Record<string, unknown>, actorId?: string) =>
      rows.push({
        eventId,
        seq: event.logSeq + rows.length + 1,
        at: new Date(opened + after * 1000),
        kind,
        actorId,
        battleId: battle.id,
        payload,
      });
    // The battle starts (its sponsor on the projector from then: docs/decisions.md#424) two minutes before voting opens.
    entry(-120, 'battleMoved', { move: 'start', from: 'not_started' });
    entry(0, 'battleMoved', { move: 'openVoting', from: 'live' });
    for (const vote of [...cast].sort((a, b) => a.after - b.after))
      entry(vote.after, 'vote', { receiverId: vote.receiverId, inRoom: vote.inRoom, moved: false }, vote.voterId);
    entry(battlesTime * 60, 'battleMoved', { move: 'closeVoting', from: 'live', timeUp: true });
    entry(battlesTime * 60 + 60, 'battleMoved', {
      move: 'complete',
      from: 'voting_closed',
      winnerId: battle.winnerId,
      draw: false,
    });
  }
  await db.insert(eventLog).values(rows);
  // The night's peak watching: about three people watching for each vote, at the final's opening.
  const votesCast = battles.reduce((sum, battle) => sum + battle.votes.length, 0);
  const peakViewersAt = new Date(opensAt.getTime() + (15 + (battles.length - 1) * (battlesTime + 15)) * 60_000);
  await db
    .update(events)
    .set({ logSeq: event.logSeq + rows.length, peakViewers: votesCast * 3, peakViewersAt })
    .where(eq(events.id, eventId));
}

/** Loads the demo content; fixed ids and onConflictDoNothing make a second load change nothing. */
export async function loadDemo({ db, uploadsDir, privateUploadsDir, now }: DemoOptions): Promise<void> {
  const images = writeDemoImages({ uploadsDir, images: DEMO_IMAGES });
  // The posts' images are stored first, like an upload's; if the rows fail, they go again.
  const places = demoPlacesOf(uploadsDir, privateUploadsDir);
  const specs = demoPostSpecs();
  const postImages = await storeDemoPostImages({ db, places, specs });
  try {
    await db.transaction(async (tx) => {
      await insertPeopleAndLists(tx);
      await insertEvents(tx, now);
      await insertDemoPosts({ db: tx, specs, stored: postImages });
    });
  } catch (error) {
    await removeDemoPostImages({ places, specs, stored: postImages });
    throw error;
  }
  await images;
}

export interface DemoOptions {
  db: Database;
  uploadsDir: string;
  /** Where non-public post images go (lib/uploads-dir.ts); beside `uploadsDir` when not given. */
  privateUploadsDir?: string;
  now: Date;
}

/** `DEMO` (README, Configuration): demo content only on a database without events. */
export async function loadDemoIfEmpty(options: DemoOptions): Promise<boolean> {
  const [row] = await options.db.select({ events: count() }).from(events);
  if ((row?.events ?? 0) > 0) return false;
  await loadDemo(options);
  return true;
}
