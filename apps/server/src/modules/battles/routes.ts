import { calls } from '@artclash/contract';
import type { FastifyPluginAsync } from 'fastify';
import { replyLanguage } from '../../lib/language.ts';
import { ok } from '../../lib/reply.ts';
import { routesOf } from '../../lib/route.ts';
import { readBattleRoulette } from './read-battle-roulette.ts';

/** The roulette (§4 Roulette, §7), read by anyone; saving its pick is an organisers' call (admin-routes.ts). */
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
};
