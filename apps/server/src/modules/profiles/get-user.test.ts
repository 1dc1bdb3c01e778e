import { ZFailureReplySchema, ZGetUserReplySchema } from '@artclash/contract';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { artTypes, userInterests, users } from '../../db/schema/index.ts';
import { leaksSecrets, signUpAndLogIn } from '../../test/accounts.ts';
import { useTestApp } from '../../test/helper.ts';
import { signSessionToken } from '../accounts/index.ts';

const t = useTestApp();

const getUser = (userId: string, authorization?: string, language = 'en') =>
  t.inject({
    method: 'GET',
    url: `/backend/api/get_user/${userId}`,
    headers: { 'accept-language': language, ...(authorization && { authorization }) },
  });

describe('GET /api/get_user/{userId}', () => {
  it("answers the signed-in user's own details with the raw token and with Bearer", async () => {
    const { token, userId, email } = await signUpAndLogIn(t, { type: 'artist' });
    const [paint] = await t.db.insert(artTypes).values({ nameEn: 'Painting', nameJa: '絵画' }).returning();
    await t.db.insert(userInterests).values({ userId, kind: 'art_types', optionId: paint!.id });
    for (const authorization of [token, `Bearer ${token}`, `bearer ${token}`]) {
      const res = await getUser(userId, authorization);
      expect(res.statusCode).toBe(200);
      const { data, message } = ZGetUserReplySchema.parse(res.json());
      expect(message).toBe('User details fetched successfully.');
      expect(data).toMatchObject({
        _id: userId,
        email,
        type: 'artist',
        role: 'user',
        status: 'login',
        art_types: [{ _id: paint!.id, art_type: 'Painting' }],
      });
      expect(leaksSecrets(res.body)).toBe(false);
    }
    const ja = ZGetUserReplySchema.parse((await getUser(userId, token, 'ja')).json());
    expect(ja.data.art_types).toEqual([{ _id: paint!.id, art_type: '絵画' }]);
  });

  it("refuses another user's details with 403", async () => {
    const me = await signUpAndLogIn(t);
    const other = await signUpAndLogIn(t);
    const res = await getUser(other.userId, me.token);
    expect(res.statusCode).toBe(403);
    expect(ZFailureReplySchema.parse(res.json()).message).toBe('You can only view your own account details.');
    expect(res.body).not.toContain(other.email);
  });

  it('answers 401 without a token, in both languages', async () => {
    const { userId } = await signUpAndLogIn(t);
    const en = await getUser(userId);
    expect(en.statusCode).toBe(401);
    expect(en.json()).toEqual({ status: 0, message: 'Please log in to continue.' });
    expect((await getUser(userId, undefined, 'ja')).json().message).toBe('続けるにはログインしてください。');
  });

  it('answers 401 for an expired, forged or altered token in both header forms', async () => {
    const { userId, token } = await signUpAndLogIn(t);
    const key = new TextEncoder().encode(t.config.jwtSecret);
    const expired = await new SignJWT({ role: 'user', type: 'fan' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(userId)
      .setAudience('artclash:session')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(key);
    const forged = await signSessionToken({
      secret: 'another-secret-another-secret-another',
      claims: { userId, sessionId: '0b0e7c36-1111-4222-8333-444455556666', role: 'admin', type: 'fan' },
    });
    const altered = `${token.slice(0, -4)}AAAA`;
    for (const bad of [expired, forged, altered, 'not-a-token']) {
      for (const authorization of [bad, `Bearer ${bad}`]) {
        const res = await getUser(userId, authorization);
        expect(res.statusCode).toBe(401);
        expect(ZFailureReplySchema.parse(res.json()).message).toBe('Your session has expired. Please log in again.');
      }
    }
    expect((await getUser(userId, expired, 'ja')).json().message).toBe(
      'ログインの有効期限が切れました。もう一度ログインしてください。',
    );
  });

  it('answers 401 once the account is deleted', async () => {
    const { userId, token } = await signUpAndLogIn(t);
    await t.db.delete(users).where(eq(users.id, userId));
    expect((await getUser(userId, token)).statusCode).toBe(401);
  });
});
