import { type Column, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Executor } from './client.ts';

const dialect = new PgDialect();

/**
 * A raw statement run by name (docs/decisions.md#429): PostgreSQL parses and plans it once on each connection, then
 * only binds and runs it. Its text is the same on every call, its values parameters (an array, never a list that
 * grows): a connection refuses a name given to two texts. PGlite runs it as any other. A query builder's statement is
 * named with drizzle's own `.prepare(name)`.
 */
export const executeNamed = (db: Executor, name: string, query: SQL): Promise<unknown> =>
  db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false).execute();

/** `column` is one of `ids`, as one array parameter: the same text for any number of ids, so it can be named. */
export const isAnyOf = (column: Column, ids: readonly string[]): SQL =>
  sql`${column} = any(${sql.param([...ids])}::uuid[])`;
