import { tellSessionsEnded } from '../../db/event-log.ts';
import type { Publishing } from '../../db/client.ts';
import { endSession, endSessionsOfUser } from './session-queries.ts';

export interface LogOutOptions extends Publishing {
  userId: string;
  /** The caller's session. */
  sessionId: string;
  now: Date;
}

/**
 * logout (docs/decisions.md#70): ends the caller's session; its tokens get 401 from now on, in every
 * process at once (plugins/auth.ts keeps live sessions for a while).
 */
export async function logOut({ db, changes, userId, sessionId, now }: LogOutOptions): Promise<void> {
  await endSession({ db, sessionId, userId, now });
  await tellSessionsEnded({ db, changes, ends: [{ userId, sessionId }] });
}

/** logout-all: ends every session of the caller, this one included; how many ended. */
export async function logOutEverywhere({
  db,
  changes,
  userId,
  now,
}: Omit<LogOutOptions, 'sessionId'>): Promise<number> {
  const ended = await endSessionsOfUser({ db, userId, now });
  await tellSessionsEnded({ db, changes, ends: [{ userId }] });
  return ended;
}
