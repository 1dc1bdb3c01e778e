import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { type ArtworkImage, posts } from '../../db/schema/index.ts';

/** What a draft made from a battle's photo says before its author completes it (docs/decisions.md#425). */
export interface ArtworkDraft {
  battleId: string;
  userId: string;
  /** The photo's copy in the private posts folder (postImageDir of 'Private'). */
  image: ArtworkImage;
  title: string;
  intendedMessage: string;
  dateCreation: string;
}

/** An image's files: what is removed once the rows that named it are gone. */
type ImageFiles = Pick<ArtworkImage, 'key' | 'widths'>;

/** What became of a draft's photo: whether the copy was taken, and the image it replaced, to remove after the commit. */
export interface DraftOutcome {
  used: boolean;
  replaced: ImageFiles | undefined;
}

const imageColumnsOf = (image: ArtworkImage) => ({
  image: image.key,
  imageWidth: image.width,
  imageHeight: image.height,
  imageWidths: image.widths,
});

/**
 * The artist's post of a battle's artwork, kept with the organisers' latest photo of it (docs/decisions.md#425): a
 * Private draft is made when the artist has none for the battle, its photo replaced while it is still a draft, and a
 * post they published is left as they made it. One post per artist and battle (a unique index), written in the
 * caller's transaction.
 */
export async function keepArtworkDraft({ db, draft }: { db: Executor; draft: ArtworkDraft }): Promise<DraftOutcome> {
  const mine = and(eq(posts.battleId, draft.battleId), eq(posts.userId, draft.userId));
  const [existing] = await db
    .select({ id: posts.id, draft: posts.draft, image: posts.image, widths: posts.imageWidths })
    .from(posts)
    .where(mine)
    .for('update');
  if (existing && !existing.draft) return { used: false, replaced: undefined };
  if (existing) {
    await db
      .update(posts)
      .set({ ...imageColumnsOf(draft.image), updatedAt: new Date() })
      .where(eq(posts.id, existing.id));
    return { used: true, replaced: { key: existing.image, widths: existing.widths } };
  }
  await db.insert(posts).values({
    userId: draft.userId,
    battleId: draft.battleId,
    draft: true,
    visibilitySettings: 'Private',
    title: draft.title,
    intendedMessage: draft.intendedMessage,
    dateCreation: draft.dateCreation,
    ...imageColumnsOf(draft.image),
  });
  return { used: true, replaced: undefined };
}

/**
 * The artist's draft of a battle's artwork deleted, with the photo it was made from (docs/decisions.md#425): answers
 * its image, to remove after the commit; a post they published stays, and nothing is answered.
 */
export async function dropArtworkDraft({
  db,
  battleId,
  userId,
}: {
  db: Executor;
  battleId: string;
  userId: string;
}): Promise<ImageFiles | undefined> {
  const [dropped] = await db
    .delete(posts)
    .where(and(eq(posts.battleId, battleId), eq(posts.userId, userId), eq(posts.draft, true)))
    .returning({ key: posts.image, widths: posts.imageWidths });
  return dropped;
}
