import { calls } from '@artclash/contract';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../errors/app-error.ts';
import { actorOf } from '../../lib/actor.ts';
import { isUuid } from '../../lib/ids.ts';
import { replyLanguage } from '../../lib/language.ts';
import { ok } from '../../lib/reply.ts';
import { routesOf } from '../../lib/route.ts';
import { privateUploadsDirOf, uploadsDirOf } from '../../lib/uploads-dir.ts';
import { imageUploadOf } from '../../services/images/index.ts';
import { addBattle } from './add-battle.ts';
import { deleteBattle } from './delete-battle.ts';
import { attachmentOf, exportResults } from './export-results.ts';
import { chooseCurrentBattle } from './choose-current-battle.ts';
import { createRehearsal } from './create-rehearsal.ts';
import { moveBattle } from './move-battle.ts';
import { readNightRecord } from './night-record.ts';
import { orderBattles } from './order-battles.ts';
import { pauseBattleTimer } from './pause-battle-timer.ts';
import { readBattle } from './read-battle.ts';
import { readEventBattles } from './read-event-battles.ts';
import { readEventRoulette } from './read-event-roulette.ts';
import { saveBattleKeywords } from './save-battle-keywords.ts';
import { saveEventRoulette } from './save-event-roulette.ts';
import { removeArtworkPhoto } from './remove-artwork-photo.ts';
import { saveArtworkPhoto } from './save-artwork-photo.ts';
import { saveSponsorImage } from './save-sponsor-image.ts';
import { readShow } from './read-show.ts';
import { listRehearsals } from './list-rehearsals.ts';
import { startBattleTimer } from './start-battle-timer.ts';
import { turnRoulette } from './turn-roulette.ts';
import { updateBattle } from './update-battle.ts';
import { readNightReport } from './read-night-report.ts';

/**
 * The organisers' battle, roulette and timer calls (§2.12, §4), registered inside the
 * admin plugin, whose hook admits organisers only (and which parses the multipart upload). Every
 * write's use case tells the live screens (kind 'battles').
 */
export const battleAdminRoutes: FastifyPluginAsync = async (app) => {
  const route = routesOf(app, { tags: ['admin'] });
  const { db, changes } = app;

  route(calls.adminEventRouletteGet, async (request) => {
    return ok(request, 'server.rouletteFound', {
      Roulette: await readEventRoulette({ db, eventId: request.params.eventId }),
    });
  });

  route(calls.adminEventRouletteSave, async (request) => {
    const { eventId } = request.params;
    const roulette = await saveEventRoulette({
      db,
      changes,
      by: actorOf(request),
      eventId,
      keywords: request.body.keywords,
    });
    return ok(request, 'server.rouletteSaved', { Roulette: roulette });
  });

  route(calls.adminSponsorImageUpload, async (request) => {
    const { eventId } = request.params;
    const roulette = await saveSponsorImage({
      db,
      changes,
      by: actorOf(request),
      eventId,
      upload: await imageUploadOf(request),
    });
    return ok(request, 'server.sponsorImageSaved', { Roulette: roulette });
  });

  route(calls.adminBattleCreate, async (request) => {
    const { eventId } = request.params;
    const {
      battle_name: battleName,
      battle_name_jap: battleNameJap,
      battle1: player1Id,
      battle2: player2Id,
    } = request.body;
    const battleId = await addBattle({
      db,
      changes,
      by: actorOf(request),
      eventId,
      battleName,
      battleNameJap,
      player1Id,
      player2Id,
    });
    return ok(request, 'server.battleCreated', {
      battle: await readBattle({ db, eventId, battleId, language: replyLanguage(request) }),
    });
  });

  route(calls.adminBattleUpdate, async (request) => {
    const { id: battleId, eventId } = await updateBattle({
      db,
      changes,
      by: actorOf(request),
      battleId: request.params.battleId,
      edits: request.body,
    });
    return ok(request, 'server.battleUpdated', {
      battle: await readBattle({ db, eventId, battleId, language: replyLanguage(request) }),
    });
  });

  route(calls.adminBattleArtworkUpload, async (request) => {
    const { id: battleId, eventId } = await saveArtworkPhoto({
      db,
      changes,
      by: actorOf(request),
      battleId: request.params.battleId,
      side: request.params.side === '1' ? 1 : 2,
      upload: await imageUploadOf(request),
      privateUploadsDir: privateUploadsDirOf(app.config),
      now: new Date(),
    });
    return ok(request, 'server.artworkSaved', {
      battle: await readBattle({ db, eventId, battleId, language: replyLanguage(request) }),
    });
  });

  route(calls.adminBattleArtworkDelete, async (request) => {
    const { id: battleId, eventId } = await removeArtworkPhoto({
      db,
      changes,
      by: actorOf(request),
      battleId: request.params.battleId,
      side: request.params.side === '1' ? 1 : 2,
      uploadsDir: uploadsDirOf(app.config),
      privateUploadsDir: privateUploadsDirOf(app.config),
    });
    return ok(request, 'server.artworkRemoved', {
      battle: await readBattle({ db, eventId, battleId, language: replyLanguage(request) }),
    });
  });

  route(calls.adminBattleMove, async (request) => {
    const { move, from, player_winner_id: winnerId, draw } = request.body;
    const { id: battleId, eventId } = await moveBattle({
      db,
      changes,
      by: actorOf(request),
      battleId: request.params.battleId,
      move,
      from,
      decision: { winnerId, draw },
    });
    return ok(request, `show.moved.${move}`, {
      battle: await readBattle({ db, eventId, battleId, language: replyLanguage(request) }),
    });
  });

  route(calls.adminRehearsalCreate, async (request) => {
    const rehearsal = await createRehearsal({
      db,
      changes,
      by: actorOf(request),
      secret: app.config.jwtSecret,
      now: new Date(),
      request: request.body,
    });
    return ok(request, 'server.rehearsalCreated', rehearsal);
  });

  route(calls.adminRehearsalList, async (request) => {
    return ok(request, 'server.rehearsalsFound', { rehearsals: await listRehearsals({ db }) });
  });

  route(calls.adminShowCurrent, async (request) => {
    const { eventId } = request.params;
    await chooseCurrentBattle({ db, changes, by: actorOf(request), eventId, battleId: request.body.battleId });
    return ok(request, 'show.done.current', { show: await readShow({ db, eventId }) });
  });

  route(calls.adminShowRoulette, async (request) => {
    const { eventId } = request.params;
    const { battleId, action, from } = request.body;
    const secret = app.config.jwtSecret;
    await turnRoulette({ db, changes, by: actorOf(request), eventId, battleId, action, from, secret });
    return ok(request, `show.done.${action}`, { show: await readShow({ db, eventId }) });
  });

  route(calls.adminBattleDelete, async (request) => {
    await deleteBattle({ db, changes, by: actorOf(request), battleId: request.params.battleId });
    return ok(request, 'server.battleDeleted');
  });

  // The console's counts while the public replies hide them (docs/product.md#rule-316).
  route(calls.adminBattleList, async (request) => {
    const { eventId } = request.params;
    const event = isUuid(eventId)
      ? await readEventBattles({ db, eventId, language: replyLanguage(request), audience: 'organisers' })
      : undefined;
    if (!event) throw new AppError('notFound', 'server.eventNotFound');
    return ok(request, 'server.listFound', { battles: event.battles });
  });

  route(calls.adminBattleOrder, async (request) => {
    const { eventId } = request.params;
    await orderBattles({ db, changes, by: actorOf(request), eventId, battleIds: request.body.battles });
    const event = await readEventBattles({ db, eventId, language: replyLanguage(request), audience: 'organisers' });
    return ok(request, 'server.battlesReordered', { battles: event?.battles ?? [] });
  });

  route(calls.adminEventRecord, async (request) => {
    const { eventId } = request.params;
    const { before } = request.query;
    const record = isUuid(eventId)
      ? await readNightRecord({ db, eventId, before, language: replyLanguage(request) })
      : undefined;
    if (!record) throw new AppError('notFound', 'server.eventNotFound');
    return ok(request, 'server.listFound', record);
  });

  route(calls.adminEventReport, async (request) => {
    const { eventId } = request.params;
    const report = isUuid(eventId) ? await readNightReport({ db, eventId }) : undefined;
    if (!report) throw new AppError('notFound', 'server.eventNotFound');
    return ok(request, 'server.reportFound', report);
  });

  route(calls.adminResultsCsv, async (request, reply) => {
    const results = await exportResults({ db, eventId: request.params.eventId, language: replyLanguage(request) });
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', attachmentOf(results))
      .header('cache-control', 'no-store')
      .send(results.csv);
  });

  // The timer of the big screen (§4 Big-screen controls); the server is the clock (docs/product.md#rule-60).
  route(calls.EventSingleBattleTimeStart, async (request) => {
    const { eventId, battleId, bt_status: mode } = request.body;
    await startBattleTimer({ db, changes, by: actorOf(request), eventId, battleId, mode, now: new Date() });
    const battle = await readBattle({ db, eventId, battleId, language: replyLanguage(request) });
    return ok(request, mode === 'replay' ? 'server.timerResumed' : 'server.timerStarted', {
      battle,
      serverNow: new Date().toISOString(),
    });
  });

  // The roulette's pick (§4 Roulette): saving the keywords makes the battle live. §7 places the call under
  // /backend/api; it is the organisers', so it is registered here, behind the admin plugin's guard.
  route(calls.EventSingleBattleKeyUpdate, async (request) => {
    const { eventId, battleId, battle_status: _live, ...keywords } = request.body;
    await saveBattleKeywords({ db, changes, by: actorOf(request), eventId, battleId, keywords });
    return ok(request, 'server.keywordsSaved', {
      battle: await readBattle({ db, eventId, battleId, language: replyLanguage(request) }),
      serverNow: new Date().toISOString(),
    });
  });

  route(calls.EventSingleBattleTimePause, async (request) => {
    const { eventId, battleId } = request.body;
    await pauseBattleTimer({ db, changes, by: actorOf(request), eventId, battleId, now: new Date() });
    const battle = await readBattle({ db, eventId, battleId, language: replyLanguage(request) });
    return ok(request, 'server.timerPaused', { battle, serverNow: new Date().toISOString() });
  });
};
