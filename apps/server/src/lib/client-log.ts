import type { FastifyRequest } from 'fastify';
import { addressKey } from './client-address.ts';

/**
 * How many lines about their clients the requests of one process may write at warn (docs/decisions.md#354): per
 * client address (IPv6: its /64) and from everyone, per minute. A client that fails loudly shows at once (20 lines
 * are enough to read what goes wrong), a venue's worth of clients still shows, and no one client, nor a crowd of
 * addresses, can fill the disk or bury the server's own errors.
 */
export const CLIENT_LOG_LIMITS = { perAddress: 20, inAll: 600, windowMs: 60_000 } as const;

export interface ClientLogLimits {
  perAddress: number;
  inAll: number;
  windowMs: number;
}

/** The clients whose lines were held are counted up to this many times the in-all limit (memory stays bounded). */
const HELD_CLIENTS_COUNTED = 10;

/** What lines about clients are written at warn, held at debug, and by whom, in the current window. */
interface LogWindow {
  startedAt: number;
  /** Lines written at warn in all, the limit lines included. */
  written: number;
  /** Lines written at warn by address; an address past its limit has `limit + 1` (its limit line). */
  byAddress: Map<string, number>;
  /** Lines held at debug, and the clients they came from (up to HELD_CLIENTS_COUNTED × inAll of them). */
  held: number;
  heldFrom: Set<string>;
}

/** The address a request's lines count under; a client whose connection has gone has none any more. */
const addressOf = (request: FastifyRequest): string => {
  const ip = request.ip as string | undefined;
  return ip ? addressKey(ip) : 'unknown';
};

/**
 * The lines requests write about their client, at warn and rate-limited per client address (docs/decisions.md#354):
 * `limits.perAddress` lines per address and `limits.inAll` in all per window. The first line past either limit is a
 * single `client log limited` line at warn (`scope` 'address', with the address, or 'all'); the rest of that window's
 * lines go to debug, whole, and the next window's first line tells how many were held, from how many clients. So a
 * window writes at most `inAll + 1` lines at warn whoever sends what. Memory: the window's addresses, at most `inAll`
 * of them written and ten times as many held.
 */
export function createClientLog(limits: ClientLogLimits = CLIENT_LOG_LIMITS, now: () => number = Date.now) {
  const fresh = (): LogWindow => ({
    startedAt: now(),
    written: 0,
    byAddress: new Map(),
    held: 0,
    heldFrom: new Set(),
  });
  let window = fresh();

  /** A new window when the last has run out; a line tells what the last one held, once. */
  const current = (request: FastifyRequest): LogWindow => {
    if (now() - window.startedAt < limits.windowMs) return window;
    const { held, heldFrom } = window;
    window = fresh();
    if (held > 0) {
      window.written += 1;
      request.log.warn(
        { held, clients: heldFrom.size, windowSeconds: limits.windowMs / 1000 },
        'client log lines held at debug',
      );
    }
    return window;
  };

  return {
    limits,
    /** Writes a line about the request's client at warn while its limits allow, else at debug. */
    warn(request: FastifyRequest, fields: Record<string, unknown>, message: string): void {
      const open = current(request);
      const address = addressOf(request);
      const mine = open.byAddress.get(address) ?? 0;
      if (mine < limits.perAddress && open.written < limits.inAll) {
        open.byAddress.set(address, mine + 1);
        open.written += 1;
        request.log.warn(fields, message);
        return;
      }
      // The one line that says a limit was reached, the address's own or everyone's; itself within everyone's.
      const windowSeconds = limits.windowMs / 1000;
      if (mine === limits.perAddress && open.written < limits.inAll) {
        open.byAddress.set(address, mine + 1);
        open.written += 1;
        request.log.warn({ scope: 'address', address, limit: limits.perAddress, windowSeconds }, 'client log limited');
      } else if (open.written === limits.inAll) {
        open.written += 1;
        request.log.warn({ scope: 'all', limit: limits.inAll, windowSeconds }, 'client log limited');
      }
      open.held += 1;
      if (open.heldFrom.size < HELD_CLIENTS_COUNTED * limits.inAll) open.heldFrom.add(address);
      request.log.debug({ ...fields, held: true }, message);
    },
  };
}

export type ClientLog = ReturnType<typeof createClientLog>;
