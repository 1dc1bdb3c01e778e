import { randomUUID } from 'node:crypto';
import { ZAdminUserSearchReplySchema } from '@artclash/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { callAs, userWithToken } from '../../test/accounts.ts';
import { buildUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/helper.ts';

const t = useTestApp();
let organiser = '';
beforeAll(async () => {
  organiser = (await userWithToken(t, { role: 'admin' })).token;
});

const search = async (q: string) =>
  ZAdminUserSearchReplySchema.parse(
    (await callAs(t, 'GET', `/backend/admin-api/users?q=${encodeURIComponent(q)}`, { token: organiser })).json(),
  ).users;

describe('GET /backend/admin-api/users', () => {
  it('finds fans and artists by username or e-mail, artists first, never park sign-ups, with type and e-mail (docs/product.md#rule-322)', async () => {
    const tag = randomUUID().slice(0, 8);
    const fan = await buildUser({ db: t.db, type: 'fan', username: `a_${tag}_fan` });
    const artist = await buildUser({ db: t.db, type: 'artist', username: `z_${tag}_artist` });
    await buildUser({ db: t.db, type: 'park', username: `${tag}_park` });
    const byMail = await buildUser({ db: t.db, type: 'fan', username: 'someone', email: `${tag}@example.com` });

    expect((await search(tag)).map((user) => user._id)).toEqual([artist.id, fan.id, byMail.id]);
    expect((await search(tag.toUpperCase())).map((user) => user._id)).toHaveLength(3);
    const [found, ...more] = await search(`${tag}@`);
    expect(more).toEqual([]);
    expect(found).toMatchObject({ _id: byMail.id, username: 'someone', type: 'fan', email: `${tag}@example.com` });
    expect((await search(tag)).map(({ type }) => type)).toEqual(['artist', 'fan', 'fan']);
    expect(await search(`${tag}_%`)).toEqual([]);
  });

  it("answers organisers only: a fan never reads other people's e-mail", async () => {
    const fan = await userWithToken(t, { type: 'fan' });
    const reply = await callAs(t, 'GET', '/backend/admin-api/users?q=example', { token: fan.token });
    expect(reply.statusCode).toBe(403);
    expect(reply.body).not.toContain('@');
  });

  it('refuses a query with control characters', async () => {
    expect((await callAs(t, 'GET', '/backend/admin-api/users?q=a%00b', { token: organiser })).statusCode).toBe(400);
  });
});
