/**
 * Years a person could mean in a date or an instant they send (docs/decisions.md#77): anything
 * outside is refused as malformed, never handed to the database (year 0000 has no date there).
 */
const SANE_YEARS = { from: 1900, to: 2200 } as const;

export const isSaneYear = (year: number): boolean =>
  Number.isInteger(year) && year >= SANE_YEARS.from && year <= SANE_YEARS.to;
