import type { Language } from '@artclash/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { replyLanguage } from './language.ts';

/**
 * A public reply from the process's reply cache, one entry per reply language (names of people,
 * places and lists are localised), loaded at most once however many callers ask at the same time.
 */
export function cachedReply<T>(app: FastifyInstance, request: FastifyRequest, key: string, load: (language: Language) => Promise<T>): Promise<T> {
  const language = replyLanguage(request);
  return app.replyCache.get(`${key}:${language}`, () => load(language));
}
