import { calls } from '@artclash/contract';
import type { FastifyPluginAsync } from 'fastify';
import { clientAddress } from '../../lib/client-address.ts';
import { ok } from '../../lib/reply.ts';
import { routesOf } from '../../lib/route.ts';
import { clientErrorLimits, logClientError } from './log-client-error.ts';

/** A browser tells of its crash (docs/decisions.md#342): public, no session, limited per client address. */
export const clientErrorRoutes: FastifyPluginAsync = async (app) => {
  const route = routesOf(app, { tags: ['client-errors'] });
  const limits = clientErrorLimits();

  route(calls.clientErrorReport, async (request) => {
    logClientError({
      log: request.log,
      limits,
      address: clientAddress(request),
      userAgent: request.headers['user-agent'],
      report: request.body,
    });
    return ok(request, 'server.clientErrorReported');
  });
};
