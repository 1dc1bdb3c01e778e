import { join } from 'node:path';
import { artworksMayBePhotographed, todayIn } from '@artclash/contract';
import { eq } from 'drizzle-orm';
import type { Executor, Publishing } from '../../db/client.ts';
import { logChange } from '../../db/event-log.ts';
import { type ArtworkImage, battles, users } from '../../db/schema/index.ts';
import { AppError } from '../../errors/app-error.ts';
import { isUuid } from '../../lib/ids.ts';
import { copyImageSet, type ImageUpload, removeImageSet, storeImageSet } from '../../services/images/index.ts';
import { eventById, type EventRow } from '../events/index.ts';
import { keepArtworkDraft, postImageDir } from '../posts/index.ts';
import { timerOf } from './presenter.ts';
import type { BattleRow } from './queries.ts';

/** Where the artworks' photos are kept: public, as the results show them (docs/decisions.md#425). */
export const artworksDir = (uploadsDir: string) => join(uploadsDir, 'artworks');

type ArtworkSide = 1 | 2;

export type ArtworkPhoto = Publishing & {
  battleId: string;
  side: ArtworkSide;
  upload: ImageUpload;
  /** DATA_DIR/private-uploads: where the artist's draft post keeps its copy of the photo. */
  privateUploadsDir: string;
  now: Date;
};

/** The battle, locked till the transaction ends; 404 unknown, 409 before time is up or without that side's artist. */
async function photographable(db: Executor, { battleId, side, now }: Pick<ArtworkPhoto, 'battleId' | 'side' | 'now'>) {
  const query = db.select().from(battles).where(eq(battles.id, battleId));
  const [battle] = isUuid(battleId) ? await query.for('update') : [];
  const event = battle && (await eventById({ db, eventId: battle.eventId }));
  if (!battle || !event) throw new AppError('notFound', 'server.battleNotFound');
  if (!artworksMayBePhotographed(timerOf(battle), event.battlesTime, now.getTime()))
    throw new AppError('conflict', 'server.artworkNotYet');
  const artistId = side === 1 ? battle.player1Id : battle.player2Id;
  if (!artistId) throw new AppError('conflict', 'server.artworkNoPlayer');
  return { battle, event, artistId };
}

/** The draft's first words: the event and the battle, the theme as its message, the day in the event's time zone. */
function draftTexts(battle: BattleRow, event: EventRow, now: Date) {
  const theme = (eng: string, jap: string) => [eng, jap].filter(Boolean).join(' + ');
  const english = theme(battle.keyword1Eng, battle.keyword2Eng);
  const japanese = theme(battle.keyword1Jap, battle.keyword2Jap);
  return {
    title: [event.titleEng || event.titleJap, battle.battleName].filter(Boolean).join(' · '),
    intendedMessage: english && japanese && english !== japanese ? `${english} (${japanese})` : english || japanese,
    dateCreation: todayIn(event.timezone, now),
  };
}

/**
 * The photo of one side's canvas, taken or uploaded in the control room once time is up (docs/decisions.md#425):
 * stored as a post image is (checked, re-encoded, every width) under uploads/artworks, in place of any earlier photo
 * of that side; the artist's draft post of the battle made or given the new photo (keepArtworkDraft); the night's log
 * told. The files are written before the transaction and removed again if it fails; the replaced ones after it.
 */
export async function saveArtworkPhoto(photo: ArtworkPhoto): Promise<BattleRow> {
  const { db, changes, by, battleId, side, upload, privateUploadsDir } = photo;
  await photographable(db, photo);
  const dir = artworksDir(upload.uploadsDir);
  const draftDir = postImageDir({ uploadsDir: upload.uploadsDir, privateUploadsDir }, 'Private');
  const stored = await storeImageSet({
    bytes: upload.bytes,
    kind: 'post',
    dir,
    gate: upload.gate,
    uploader: undefined,
  });
  let draftKey: string | undefined;
  let done;
  try {
    draftKey = await copyImageSet({ from: dir, to: draftDir, ...stored });
    const draftImage: ArtworkImage = { ...stored, key: draftKey };
    done = await db.transaction(async (tx) => {
      const { battle, event, artistId } = await photographable(tx, photo);
      const column = side === 1 ? 'artwork1' : 'artwork2';
      const [row] = await tx
        .update(battles)
        .set({ [column]: stored })
        .where(eq(battles.id, battleId))
        .returning();
      const draft = await keepArtworkDraft({
        db: tx,
        draft: { battleId, userId: artistId, image: draftImage, ...draftTexts(battle, event, photo.now) },
      });
      const [artist] = await tx.select({ name: users.username }).from(users).where(eq(users.id, artistId));
      const change = await logChange({
        db: tx,
        changes,
        eventId: event.id,
        battleId,
        kind: 'artworkSaved',
        by,
        payload: { side, artist: artist?.name ?? '', image: stored.key },
      });
      return { row: row!, replaced: battle[column], draft, change };
    });
  } catch (error) {
    await removeImageSet({ dir, ...stored });
    if (draftKey) await removeImageSet({ dir: draftDir, key: draftKey, widths: stored.widths });
    throw error;
  }
  // Committed: the new files are the battle's and the draft's now; what they replaced goes.
  changes.publish(done.change);
  if (done.replaced) await removeImageSet({ dir, ...done.replaced });
  if (done.draft.replaced) await removeImageSet({ dir: draftDir, ...done.draft.replaced });
  if (!done.draft.used) await removeImageSet({ dir: draftDir, key: draftKey, widths: stored.widths });
  return done.row;
}
