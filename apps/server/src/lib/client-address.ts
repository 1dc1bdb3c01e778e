import { isIPv6 } from 'node:net';
import type { FastifyRequest } from 'fastify';
import { ClientGoneError } from './client-gone.ts';

/**
 * The key every per-address limit counts a client under: an IPv4 address as it is (an IPv4-mapped IPv6
 * one too), an IPv6 address by its /64, the block one home or phone is given, so a client cannot step
 * around a limit by taking the next address of its own block (docs/decisions.md#315, #347).
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  const address = ip.split('%')[0]!;
  if (!isIPv6(address)) return ip;
  const [head = '', tail] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups =
    tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

/**
 * The client's address as the server sees it: the socket's, or the one the trusted proxies forwarded (TRUST_PROXY).
 * Fastify reads the socket's address on first use, and a socket that has closed has none: then the client is gone,
 * and the request ends as a ClientGoneError, never as a 500 (docs/decisions.md#354).
 */
export function clientIp(request: FastifyRequest): string {
  // Typed as a string by Fastify, undefined in fact once the socket has closed.
  const ip = request.ip as string | undefined;
  if (!ip) throw new ClientGoneError();
  return ip;
}

/** The key every per-address limit counts the request's client under (`addressKey` of `clientIp`). */
export const clientAddress = (request: FastifyRequest): string => addressKey(clientIp(request));
