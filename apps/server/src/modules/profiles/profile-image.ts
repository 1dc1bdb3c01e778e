import type { TImageMeta } from '@artclash/contract';
import { imageMetaOf } from '../../services/images/index.ts';
import type { UserRow } from './queries.ts';

// The §3 profile image rule on the server (docs/decisions.md#133): an uploaded image is stored as
// `uploads/profiles/{key}-{width}.webp` (its widest file) with its widths beside it; a provider's
// absolute URL (Google's picture) is kept as it came; '' means the default image, which the web app draws.

export const PROFILE_FOLDER = 'profiles';
const UPLOADED = /^uploads\/profiles\/([0-9a-f-]{36})-(\d{1,5})\.webp$/;

/** The path an uploaded profile image is stored at. */
export const profileImagePath = (fileName: string): string => `uploads/${PROFILE_FOLDER}/${fileName}`;

/** The key of an image this app stored, or undefined for a provider's URL, a demo image or none. */
export const uploadedProfileKey = (profileImage: string): string | undefined => UPLOADED.exec(profileImage)?.[1];

/** The widths of an uploaded profile image for srcset; null for anything else. */
export function profileImageMetaOf(
  user: Pick<UserRow, 'profileImage' | 'profileImageWidth' | 'profileImageHeight' | 'profileImageWidths'>,
): TImageMeta | null {
  const key = uploadedProfileKey(user.profileImage);
  if (!key || user.profileImageWidths.length === 0) return null;
  return imageMetaOf(
    { key, width: user.profileImageWidth, height: user.profileImageHeight, widths: user.profileImageWidths },
    profileImagePath,
  );
}
