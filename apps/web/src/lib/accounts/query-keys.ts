import type { Session } from '../session';

/** Every cache key of the signed-in user's account (lib, since the header shows it). */
export const userKeys = {
  all: ['user'] as const,
  /** Keyed by user and token: a new login never shows the previous account's details. */
  details: ({ _id, token }: Pick<Session, '_id' | 'token'>) => [...userKeys.all, _id, token] as const,
};
