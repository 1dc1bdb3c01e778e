import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isMessageKey, type MessageKey } from '@artclash/i18n';
import { foreignKeyViolation } from '../db/unique-violation.ts';
import { isAppError } from '../errors/app-error.ts';
import { isClientGone } from '../lib/client-gone.ts';
import { forgetDeletedAccount } from '../modules/accounts/index.ts';
import { localMessage, type ServerMessageKey, serverMessage } from '../lib/language.ts';
import { safeUrl } from '../lib/logging.ts';

/** The field a validation issue is about: its path inside the body, query or params. */
const fieldOf = (instancePath: string) => instancePath.replace(/^\//, '').replaceAll('/', '.') || 'input';

const fieldMessageKey = (keyword: string): ServerMessageKey =>
  keyword === 'invalid_type' ? 'fieldRequired' : 'fieldInvalid';

/** Whether a schema's issue names its own message (`server.titleRequired`, docs/decisions.md#138). */
const namesMessage = (issue: { message?: string | undefined }): issue is { message: MessageKey } =>
  issue.message?.startsWith('server.') === true && isMessageKey(issue.message);

/** A field's message: the one its schema names, else the generic one. */
const fieldMessage = (request: FastifyRequest, issue: { keyword: string; message?: string | undefined }): string =>
  namesMessage(issue) ? localMessage(request, issue.message) : serverMessage(request, fieldMessageKey(issue.keyword));

/** The app's metrics (plugins/operations.ts), absent from a bare app that has only the error handler. */
const metricsOf = (request: FastifyRequest) =>
  request.server.hasDecorator('metrics') ? request.server.metrics : undefined;

/** nginx's status for a request whose client closed the connection: nobody reads it, the debug log does. */
const CLIENT_CLOSED_REQUEST = 499;

/**
 * The one error handler (docs/architecture.md, Errors and replies): a client's mistake is never a 500, and no stack
 * trace leaves. What is logged (docs/decisions.md#354): a server's failure at error, a request whose client has gone
 * at debug only (it is no failure, and a script that resets its connections must not fill the log), a client's
 * mistake (4xx) never above debug here.
 */
export async function replyToError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  if (isClientGone(error, reply.raw)) {
    metricsOf(request)?.http.clientGone();
    request.log.debug({ code: error.code, url: safeUrl(request.url) }, 'client gone');
    return reply.code(CLIENT_CLOSED_REQUEST).send();
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors: Record<string, string> = {};
    for (const issue of error.validation) errors[fieldOf(issue.instancePath)] ??= fieldMessage(request, issue);
    // The toast shows `message` (§8): a schema's own message for the first field says more than the generic one.
    const named = error.validation.find(namesMessage);
    const message = named ? errors[fieldOf(named.instancePath)] : serverMessage(request, 'invalidInput');
    return reply.code(400).send({ status: 0, message, errors });
  }
  if (isAppError(error)) {
    const { errors: fieldKeys, variables, retryAfterSeconds } = error.details;
    if (retryAfterSeconds !== undefined) reply.header('retry-after', String(retryAfterSeconds));
    const errors =
      fieldKeys &&
      Object.fromEntries(Object.entries(fieldKeys).map(([field, key]) => [field, localMessage(request, key)]));
    const message = localMessage(request, error.messageKey, variables);
    return reply.code(error.statusCode).send({ status: 0, message, ...(errors && { errors }) });
  }
  // The signed-in account was deleted while its session was kept (plugins/auth.ts): the session ends
  // here and now, in every process, instead of a 500 for each write (docs/decisions.md#264).
  const { db, changes } = request.server;
  if (
    request.user &&
    foreignKeyViolation(error) &&
    (await forgetDeletedAccount({ db, changes, userId: request.user.id }))
  ) {
    return reply.code(401).send({ status: 0, message: localMessage(request, 'auth.messages.sessionInvalid') });
  }
  const status = error.statusCode ?? 500;
  // Fastify's own 4xx (a malformed URL or JSON, a body too large, an unsupported media type) are the client's mistakes too.
  if (status >= 400 && status < 500) {
    request.log.debug({ status, code: error.code }, 'request refused');
    const key: ServerMessageKey = status === 429 ? 'tooManyRequests' : status === 404 ? 'notFound' : 'invalidInput';
    return reply.code(status).send({ status: 0, message: serverMessage(request, key) });
  }
  metricsOf(request)?.http.serverError();
  request.log.error({ err: error }, 'request failed');
  return reply.code(500).send({ status: 0, message: serverMessage(request, 'serverError') });
}

/** Sets `replyToError` as the app's error handler; app.ts also hands it the framework's errors (a malformed URL). */
export const errorHandler = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler(replyToError);
  },
  { name: 'error-handler' },
);
