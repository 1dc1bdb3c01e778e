// Event images in several widths (docs/decisions.md#180), shared by the server that stores them and
// the web app that asks for the one that fits.
import type { ImageSize } from './creators.ts';

/** The widths an event image is stored at: a phone's card, a phone's full width at 2×, a big screen. */
export const EVENT_IMAGE_WIDTHS = [400, 800, 1600] as const;

const WIDEST = EVENT_IMAGE_WIDTHS.at(-1)!;
const WIDEST_SUFFIX = `-${WIDEST}.webp`;

/** How wide an event image is drawn in the app's column (the whole phone, at most 480 px): its `sizes`. */
export const COLUMN_IMAGE_SIZES = '(max-width: 480px) 100vw, 480px';

/** The file of `stem` at `width`: `uploads/events/{key}` → `uploads/events/{key}-800.webp`. */
const eventImageFile = (stem: string, width: number): string => `${stem}-${width}.webp`;

/** The path an event keeps for an image stored at every width: the widest file's, so the spec's `images` stay plain paths. */
export const eventImagePath = (stem: string): string => eventImageFile(stem, WIDEST);

/**
 * Every stored width of an event image (narrowest first, for `srcSetOf`), or undefined for one
 * stored at one width only (an absolute URL, or a path from before decision 180): the path names
 * the widest file and the narrower ones sit beside it under the same stem.
 */
export function eventImageSizes(path: string): ImageSize[] | undefined {
  if (!path.startsWith('uploads/') || !path.endsWith(WIDEST_SUFFIX)) return undefined;
  const stem = path.slice(0, -WIDEST_SUFFIX.length);
  return EVENT_IMAGE_WIDTHS.map((width) => ({ path: eventImageFile(stem, width), width }));
}
