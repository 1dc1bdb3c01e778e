// Profiles and posts as plain values (§5, §9), shared by both sides and the zod-free entry.

/** §9 Post options: who may see a post (docs/product.md#rule-10). */
export const POST_VISIBILITIES = ['Public', 'Judges/Sponsors Only', 'Private'] as const;
export type TPostVisibility = (typeof POST_VISIBILITIES)[number];

/** §9 Post options: project type or usage context (optional). */
export const PROJECT_TYPES = [
  'School Project',
  'Personal Practice',
  'Competition Entry',
  'Commissioned Work',
  'Workshop Result',
] as const;
/** §9 Post options: skill level (optional). */
export const SKILL_LEVELS = ['Beginner', 'Intermediate', 'Advanced', 'Professional'] as const;

/** The `mediatype` a post form sends when the user chose 'Other' and typed the media type in `other` (§2.10). */
export const OTHER_MEDIA_TYPE = 'other';

/** The largest profile or post image accepted (docs/decisions.md#131). */
export const MAX_UPLOAD_IMAGE_BYTES = 10 * 1024 * 1024;

/** One stored width of an image: its path under /backend/ (the URL is `/backend/{path}`) and its width in pixels. */
export interface ImageSize {
  path: string;
  width: number;
}

/**
 * The `srcset` of an image's stored widths (docs/decisions.md#132), each URL under `base`:
 * `/backend/uploads/posts/k-320.webp 320w, /backend/uploads/posts/k-640.webp 640w`.
 */
export const srcSetOf = (sizes: readonly ImageSize[], base = '/backend'): string =>
  sizes.map((size) => `${base}/${size.path} ${size.width}w`).join(', ');
