import type { ServerResponse } from 'node:http';

/**
 * A request that needs its client once the client has closed its connection: there is nobody left to answer. The
 * error handler logs it at debug and answers nothing, never a 500 (docs/decisions.md#354).
 */
export class ClientGoneError extends Error {
  override name = 'ClientGoneError';
  readonly code = 'CLIENT_GONE';

  constructor() {
    super('the client closed its connection before its answer');
  }
}

/**
 * Whether a reply's connection has closed: HTTP/1's response is destroyed with its socket, and the HTTP/2
 * compatibility response's stream is destroyed with the stream (its response has no `destroyed`).
 */
export function connectionClosed(response: ServerResponse): boolean {
  const { stream } = response as unknown as { stream?: { destroyed?: boolean } };
  return response.destroyed === true || stream?.destroyed === true;
}

/** What a write or a read fails with when the other end has gone (Node's codes). */
const CONNECTION_ERRORS = new Set([
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ERR_STREAM_PREMATURE_CLOSE',
  'ERR_STREAM_DESTROYED',
  'ERR_HTTP2_STREAM_CANCEL',
  'ERR_HTTP2_INVALID_STREAM',
]);

/**
 * Whether an error is only the client having left: a ClientGoneError, or a connection's error once the connection
 * has closed. Any other error is the server's, even when its client has gone meanwhile (docs/decisions.md#354).
 */
export function isClientGone(error: unknown, response: ServerResponse): boolean {
  if (error instanceof ClientGoneError) return true;
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && CONNECTION_ERRORS.has(code) && connectionClosed(response);
}
