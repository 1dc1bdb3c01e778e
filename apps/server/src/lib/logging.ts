import type { FastifyBaseLogger } from 'fastify';
import { type Bindings, type ChildLoggerOptions, type LoggerOptions, stdSerializers } from 'pino';

/** Fields that never reach a log line, wherever they sit in it (one and two levels deep). */
const SECRET_FIELDS = [
  'password',
  'newPassword',
  'confirmPassword',
  'passwordHash',
  'password_hash',
  'codeHash',
  'code_hash',
  'otp',
  'token',
  'secret',
  'authorization',
  'cookie',
  'set-cookie',
];
const REDACTED = '[redacted]';
/** Fields that hold an e-mail address: masked, not removed, so a line still says whose it was. */
const ADDRESS_FIELDS = ['email', 'to'];

const EMAIL = /([A-Za-z0-9._%+-])[A-Za-z0-9._%+-]*@([A-Za-z0-9.-]+\.[A-Za-z]{2,})/g;
const ARGON2 = /\$argon2[a-z]*\$[^\s'"\])]+/g;

/** An e-mail address shows its first letter and its domain (`a***@example.com`); argon2 hashes vanish. */
export function maskText(text: string): string {
  return text.replace(EMAIL, '$1***@$2').replace(ARGON2, REDACTED);
}

/** Query parameters that carry a one-time secret (a social sign-in's code, an OIDC code and state, a token). */
const SECRET_QUERY = /([?&](?:code|state|token|otp)=)[^&#]*/gi;

/** A request's URL as logged: the values of secret query parameters replaced, e-mail addresses masked. */
export const safeUrl = (url: string): string => maskText(url.replace(SECRET_QUERY, `$1${REDACTED}`));

type SerializedError = Record<string, unknown> & { message?: unknown; stack?: unknown; cause?: unknown };

/**
 * Errors as logged: a failed query keeps its SQL but not its parameters (a hash, an address), the
 * database's detail ('Key (email)=(…) already exists') is masked, and so is every cause below it.
 */
export function safeError(error: Error, depth = 0): SerializedError {
  const serialized = stdSerializers.err(error) as unknown as SerializedError;
  // The driver's error (its SQLSTATE code, its detail) is kept as an object, not only as stack text.
  if (error.cause instanceof Error && depth < 4) serialized.cause = safeError(error.cause, depth + 1);
  return scrub(serialized, depth);
}

function scrub(value: SerializedError, depth: number): SerializedError {
  const out: SerializedError = { ...value };
  if (typeof out.message === 'string')
    out.message = maskText(out.message.replace(/\nparams: [\s\S]*$/, `\nparams: ${REDACTED}`));
  if (typeof out.stack === 'string')
    out.stack = maskText(out.stack.replace(/\nparams: [\s\S]*?(\n\s+at |$)/, `\nparams: ${REDACTED}$1`));
  if ('params' in out) out.params = REDACTED;
  for (const key of ['detail', 'query', 'where', 'hint'] as const)
    if (typeof out[key] === 'string') out[key] = maskText(out[key] as string);
  if (out.cause && typeof out.cause === 'object' && depth < 4)
    out.cause = scrub(out.cause as SerializedError, depth + 1);
  return out;
}

/** A request's bindings (its id), kept on its logger and written into each of its lines by the mixin. */
const REQUEST_BINDINGS = Symbol('artclash.requestBindings');
type WithRequestBindings = { [REQUEST_BINDINGS]?: Bindings };

/**
 * A request's logger (Fastify's `childLoggerFactory`): a child of the process's logger whose request id goes into each
 * line when the line is written, instead of being bound when the child is made. pino passes a child's bindings through
 * every redaction path of `loggerOptions` (the wildcard paths apply to every key), and that cost a tenth of a poll's
 * CPU, while most requests write no line at all (docs/decisions.md#434).
 */
export function requestLogger(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  const child = logger.child({}, options);
  (child as WithRequestBindings)[REQUEST_BINDINGS] = bindings;
  return child;
}

/** The logger of every server process: the level from LOG_LEVEL, secrets redacted, e-mail addresses masked (docs/operations.md). */
export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    // A request's id, on the lines of its logger and of that logger's children (which inherit the symbol); redacted
    // with the rest of the line. pino merges into the object returned, so each line gets its own.
    mixin: (_object, _level, logger) => ({ ...(logger as WithRequestBindings)[REQUEST_BINDINGS] }),
    redact: {
      paths: [
        ...[...SECRET_FIELDS, ...ADDRESS_FIELDS].flatMap((field) => [field, `*.${field}`, `*.*.${field}`]),
        'req.headers.authorization',
        'req.headers.cookie',
      ],
      censor: (value, path) =>
        ADDRESS_FIELDS.includes(path.at(-1) ?? '') && typeof value === 'string' ? maskText(value) : REDACTED,
    },
    serializers: { err: safeError },
  };
}
