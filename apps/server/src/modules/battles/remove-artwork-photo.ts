import { eq } from 'drizzle-orm';
import { logChange } from '../../db/event-log.ts';
import { battles, users } from '../../db/schema/index.ts';
import { AppError } from '../../errors/app-error.ts';
import { isUuid } from '../../lib/ids.ts';
import { removeImageSet } from '../../services/images/index.ts';
import { dropArtworkDraft, postImageDir } from '../posts/index.ts';
import type { BattleRow } from './queries.ts';
import { type ArtworkPhoto, artworksDir } from './save-artwork-photo.ts';

/**
 * The photo of one side's canvas taken away in the control room (docs/decisions.md#425): gone from the battle, with
 * its artist's draft of it (dropArtworkDraft; a post they published stays), and told to the night's log. 404 for an
 * unknown battle; a side without a photo is no change. The files go once the rows did.
 */
export async function removeArtworkPhoto({
  db,
  changes,
  by,
  battleId,
  side,
  uploadsDir,
  privateUploadsDir,
}: Omit<ArtworkPhoto, 'upload' | 'now'> & { uploadsDir: string }): Promise<BattleRow> {
  const done = await db.transaction(async (tx) => {
    const [battle] = isUuid(battleId)
      ? await tx.select().from(battles).where(eq(battles.id, battleId)).for('update')
      : [];
    if (!battle) throw new AppError('notFound', 'server.battleNotFound');
    const column = side === 1 ? 'artwork1' : 'artwork2';
    const photo = battle[column];
    if (!photo) return { row: battle };
    const [row] = await tx
      .update(battles)
      .set({ [column]: null })
      .where(eq(battles.id, battleId))
      .returning();
    const artistId = side === 1 ? battle.player1Id : battle.player2Id;
    const draft = artistId ? await dropArtworkDraft({ db: tx, battleId, userId: artistId }) : undefined;
    const [artist] = artistId
      ? await tx.select({ name: users.username }).from(users).where(eq(users.id, artistId))
      : [];
    const change = await logChange({
      db: tx,
      changes,
      eventId: battle.eventId,
      battleId,
      kind: 'artworkRemoved',
      by,
      payload: { side, artist: artist?.name ?? '', image: photo.key },
    });
    return { row: row!, photo, draft, change };
  });
  if (done.change) changes.publish(done.change);
  if (done.photo) await removeImageSet({ dir: artworksDir(uploadsDir), ...done.photo });
  if (done.draft) {
    const draftDir = postImageDir({ uploadsDir, privateUploadsDir }, 'Private');
    await removeImageSet({ dir: draftDir, ...done.draft });
  }
  return done.row;
}
