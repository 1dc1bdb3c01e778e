import { isLanguage, type Language, languageFromHeader } from '@artclash/contract';
import { type MessageKey, translate, type Variables } from '@artclash/i18n';
import type { FastifyRequest } from 'fastify';

/** Keys of the server's own reply messages (`server.*`). */
export type ServerMessageKey = Extract<MessageKey, `server.${string}`> extends `server.${infer K}` ? K : never;

/** The reply language of a request: Accept-Language, Japanese as the fallback (§9). */
export const replyLanguage = (request: FastifyRequest): Language =>
  languageFromHeader(request.headers['accept-language']);

/**
 * The language a page the server sends will show (docs/decisions.md#189): the one the visitor chose in
 * the app, which keeps it in the `language` cookie too (apps/web/src/lib/i18n.ts), else Accept-Language
 * by the rule the app applies to the browser's language.
 */
export const pageLanguage = (request: FastifyRequest): Language => {
  // The app's own cookie, unsigned: read through the cookie library's parser (docs/decisions.md#366).
  const chosen = request.cookies.language;
  return isLanguage(chosen) ? chosen : replyLanguage(request);
};

/** Any message in the reply language of the request. */
export const localMessage = (request: FastifyRequest, key: MessageKey, variables?: Variables): string =>
  translate(replyLanguage(request), key, variables);

/** A `server.*` message in the reply language of the request. */
export const serverMessage = (request: FastifyRequest, key: ServerMessageKey): string =>
  localMessage(request, `server.${key}`);
