import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema/index.ts';
import { sessionTokenOf } from '../../test/accounts.ts';
import { buildUser } from '../../test/factories.ts';
import { buildTestApp } from '../../test/helper.ts';
import { ensureOrganiser } from './ensure-organiser.ts';
import { verifyPassword } from './password-hash.ts';

describe('ensureOrganiser (docs/product.md#rule-21)', () => {
  it('creates the organiser from ADMIN_EMAIL and ADMIN_PASSWORD at start', async () => {
    const t = await buildTestApp({ admin: { email: 'boss@example.com', password: 'Organiser1' } });
    try {
      const [row] = await t.db.select().from(users).where(eq(users.email, 'boss@example.com'));
      expect(row).toMatchObject({ role: 'admin', type: 'fan', accountStatus: 'active' });
      // Its public name is not the e-mail's (docs/product.md#rule-291).
      expect(row?.username).toMatch(/^organiser-[0-9a-f]{6}$/);
      expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
      expect(await verifyPassword(row!.passwordHash!, 'Organiser1')).toBe(true);

      // An existing account (any letter case) becomes the organiser and takes the configured password.
      const fan = await buildUser({ db: t.db, email: 'Fan@Example.com', passwordHash: 'old' });
      const id = await ensureOrganiser({
        db: t.db,
        changes: t.app.changes,
        email: 'fan@example.com',
        password: 'Changed22',
      });
      expect(id).toBe(fan.id);
      const [promoted] = await t.db.select().from(users).where(eq(users.id, fan.id));
      expect(promoted?.role).toBe('admin');
      // The operator vouches for the address (docs/decisions.md#260).
      expect(promoted?.emailProvenBy).toBe('config');
      expect(await verifyPassword(promoted!.passwordHash!, 'Changed22')).toBe(true);
      expect(promoted?.passwordChangedAt).toBeInstanceOf(Date);
      expect(
        await ensureOrganiser({ db: t.db, changes: t.app.changes, email: 'boss@example.com', password: 'Organiser1' }),
      ).toBe(row?.id);
    } finally {
      await t.close();
    }
  });

  it('keeps the password and its sessions when a restart configures the same one, and ends them when it changes (docs/decisions.md#70)', async () => {
    const t = await buildTestApp({ admin: { email: 'chief@example.com', password: 'Organiser1' } });
    try {
      const current = async () => (await t.db.select().from(users).where(eq(users.email, 'chief@example.com')))[0]!;
      const before = await current();
      expect(before.passwordChangedAt).toBeNull();
      await sessionTokenOf({ db: t.db, secret: t.config.jwtSecret, user: before });
      const ended = async () =>
        (await t.db.select().from(sessions).where(eq(sessions.userId, before.id))).map((row) => row.endedAt !== null);
      await ensureOrganiser({ db: t.db, changes: t.app.changes, email: 'chief@example.com', password: 'Organiser1' });
      expect(await current()).toMatchObject({ passwordHash: before.passwordHash, passwordChangedAt: null });
      expect(await ended()).toEqual([false]);

      const now = new Date('2030-01-01T00:00:00Z');
      await ensureOrganiser({
        db: t.db,
        changes: t.app.changes,
        email: 'CHIEF@example.com',
        password: 'Organiser2',
        now,
      });
      const after = await current();
      expect(after.passwordChangedAt).toEqual(now);
      expect(await verifyPassword(after.passwordHash!, 'Organiser2')).toBe(true);
      expect(await ended()).toEqual([true]);
    } finally {
      await t.close();
    }
  });
});
