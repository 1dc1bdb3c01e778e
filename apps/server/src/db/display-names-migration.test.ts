import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../test/factories.ts';
import { useTestApp } from '../test/helper.ts';
import { MIGRATIONS_FOLDER } from './client.ts';
import { users } from './schema/index.ts';

const t = useTestApp();

const nameOf = async (id: string) =>
  (await t.db.select({ username: users.username }).from(users).where(eq(users.id, id)))[0]?.username;

describe('the display-names migration (docs/product.md#rule-291)', () => {
  it('gives accounts named after their e-mail a generated name, and keeps names people chose', async () => {
    const fan = await buildUser({ db: t.db, type: 'fan', email: 'taro.yamada@example.com', username: 'taro.yamada' });
    const artist = await buildUser({ db: t.db, type: 'artist', email: 'Hana@Example.com', username: 'hana' });
    const organiser = await buildUser({ db: t.db, role: 'admin', email: 'boss@example.com', username: 'boss' });
    const parent = await buildUser({ db: t.db, type: 'parent', email: 'kid.mum@example.com', username: '' });
    const chosen = await buildUser({ db: t.db, email: 'mika@example.com', username: 'Mika Paints' });

    const migration = await readFile(join(MIGRATIONS_FOLDER, '0009_display-names.sql'), 'utf8');
    await t.db.execute(sql.raw(migration));

    expect(await nameOf(fan.id)).toMatch(/^fan-[0-9a-f]{6}$/);
    expect(await nameOf(artist.id)).toMatch(/^artist-[0-9a-f]{6}$/);
    expect(await nameOf(organiser.id)).toMatch(/^organiser-[0-9a-f]{6}$/);
    expect(await nameOf(parent.id)).toMatch(/^member-[0-9a-f]{6}$/);
    expect(await nameOf(chosen.id)).toBe('Mika Paints');
  });
});
