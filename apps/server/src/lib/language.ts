import { type Language, languageFromHeader } from '@artclash/contract';
import { type MessageKey, translate, type Variables } from '@artclash/i18n';
import type { FastifyRequest } from 'fastify';

/** Keys of the server's own reply messages (`server.*`). */
export type ServerMessageKey = Extract<MessageKey, `server.${string}`> extends `server.${infer K}` ? K : never;

/** The reply language of a request: Accept-Language, Japanese as the fallback (§9). */
export const replyLanguage = (request: FastifyRequest): Language => languageFromHeader(request.headers['accept-language']);

/** Any message in the reply language of the request. */
export const localMessage = (request: FastifyRequest, key: MessageKey, variables?: Variables): string =>
  translate(replyLanguage(request), key, variables);

/** A `server.*` message in the reply language of the request. */
export const serverMessage = (request: FastifyRequest, key: ServerMessageKey): string => localMessage(request, `server.${key}`);
