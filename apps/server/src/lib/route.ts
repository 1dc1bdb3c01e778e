import {
  type Call,
  type CallBody,
  type CallParams,
  type CallQuery,
  type CallReplyInput,
  refusalsOf,
  ZFailureReplySchema,
} from '@artclash/contract';
import type { MessageKey } from '@artclash/i18n';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerAsyncHookHandler,
  RouteHandlerMethod,
} from 'fastify';
import { AppError } from '../errors/app-error.ts';
import type { Viewer } from './viewer.ts';

/** A request of `call`, typed by its contract schemas after validation. */
type CallRequest<C extends Call> = FastifyRequest<{
  Params: CallParams<C>;
  Querystring: CallQuery<C>;
  Body: CallBody<C>;
}>;

/** A handler answers the call's reply, or, for a browser navigation (no reply schema), a redirect. */
export type CallHandler<C extends Call> = (
  request: CallRequest<C>,
  reply: FastifyReply,
) => Promise<C extends { reply: unknown } ? CallReplyInput<C> : FastifyReply>;

/** A rule of the module's policy.ts that decides whether the viewer may make this request. */
export interface CallPolicy<C extends Call> {
  allow: (viewer: Viewer | null, request: CallRequest<C>) => boolean;
  /** The 403 message when the rule says no. */
  refusal?: MessageKey;
}

/**
 * Registers the routes of one module from their contract definitions (`calls` of @artclash/contract):
 * method, path, params, query, body and reply schemas all come from the definition, so the server
 * cannot drift from what the web app sends. A call that needs a signed-in user gets the session
 * guard from its definition; an organisers' call is registered only inside the admin plugin, whose
 * guard admits organisers alone. A policy rule, when given, runs before the handler (403 when it
 * says no), so permissions are stated once in the module's policy.ts and never as ifs in handlers.
 */
export function routesOf(app: FastifyInstance, { tags }: { tags: string[] }) {
  function route<C extends Call>(call: C, handler: CallHandler<C>): void;
  function route<C extends Call>(call: C, policy: CallPolicy<C>, handler: CallHandler<C>): void;
  function route<C extends Call>(call: C, ...args: [CallHandler<C>] | [CallPolicy<C>, CallHandler<C>]): void {
    const [policy, handler] = args.length === 1 ? [undefined, args[0]] : args;
    // The refusals the contract declares, and nothing else (the fuzz test holds every reply to them).
    const refusals = refusalsOf(call);
    if (policy && !refusals.includes(403))
      throw new Error(`${call.method} ${call.path} has a policy: its contract must declare 403`);
    // The organisers' calls are checked in one place, the admin plugin's guard (docs/decisions.md#203).
    if (call.auth === 'organiser' && !app.hasDecorator('organisersOnly'))
      throw new Error(`${call.method} ${call.path} is the organisers': register it in plugins/admin-api.ts`);
    const guard = call.auth === 'user' ? app.authenticate : undefined;
    const checkPolicy: preHandlerAsyncHookHandler | undefined = policy
      ? async (request) => {
          if (!policy.allow(request.user, request as CallRequest<C>))
            throw new AppError('forbidden', policy.refusal ?? 'server.forbidden');
        }
      : undefined;
    const preHandler = [guard, checkPolicy].filter((hook) => hook !== undefined);
    app.route({
      method: call.method,
      url: call.path,
      ...(preHandler.length > 0 && { preHandler }),
      schema: {
        tags,
        ...(call.params && { params: call.params }),
        ...(call.query && { querystring: call.query }),
        ...(call.body && { body: call.body }),
        ...(call.reply && {
          response: { 200: call.reply, ...Object.fromEntries(refusals.map((status) => [status, ZFailureReplySchema])) },
        }),
      },
      handler: handler as unknown as RouteHandlerMethod,
    });
  }
  return route;
}
