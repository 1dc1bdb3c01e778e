// The reference lists an organiser edits in the console (docs/product.md#rule-120), as plain values
// so the web app can name its tabs without zod.

/** The lists of §3 Reference items, by their path segment under /backend/admin-api/reference/. */
export const REFERENCE_LISTS = [
  'art-types',
  'art-works',
  'participate',
  'communicate',
  'media-types',
  'cities',
  'interest-events',
] as const;
export type TReferenceList = (typeof REFERENCE_LISTS)[number];

export const isReferenceList = (value: string): value is TReferenceList =>
  (REFERENCE_LISTS as readonly string[]).includes(value);

/** The longest name of a reference item or a tag, in either language. */
export const MAX_REFERENCE_NAME_LENGTH = 100;

/** Tags per page of the console's tag search. */
export const ADMIN_TAGS_PAGE_SIZE = 50;
