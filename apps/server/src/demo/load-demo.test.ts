import { access } from 'node:fs/promises';
import { join } from 'node:path';
import {
  eventImageSizes,
  finalistsOf,
  ZBattleCurvesReplySchema,
  ZEventByAllBattleReplySchema,
  ZEventListReplySchema,
  ZEventReportReplySchema,
  ZVoteLogReplySchema,
} from '@artclash/contract';
import { joinPathOf } from '@artclash/contract/values';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import * as schema from '../db/schema/index.ts';
import { recount } from '../modules/votes/index.ts';
import { userWithToken } from '../test/accounts.ts';
import { buildTestApp, type TestApp } from '../test/helper.ts';
import { demoImagePath } from './images.ts';
import { DEMO_IMAGES, loadDemo, loadDemoIfEmpty } from './load-demo.ts';

const TABLES = {
  posts: schema.posts,
  postTags: schema.postTags,
  tags: schema.tags,
  users: schema.users,
  events: schema.events,
  eventDateTimes: schema.eventDateTimes,
  eventParticipants: schema.eventParticipants,
  battles: schema.battles,
  roulettes: schema.roulettes,
  votes: schema.votes,
  cities: schema.cities,
  interestEvents: schema.interestEvents,
  artTypes: schema.artTypes,
  mediaTypes: schema.mediaTypes,
};

async function counts(db: Database): Promise<Record<string, number>> {
  const entries = await Promise.all(
    Object.entries(TABLES).map(
      async ([name, table]) => [name, (await db.select({ n: count() }).from(table))[0]?.n ?? 0] as const,
    ),
  );
  return Object.fromEntries(entries);
}

let demo: TestApp;
let off: TestApp;
beforeAll(async () => {
  [demo, off] = await Promise.all([buildTestApp({ demo: true }), buildTestApp({ demo: false })]);
});
afterAll(async () => Promise.all([demo?.close(), off?.close()]));

describe('demo content', () => {
  it('is loaded at start on an empty database', async () => {
    const loaded = await counts(demo.db);
    expect(loaded).toMatchObject({ users: 52, events: 10, battles: 30, roulettes: 30, cities: 16, interestEvents: 6 });
    expect(loaded.votes).toBeGreaterThan(300);
  });

  it('gives every demo event its own short address, which leads to its voting page (docs/product.md#rule-309)', async () => {
    const events = await demo.db.select({ id: schema.events.id }).from(schema.events);
    const codes = events.map(({ id }) => joinPathOf(id));
    expect(new Set(codes).size).toBe(events.length);
    const reply = await demo.get(codes[0]!);
    expect(reply.statusCode).toBe(302);
    expect(reply.headers.location).toBe(`/voting/${events[0]!.id}`);
  });

  it('changes nothing when loaded again', async () => {
    const before = await counts(demo.db);
    await loadDemo({ db: demo.db, uploadsDir: join(demo.config.dataDir, 'uploads'), now: new Date() });
    expect(
      await loadDemoIfEmpty({ db: demo.db, uploadsDir: join(demo.config.dataDir, 'uploads'), now: new Date() }),
    ).toBe(false);
    expect(await counts(demo.db)).toEqual(before);
  });

  it('gives each demo artist a few posts with stored images, most Public, some for judges or private (docs/product.md#rule-10)', async () => {
    const rows = await demo.db.select().from(schema.posts);
    expect(rows).toHaveLength(36);
    const visibilities = rows.map((row) => row.visibilitySettings);
    expect(new Set(visibilities)).toEqual(new Set(['Public', 'Judges/Sponsors Only', 'Private']));
    expect(visibilities.filter((visibility) => visibility === 'Public').length).toBeGreaterThan(25);
    for (const row of rows) {
      const folder = row.visibilitySettings === 'Public' ? join('uploads', 'posts') : join('private-uploads', 'posts');
      for (const width of row.imageWidths)
        await access(join(demo.config.dataDir, folder, `${row.image}-${width}.webp`));
      expect(row.imageWidths.at(-1)).toBe(row.imageWidth);
    }
    const publicPost = rows.find((row) => row.visibilitySettings === 'Public')!;
    expect(
      (await demo.get(`/backend/uploads/posts/${publicPost.image}-${publicPost.imageWidth}.webp`)).statusCode,
    ).toBe(200);
    const privatePost = rows.find((row) => row.visibilitySettings === 'Private')!;
    expect(
      (await demo.get(`/backend/uploads/posts/${privatePost.image}-${privatePost.imageWidth}.webp`)).statusCode,
    ).toBe(404);
  });

  it('is skipped with DEMO=0', async () => {
    expect((await counts(off.db)).events).toBe(0);
  });

  it('writes every image as WebP under uploads/demo, an event image at each width of docs/decisions.md#180, served by the app', async () => {
    const paths = DEMO_IMAGES.flatMap(
      (image) => eventImageSizes(demoImagePath(image))?.map((size) => size.path) ?? [demoImagePath(image)],
    );
    expect(paths).toContain('uploads/demo/cover-0-400.webp');
    expect(paths).toContain('uploads/demo/avatar-0.webp');
    for (const path of paths) await access(join(demo.config.dataDir, path));
    const cover = await demo.get('/backend/uploads/demo/cover-0-400.webp');
    expect(cover.statusCode).toBe(200);
    expect(cover.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    expect(await sharp(cover.rawPayload).metadata()).toMatchObject({ width: 400, height: 267 });
    const [upcoming] = ZEventListReplySchema.parse((await demo.get('/backend/api/GetUpcomingEvent')).json()).events;
    expect(eventImageSizes(upcoming!.images[0]!)).toHaveLength(3);
  });

  it('shows the photos of the last past night’s canvases in its results, every width served (docs/decisions.md#425)', async () => {
    const past = ZEventListReplySchema.parse((await demo.get('/backend/api/GetPastEvent')).json()).events;
    const photographed = await Promise.all(
      past.map(async (event) => {
        const reply = await demo.get(`/backend/api/EventByAllBattle/${event._id}`);
        const { battles } = ZEventByAllBattleReplySchema.parse(reply.json()).event;
        return battles.flatMap((battle) => [battle.battle1_artwork, battle.battle2_artwork]).filter(Boolean);
      }),
    );
    // The latest past night (home lists it first) has all six; the others none.
    expect(photographed.map((photos) => photos.length)).toEqual([6, ...past.slice(1).map(() => 0)]);
    for (const photo of photographed[0]!) {
      expect(photo).toMatchObject({ width: 1280, height: 960 });
      for (const size of photo!.sizes) {
        const file = await demo.get(`/backend/${size.path}`);
        expect(file.statusCode).toBe(200);
        expect((await sharp(file.rawPayload).metadata()).width).toBe(size.width);
      }
    }
  });

  it('has upcoming and past events across the home cities, with results for the past ones', async () => {
    const upcoming = ZEventListReplySchema.parse((await demo.get('/backend/api/GetUpcomingEvent')).json()).events;
    const past = ZEventListReplySchema.parse((await demo.get('/backend/api/GetPastEvent')).json()).events;
    expect(upcoming.length).toBeGreaterThanOrEqual(4);
    expect(past.length).toBeGreaterThanOrEqual(4);
    expect(new Set([...upcoming, ...past].map((event) => event.city))).toEqual(
      new Set(['Tokyo', 'Taiwan', 'Hong Kong', 'Seoul', 'Singapore']),
    );
    expect(past.every((event) => event.ranking.length > 0)).toBe(true);

    const battles = ZEventByAllBattleReplySchema.parse(
      (await demo.get(`/backend/api/EventByAllBattle/${past[0]?._id}`)).json(),
    ).event.battles;
    for (const battle of battles) {
      expect(battle.battle_status).toBe('complete');
      // A complete battle's counts are its result: public whatever the bar.
      const votes = battle.votes!;
      expect(votes.Player1 + votes.Player2).toBeGreaterThan(0);
      const leader = votes.Player1 >= votes.Player2 ? battle.battle1?._id : battle.battle2?._id;
      expect(battle.player_winner_id).toBe(leader);
      expect(battle.battle1_keyword_jap).not.toBe('');
    }
  });

  it('names the same champion and runner-up on home as the results page shows for every past event (docs/product.md#rule-111)', async () => {
    const past = ZEventListReplySchema.parse((await demo.get('/backend/api/GetPastEvent')).json()).events;
    expect(past.length).toBeGreaterThanOrEqual(4);
    for (const event of past) {
      const battles = ZEventByAllBattleReplySchema.parse(
        (await demo.get(`/backend/api/EventByAllBattle/${event._id}`)).json(),
      ).event.battles;
      const outcomes = battles.map((battle) => ({
        status: battle.battle_status,
        winnerId: battle.player_winner_id,
        player1Id: battle.battle1?._id ?? null,
        player2Id: battle.battle2?._id ?? null,
      }));
      const finalists = finalistsOf(outcomes);
      const final = battles.at(-1)!;
      expect(finalists, event.title_eng).toEqual({
        champion: final.player_winner_id,
        runnerUp: [final.battle1?._id, final.battle2?._id].find((id) => id !== final.player_winner_id),
      });
      expect(
        event.ranking.slice(0, 2).map((entry) => entry.user._id),
        event.title_eng,
      ).toEqual([finalists?.champion, finalists?.runnerUp]);
    }
  });

  it('keeps each past night’s log: the results show how each battle was won, and the vote log recounts every battle (docs/decisions.md#421)', async () => {
    const past = ZEventListReplySchema.parse((await demo.get('/backend/api/GetPastEvent')).json()).events;
    const organiser = await userWithToken(demo, { role: 'admin' });
    for (const event of past) {
      const battles = ZEventByAllBattleReplySchema.parse(
        (await demo.get(`/backend/api/EventByAllBattle/${event._id}`)).json(),
      ).event.battles;
      const { battles: curves } = ZBattleCurvesReplySchema.parse(
        (await demo.get(`/backend/api/events/${event._id}/battle-curves`)).json(),
      );
      const { entries } = ZVoteLogReplySchema.parse(
        (await demo.get(`/backend/api/events/${event._id}/vote-log`)).json(),
      );
      const recounted = recount(entries);
      expect(curves.map((curve) => curve.battle_id)).toEqual(battles.map((battle) => battle._id));
      for (const [index, battle] of battles.entries()) {
        const curve = curves[index]!;
        const last = curve.points.at(-1)!;
        const counted = {
          Player1: last.room.Player1 + last.online.Player1,
          Player2: last.room.Player2 + last.online.Player2,
        };
        expect(counted, event.title_eng).toEqual(battle.votes);
        expect(recounted.get(battle._id), event.title_eng).toEqual(battle.votes);
        expect(last.room.Player1 + last.room.Player2).toBeGreaterThan(0);
        expect(last.online.Player1 + last.online.Player2).toBeGreaterThan(0);
        expect(curve.voting).toEqual([{ opened: 0, closed: event.battles_time * 60 }]);
        expect(curve.lead_changes.length).toBeGreaterThan(0);
      }
      // The night's report has its sponsors' time, from each battle's start to its completion, and a peak watching.
      const reply = await demo.inject({
        method: 'GET',
        url: `/backend/admin-api/events/${event._id}/report`,
        headers: { authorization: organiser.token },
      });
      const report = ZEventReportReplySchema.parse(reply.json());
      const shown = report.sponsors.reduce((sum, sponsor) => sum + sponsor.seconds, 0);
      expect(shown, event.title_eng).toBe(battles.length * (event.battles_time * 60 + 180));
      expect(report.peak_watching.viewers).toBeGreaterThan(0);
    }
  });
});
