import { type Column, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Executor } from './client.ts';

const dialect = new PgDialect();

/** What a statement is bound to on a call: its placeholders' values, by name (`sql.placeholder(name)`). */
type Values = Record<string, unknown>;

/** A statement ready to run: drizzle's prepared query of a builder (`.prepare(name)`), or of a raw statement. */
interface Prepared<R> {
  execute(values: Values): Promise<R>;
}

/**
 * A statement of the busiest calls, made once for each database and run by name (docs/decisions.md#429, #432):
 * `make` builds it with placeholders (`sql.placeholder(name)`) where a call's values go, and prepares it by name, so a
 * call neither builds its SQL again nor has PostgreSQL plan it again; it only binds the values. Its text is the same
 * on every call (a connection refuses a name given to two texts): a list of ids is one array placeholder (`anyOf`).
 * A transaction is a database of its own, whose statement is made on its first call. PGlite runs it as any other.
 */
export function namedStatement<V extends Values, R>(make: (db: Executor) => Prepared<R>) {
  const made = new WeakMap<Executor, Prepared<R>>();
  return (db: Executor, values: V): Promise<R> => {
    let statement = made.get(db);
    if (!statement) made.set(db, (statement = make(db)));
    return statement.execute(values);
  };
}

/** A raw statement prepared by name on `db`: its answer is the driver's result (rows as objects, `db/rows.ts`). */
export const prepareRaw = (db: Executor, name: string, query: SQL): Prepared<unknown> =>
  db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false);

/** `column` is one of the ids of the placeholder `name`: one array parameter, the same text for any number of ids. */
export const anyOf = (column: Column, name: string): SQL => sql`${column} = any(${sql.placeholder(name)}::uuid[])`;
