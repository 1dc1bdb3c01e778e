/**
 * The unique index or constraint a failed write ran into, or undefined for any other error. Works
 * for node-postgres and PGlite alike (both report SQLSTATE 23505 with the constraint's name), through
 * drizzle's wrapping error.
 */
export function uniqueViolation(error: unknown): string | undefined {
  for (
    let cause: unknown = error, depth = 0;
    cause && depth < 5;
    cause = (cause as { cause?: unknown }).cause, depth += 1
  ) {
    const { code, constraint } = cause as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
  }
  return undefined;
}

/** Whether a failed write referred to a row that no longer exists (SQLSTATE 23503), through drizzle's wrapping. */
export function foreignKeyViolation(error: unknown): boolean {
  for (
    let cause: unknown = error, depth = 0;
    cause && depth < 5;
    cause = (cause as { cause?: unknown }).cause, depth += 1
  ) {
    if ((cause as { code?: unknown }).code === '23503') return true;
  }
  return false;
}
