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
