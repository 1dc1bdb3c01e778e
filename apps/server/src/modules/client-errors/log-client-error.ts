import type { calls, CallBody } from '@artclash/contract';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../errors/app-error.ts';
import { maskText } from '../../lib/logging.ts';
import { MemoryLimiter, type MemoryWindow } from '../../services/memory-limiter.ts';

type ClientErrorReport = CallBody<typeof calls.clientErrorReport>;

/**
 * Reports from one client address (IPv6: its /64), and from everyone, per process (docs/decisions.md#342): a crash on
 * every phone of a venue behind one Wi-Fi address still reaches the log, and no script fills it.
 */
export const CLIENT_ERRORS_PER_ADDRESS: MemoryWindow = { limit: 30, windowMs: 10 * 60_000 };
const CLIENT_ERRORS_IN_ALL: MemoryWindow = { limit: 600, windowMs: 10 * 60_000 };
const USER_AGENT_LENGTH = 200;

interface ClientErrorLimits {
  perAddress: MemoryLimiter;
  inAll: MemoryLimiter;
}

export const clientErrorLimits = (): ClientErrorLimits => ({
  perAddress: new MemoryLimiter(CLIENT_ERRORS_PER_ADDRESS),
  inAll: new MemoryLimiter(CLIENT_ERRORS_IN_ALL),
});

/**
 * Writes a browser's crash to the server's log at warn, never at error: the server did not fail, and its error lines
 * stay its own (docs/decisions.md#342). Counted before it is written; over a limit, a 429 and no line.
 */
export function logClientError({
  log,
  limits,
  address,
  userAgent,
  report,
}: {
  log: FastifyBaseLogger;
  limits: ClientErrorLimits;
  /** The client's address key (lib/client-address.ts). */
  address: string;
  userAgent: string | undefined;
  report: ClientErrorReport;
}): void {
  const wait = Math.max(limits.perAddress.retryAfter(address), limits.inAll.retryAfter(''));
  if (wait > 0)
    throw new AppError('tooManyAttempts', 'server.tooManyRequests', { retryAfterSeconds: Math.ceil(wait / 1000) });
  limits.perAddress.record(address);
  limits.inAll.record('');
  const { message, stack, route, build, part } = report;
  log.warn(
    {
      route: maskText(route),
      build,
      part: part ?? null,
      error: maskText(message),
      stack: stack === undefined ? null : maskText(stack),
      userAgent: userAgent?.slice(0, USER_AGENT_LENGTH) ?? null,
    },
    'client error',
  );
}
