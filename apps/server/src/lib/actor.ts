import { actionScreenOf, SCREEN_HEADER } from '@artclash/contract/values';
import type { FastifyRequest } from 'fastify';
import type { Actor } from '../db/event-log.ts';

/**
 * Who acts in an organiser's request, for the event's log (docs/decisions.md#404): the session's user and the
 * screen the web app names in SCREEN_HEADER, kept only when it is one of ACTION_SCREENS (a hint, never a permission).
 */
export const actorOf = (request: FastifyRequest): Actor | undefined =>
  request.user ? { userId: request.user.id, screen: actionScreenOf(request.headers[SCREEN_HEADER]) } : undefined;
