import { tellSessionsEnded } from '../../db/event-log.ts';
import type { Publishing } from '../../db/client.ts';
import { accountById } from './queries.ts';

/**
 * Whether a signed-in account was deleted while its session was kept (plugins/auth.ts); when it was,
 * its sessions end in every process at once (docs/decisions.md#264).
 */
export async function forgetDeletedAccount({
  db,
  changes,
  userId,
}: Publishing & {
  userId: string;
}): Promise<boolean> {
  if (await accountById({ db, id: userId })) return false;
  await tellSessionsEnded({ db, changes, ends: [{ userId }] });
  return true;
}
