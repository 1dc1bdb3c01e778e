import type { Database } from '../../db/client.ts';
import { endSession, endSessionsOfUser } from './session-queries.ts';

export interface LogOutOptions {
  db: Database;
  userId: string;
  /** The caller's session. */
  sessionId: string;
  now: Date;
}

/** logout (docs/decisions.md#70): ends the caller's session; its tokens get 401 from now on. */
export async function logOut({ db, userId, sessionId, now }: LogOutOptions): Promise<void> {
  await endSession({ db, sessionId, userId, now });
}

/** logout-all: ends every session of the caller, this one included; how many ended. */
export async function logOutEverywhere({ db, userId, now }: Omit<LogOutOptions, 'sessionId'>): Promise<number> {
  return endSessionsOfUser({ db, userId, now });
}
