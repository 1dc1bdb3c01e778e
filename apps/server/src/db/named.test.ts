import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/helper.ts';
import type { Executor } from './client.ts';
import { namedStatement, prepareRaw } from './named.ts';
import { rowsOf } from './rows.ts';

const t = useTestApp();

/** A statement that doubles its value, and the databases it was made for. */
function doubling() {
  const madeFor: Executor[] = [];
  const statement = namedStatement<{ value: number }, unknown>((db) => {
    madeFor.push(db);
    return prepareRaw(db, 'named_test_double', sql`select ${sql.placeholder('value')}::int * 2 as doubled`);
  });
  const doubled = async (db: Executor, value: number) =>
    rowsOf<{ doubled: number }>(await statement(db, { value }))[0]?.doubled;
  return { madeFor, doubled };
}

describe('a statement made once and run by name (docs/decisions.md#429, #432)', () => {
  it('answers each call with its own values, made once for a database and once for each transaction', async () => {
    const { madeFor, doubled } = doubling();
    expect(await Promise.all([doubled(t.db, 2), doubled(t.db, 21), doubled(t.db, -4)])).toEqual([4, 42, -8]);
    expect(madeFor).toEqual([t.db]);
    expect(await t.db.transaction(async (tx) => [await doubled(tx, 5), await doubled(tx, 6)])).toEqual([10, 12]);
    expect(madeFor).toHaveLength(2);
    expect(await doubled(t.db, 50)).toBe(100);
    expect(madeFor).toHaveLength(2);
  });

  it.runIf(process.env.TEST_DB === 'postgres')(
    'is prepared once on a PostgreSQL connection, then only run',
    async () => {
      const { doubled } = doubling();
      const prepared = await t.db.transaction(async (tx) => {
        await doubled(tx, 1);
        await doubled(tx, 2);
        return rowsOf<{ name: string }>(
          await tx.execute(sql`select name from pg_prepared_statements where name = 'named_test_double'`),
        );
      });
      expect(prepared).toEqual([{ name: 'named_test_double' }]);
    },
  );
});
