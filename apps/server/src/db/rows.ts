/** The rows of a raw `db.execute` result: PGlite answers `{rows}`, postgres.js the array itself. */
export const rowsOf = <Row>(result: unknown): Row[] =>
  ((result as { rows?: unknown[] }).rows ?? (result as unknown[])) as Row[];
