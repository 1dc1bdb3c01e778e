import { calls } from '@artclash/contract';
import type { FastifyPluginAsync } from 'fastify';
import { replyLanguage } from '../../lib/language.ts';
import { ok } from '../../lib/reply.ts';
import { routesOf } from '../../lib/route.ts';
import { readBattleRoulette } from './read-battle-roulette.ts';
import { readBattle } from './read-battle.ts';
import { saveBattleKeywords } from './save-battle-keywords.ts';

/** The roulette (§4 Roulette, §7): read by anyone, saved by organisers; saving makes the battle live. */
export const battleRoutes: FastifyPluginAsync = async (app) => {
  const route = routesOf(app, { tags: ['battles'] });
  const { db } = app;

  route(calls.EventSingleBattleRouletteGet, async (request) => {
    const { eventId, battleId } = request.params;
    return ok(
      request,
      'server.rouletteFound',
      await readBattleRoulette({ db, eventId, battleId, language: replyLanguage(request) }),
    );
  });

  route(calls.EventSingleBattleKeyUpdate, async (request) => {
    const { eventId, battleId, battle_status: _live, ...keywords } = request.body;
    await saveBattleKeywords({ db, eventId, battleId, keywords });
    app.changes.publish({ eventId, kind: 'battles' });
    return ok(request, 'server.keywordsSaved', {
      battle: await readBattle({ db, eventId, battleId, language: replyLanguage(request) }),
      serverNow: new Date().toISOString(),
    });
  });
};
