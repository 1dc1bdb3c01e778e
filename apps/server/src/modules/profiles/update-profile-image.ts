import { join } from 'node:path';
import type { TImageMeta } from '@artclash/contract';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors/app-error.ts';
import { type ImageGate, imageFileName, removeImageSet, storeImageSet } from '../../services/images/index.ts';
import { PROFILE_FOLDER, profileImageMetaOf, profileImagePath, uploadedProfileKey } from './profile-image.ts';
import { updateUser, userById } from './queries.ts';

/**
 * UserProfileUpdate (§7): the signed-in user's new profile image, a JPEG, PNG or WebP by its content
 * (§5 Profile image), stored at a few widths (docs/decisions.md#131–133). The files are written, then
 * the account; when the account cannot be written the new files go again; the previous uploaded image's
 * files are removed once the new one is saved (a provider's URL has no files).
 */
export async function updateProfileImage({
  db,
  userId,
  image,
  uploadsDir,
  gate,
}: {
  db: Database;
  userId: string;
  image: Buffer | undefined;
  uploadsDir: string;
  gate: ImageGate;
}): Promise<{ profileImage: string; profileImageMeta: TImageMeta }> {
  if (!image)
    throw new AppError('invalidInput', 'server.imageRequired', { errors: { profileImage: 'server.imageRequired' } });
  const dir = join(uploadsDir, PROFILE_FOLDER);
  const stored = await storeImageSet({ bytes: image, kind: 'profile', dir, gate, uploader: userId });
  const values = {
    profileImage: profileImagePath(imageFileName(stored.key, stored.width)),
    profileImageWidth: stored.width,
    profileImageHeight: stored.height,
    profileImageWidths: stored.widths,
  };
  let previous: Awaited<ReturnType<typeof userById>>;
  try {
    previous = await db.transaction(async (tx) => {
      const before = await userById({ db: tx, userId });
      if (!before) throw new AppError('unauthorized', 'server.unauthorized');
      await updateUser({ db: tx, userId, values });
      return before;
    });
  } catch (error) {
    await removeImageSet({ dir, key: stored.key, widths: stored.widths });
    throw error;
  }
  const previousKey = previous && uploadedProfileKey(previous.profileImage);
  if (previousKey) await removeImageSet({ dir, key: previousKey, widths: previous!.profileImageWidths });
  return { profileImage: values.profileImage, profileImageMeta: profileImageMetaOf(values)! };
}
