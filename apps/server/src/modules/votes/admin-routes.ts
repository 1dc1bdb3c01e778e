import { calls } from '@artclash/contract';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../errors/app-error.ts';
import { isUuid } from '../../lib/ids.ts';
import { ok } from '../../lib/reply.ts';
import { routesOf } from '../../lib/route.ts';
import { readBattleCurves } from './battle-curves.ts';
import { battleEventOf, voteChecks, votingRuleOf } from './queries.ts';

/** The organisers' view of the votes (docs/decisions.md#307), registered inside the admin plugin. */
export const voteAdminRoutes: FastifyPluginAsync = async (app) => {
  const route = routesOf(app, { tags: ['admin'] });
  const { db } = app;

  route(calls.adminVoteChecks, async (request) => {
    const { eventId } = request.params;
    if (!isUuid(eventId) || !(await votingRuleOf({ db, eventId })))
      throw new AppError('notFound', 'server.eventNotFound');
    const battles = await voteChecks({ db, eventId });
    return ok(request, 'server.voteChecksFound', {
      battles: battles.map((check) => ({
        battle_id: check.battleId,
        votes: check.votes,
        new_accounts: check.newAccounts,
        shared_devices: check.sharedDevices,
        top_address: check.topAddress,
        bulk_proof: check.bulkProof,
      })),
    });
  });

  // One battle's curve while it runs, hidden counts too (docs/decisions.md#421): the control room reads it again as
  // the votes come in.
  route(calls.adminBattleCurve, async (request) => {
    const { battleId } = request.params;
    const eventId = isUuid(battleId) ? await battleEventOf({ db, battleId }) : undefined;
    if (!eventId) throw new AppError('notFound', 'server.battleNotFound');
    const [curve] = await readBattleCurves({ db, eventId, battleId });
    return ok(request, 'server.battleCurvesFound', { curve: curve ?? null });
  });
};
