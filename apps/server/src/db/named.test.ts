import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/helper.ts';
import { executeNamed } from './named.ts';
import { rowsOf } from './rows.ts';

const t = useTestApp();

const doubled = (tx: Parameters<typeof executeNamed>[0], value: number) =>
  executeNamed(tx, 'named_test_double', sql`select ${value}::int * 2 as doubled`).then(
    (result) => rowsOf<{ doubled: number }>(result)[0]?.doubled,
  );

describe('a statement run by name (docs/decisions.md#429)', () => {
  it('answers each call with its own values', async () => {
    expect(await t.db.transaction(async (tx) => [await doubled(tx, 2), await doubled(tx, 21)])).toEqual([4, 42]);
  });

  it.runIf(process.env.TEST_DB === 'postgres')(
    'is prepared once on a PostgreSQL connection, then only run',
    async () => {
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
