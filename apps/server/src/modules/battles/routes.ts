import { calls } from '@artclash/contract';
import type { FastifyPluginAsync } from 'fastify';
import { replyLanguage } from '../../lib/language.ts';
import { ok } from '../../lib/reply.ts';
import { routesOf } from '../../lib/route.ts';
import { votingCloser } from './close-voting-at-time-up.ts';
import { requireEvent } from '../events/index.ts';
import { readBattleRoulette } from './read-battle-roulette.ts';
import { readRouletteDraws } from './roulette-rounds.ts';

/**
 * The roulette (§4 Roulette, §7) and its draws (docs/decisions.md#422), read by anyone; saving its pick is an organisers' call (admin-routes.ts). The
 * battles' voting closer runs beside them while the process serves.
 */
export const battleRoutes: FastifyPluginAsync = async (app) => {
  const route = routesOf(app, { tags: ['battles'] });
  const { db } = app;
  // Voting closes by itself at time up where the event asks for it, once this process serves (docs/decisions.md#396).
  const closer = votingCloser({
    db,
    changes: app.changes,
    onError: (error) => app.log.warn({ err: error }, 'voting closer'),
  });
  app.addHook('onListen', async () => void closer.start());
  app.addHook('preClose', async () => {
    await closer.stop();
  });

  route(calls.EventSingleBattleRouletteGet, async (request) => {
    const { eventId, battleId } = request.params;
    return ok(
      request,
      'server.rouletteFound',
      await readBattleRoulette({ db, eventId, battleId, language: replyLanguage(request) }),
    );
  });

  // Every draw of the event's roulettes, for anyone to check (docs/decisions.md#422).
  route(calls.rouletteDraws, async (request) => {
    const { eventId } = request.params;
    await requireEvent({ db, eventId });
    const draws = await readRouletteDraws({ db, eventId, secret: app.config.jwtSecret });
    return ok(request, 'server.rouletteDrawsFound', draws);
  });
};
