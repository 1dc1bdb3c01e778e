import type { Database } from '../../db/client.ts';
import { updateUser } from './queries.ts';

/** UserBioUpdate (§7) of the signed-in user's own account; the schema refuses an empty bio (§5 Bio). */
export async function updateBio({ db, userId, bio }: { db: Database; userId: string; bio: string }): Promise<void> {
  await updateUser({ db, userId, values: { bio } });
}
