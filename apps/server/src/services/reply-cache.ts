import type { Language } from '@artclash/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { replyLanguage } from '../lib/language.ts';
import { type CacheLimits, makeRoom } from './cache-limits.ts';

/**
 * A short-lived, in-process cache of presented replies with single flight: under load every
 * caller of the same key shares one database round trip, and nobody sees data older than `ttlMs`.
 * `invalidate()` empties it: plugins/db.ts calls it on every change the change feed carries (all but
 * `sessions`), a write of this process at once and one of another process when its notice arrives;
 * the reference lists' admin writes, which publish no change, call it themselves, so other processes
 * catch up with those within `ttlMs` (docs/decisions.md#37, #124). `ttlMs` 0 turns it off.
 */
export interface ReplyCache {
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  invalidate(): void;
}

interface Entry {
  value: Promise<unknown>;
  expiresAt: number;
}

export function createReplyCache({ ttlMs, maxEntries = 500, clock = Date.now }: CacheLimits): ReplyCache {
  const entries = new Map<string, Entry>();
  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      if (ttlMs <= 0) return load();
      const now = clock();
      const cached = entries.get(key);
      if (cached && cached.expiresAt > now) return cached.value as Promise<T>;
      makeRoom(entries, maxEntries);
      const value = load();
      const entry = { value, expiresAt: now + ttlMs };
      entries.set(key, entry);
      // A failed load is not kept: the next caller tries again.
      value.catch(() => entries.get(key) === entry && entries.delete(key));
      return value;
    },
    invalidate: () => entries.clear(),
  };
}

/**
 * A public reply from the process's reply cache, one entry per reply language (names of people,
 * places and lists are localised), loaded at most once however many callers ask at the same time.
 */
export function cachedReply<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  key: string,
  load: (language: Language) => Promise<T>,
): Promise<T> {
  const language = replyLanguage(request);
  return app.replyCache.get(`${key}:${language}`, () => load(language));
}
