import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyRequest } from 'fastify';

const gzipOnly = new Negotiator({ supportedValues: ['gzip'] });

/** Whether the client takes a gzip body (Accept-Encoding, q-values included). */
export function acceptsGzip(request: FastifyRequest): boolean {
  const header = request.headers['accept-encoding'];
  return typeof header === 'string' && gzipOnly.negotiate(header) === 'gzip';
}
