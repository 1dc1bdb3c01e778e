import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import {
  ZForgotPasswordReplySchema,
  ZLoginSessionReplySchema,
  ZNewPasswordCreateReplySchema,
  ZVerifyOtpReplySchema,
} from '@artclash/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { passwordResets, users } from '../../db/schema/index.ts';
import {
  codeFromOutbox,
  forgetAttempts,
  leaksSecrets,
  newEmail,
  PASSWORD,
  post,
  signUpAndLogIn,
} from '../../test/accounts.ts';
import { buildUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/helper.ts';

const t = useTestApp();
const NEW_PASSWORD = 'Brandnew42';

/** Moves the user's reset rows `ms` into the past, as if that much time had passed. */
async function backdate(userId: string, ms: number) {
  const rows = await t.db.select().from(passwordResets).where(eq(passwordResets.userId, userId));
  for (const row of rows) {
    await t.db
      .update(passwordResets)
      .set({
        createdAt: new Date(row.createdAt.getTime() - ms),
        expiresAt: new Date(row.expiresAt.getTime() - ms),
        ...(row.verifiedAt && { verifiedAt: new Date(row.verifiedAt.getTime() - ms) }),
      })
      .where(eq(passwordResets.id, row.id));
  }
}

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('POST /api/forgot-password → verify-otp → new-password-create', () => {
  it('resets the password with the code from the bilingual mail (§4 Password reset)', async () => {
    const { email } = await signUpAndLogIn(t);
    const forgot = await post(t, '/api/forgot-password', { email: ` ${email.toUpperCase()} ` });
    expect(ZForgotPasswordReplySchema.parse(forgot.json())).toEqual({
      status: 1,
      message: expect.stringContaining('we have sent a code'),
      email,
    });
    const code = await codeFromOutbox(t, email);
    expect(code).toMatch(/^\d{6}$/);
    expect(forgot.body).not.toContain(code);

    const verified = await post(t, '/api/verify-otp', { email, otp: code });
    const { result } = ZVerifyOtpReplySchema.parse(verified.json());
    const [row] = await t.db.select().from(passwordResets).where(eq(passwordResets.id, result._id));
    expect(row?.verifiedAt).toBeInstanceOf(Date);
    expect(row?.codeHash).not.toContain(code);
    expect(leaksSecrets(verified.body)).toBe(false);

    const created = await post(t, '/api/new-password-create', { id: result._id, newPassword: NEW_PASSWORD });
    expect(ZNewPasswordCreateReplySchema.parse(created.json()).message).toBe(
      'Your password has been changed. Please log in with your new password.',
    );
    expect((await post(t, '/api/login', { email, password: NEW_PASSWORD })).json().status).toBe(1);
    expect((await post(t, '/api/login', { email, password: PASSWORD })).json().status).toBe(0);
    expect((await post(t, '/api/new-password-create', { id: result._id, newPassword: 'Another123' })).json()).toEqual({
      status: 0,
      message: 'This password reset has expired or was already used. Please request a new code.',
    });
  });

  it('ends every session of the account, on every device; a new sign-in works (docs/decisions.md#70)', async () => {
    const { email, token, userId } = await signUpAndLogIn(t);
    const other = ZLoginSessionReplySchema.parse(
      (await post(t, '/api/login', { email, password: PASSWORD }, { ip: '198.51.100.9' })).json(),
    ).token;
    const getUser = (authorization: string) =>
      t.inject({
        method: 'GET',
        url: `/backend/api/get_user/${userId}`,
        headers: { authorization, 'accept-language': 'ja' },
      });
    expect((await getUser(token)).statusCode).toBe(200);

    await post(t, '/api/forgot-password', { email });
    const ticket = ZVerifyOtpReplySchema.parse(
      (await post(t, '/api/verify-otp', { email, otp: await codeFromOutbox(t, email) })).json(),
    ).result._id;
    expect((await post(t, '/api/new-password-create', { id: ticket, newPassword: NEW_PASSWORD })).json().status).toBe(
      1,
    );
    const [user] = await t.db
      .select({ passwordChangedAt: users.passwordChangedAt })
      .from(users)
      .where(eq(users.id, userId));
    expect(user?.passwordChangedAt).toBeInstanceOf(Date);

    expect((await getUser(other)).statusCode).toBe(401);
    const old = await getUser(token);
    expect(old.statusCode).toBe(401);
    expect(old.json()).toEqual({ status: 0, message: expect.any(String) });
    const english = await t.inject({
      method: 'GET',
      url: `/backend/api/get_user/${userId}`,
      headers: { authorization: token, 'accept-language': 'en' },
    });
    expect(english.json().message).toMatch(/session/i);

    const fresh = ZLoginSessionReplySchema.parse(
      (await post(t, '/api/login', { email, password: NEW_PASSWORD })).json(),
    );
    expect((await getUser(fresh.token)).statusCode).toBe(200);
  });

  it('answers an unknown address exactly like a known one, and sends nothing', async () => {
    const { email } = await signUpAndLogIn(t);
    const unknown = newEmail('nobody');
    const known = await post(t, '/api/forgot-password', { email }, { language: 'ja' });
    const stranger = await post(t, '/api/forgot-password', { email: unknown }, { language: 'ja' });
    expect(stranger.statusCode).toBe(known.statusCode);
    expect({ ...stranger.json(), email: '' }).toEqual({ ...known.json(), email: '' });
    expect(stranger.json().message).toBe(
      'このメールアドレスが登録されている場合は、コードを送信しました。受信箱をご確認ください。',
    );
    await t.app.mailer.settled();
    expect((await readdir(join(t.config.dataDir, 'outbox'))).some((name) => name.includes(unknown))).toBe(false);
    const again = await post(t, '/api/forgot-password', { email: unknown });
    const knownAgain = await post(t, '/api/forgot-password', { email });
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toMatch(/^Please wait (59|60) seconds before requesting a new code\.$/);
    expect(knownAgain.json().message).toMatch(/^Please wait (59|60) seconds before requesting a new code\.$/);
  });

  it('allows a new code only 60 s after the previous one, and the new code replaces the old', async () => {
    const { email } = await signUpAndLogIn(t);
    await post(t, '/api/forgot-password', { email });
    const first = await codeFromOutbox(t, email);
    const early = await post(
      t,
      '/api/forgot-password',
      { email: email.toUpperCase() },
      { language: 'ja', ip: '198.51.100.77' },
    );
    expect(early.json()).toEqual({
      status: 0,
      message: expect.stringMatching(/^コードを再送信するには、あと(59|60)秒お待ちください。$/),
    });
    await t.app.mailer.settled();
    expect((await readdir(join(t.config.dataDir, 'outbox'))).filter((name) => name.includes(email))).toHaveLength(1);
    // The interval passes.
    await forgetAttempts(t, 'resetResend', email);
    expect((await post(t, '/api/forgot-password', { email })).json().status).toBe(1);
    const second = await codeFromOutbox(t, email);
    if (first !== second) expect((await post(t, '/api/verify-otp', { email, otp: first })).json().status).toBe(0);
    expect((await post(t, '/api/verify-otp', { email, otp: second })).json().status).toBe(1);
  });

  it('locks a code after 5 wrong tries, even for the right code then', async () => {
    const { email } = await signUpAndLogIn(t);
    await post(t, '/api/forgot-password', { email });
    const code = await codeFromOutbox(t, email);
    const replies = [];
    for (let i = 0; i < 5; i += 1) replies.push(await post(t, '/api/verify-otp', { email, otp: wrongCode(code) }));
    expect(replies.slice(0, 4).map((res) => [res.statusCode, res.json().message])).toEqual(
      Array(4).fill([400, 'The code is incorrect. Please check the email and try again.']),
    );
    // A new code is needed: 410, so the code screen can say so (docs/product.md#rule-153).
    expect([replies[4]!.statusCode, replies[4]!.json().message]).toEqual([
      410,
      'Too many incorrect codes. Please request a new code.',
    ]);
    const right = await post(t, '/api/verify-otp', { email, otp: code }, { language: 'ja' });
    expect(right.statusCode).toBe(410);
    expect(right.json()).toEqual({
      status: 0,
      message: 'コードの入力ミスが多すぎます。新しいコードをリクエストしてください。',
    });
  });

  it('refuses a code older than 10 minutes and a ticket older than 10 minutes after verification', async () => {
    const { email, userId } = await signUpAndLogIn(t);
    await post(t, '/api/forgot-password', { email });
    const code = await codeFromOutbox(t, email);
    await backdate(userId, 10 * 60_000 + 1000);
    const expired = await post(t, '/api/verify-otp', { email, otp: code });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toBe('This code has expired or is no longer valid. Please request a new code.');

    await forgetAttempts(t, 'resetResend', email);
    await post(t, '/api/forgot-password', { email });
    const fresh = await codeFromOutbox(t, email);
    const ticket = ZVerifyOtpReplySchema.parse((await post(t, '/api/verify-otp', { email, otp: fresh })).json()).result
      ._id;
    await backdate(userId, 10 * 60_000 + 1000);
    expect((await post(t, '/api/new-password-create', { id: ticket, newPassword: NEW_PASSWORD })).json().message).toBe(
      'This password reset has expired or was already used. Please request a new code.',
    );
  });

  it('refuses an unverified ticket, a user id, a weak password and an empty code', async () => {
    const { email, userId } = await signUpAndLogIn(t);
    await post(t, '/api/forgot-password', { email });
    // The code is made after the reply (constant-time forgot-password): wait for it.
    await t.app.mailer.settled();
    const [pending] = await t.db.select().from(passwordResets).where(eq(passwordResets.userId, userId));
    for (const id of [pending!.id, userId, 'garbage']) {
      expect((await post(t, '/api/new-password-create', { id, newPassword: NEW_PASSWORD })).json().status).toBe(0);
    }
    expect(
      (await post(t, '/api/new-password-create', { id: pending!.id, newPassword: 'weak' })).json().message,
    ).toMatch(/at least 8 one-byte/);
    expect((await post(t, '/api/new-password-create', { id: pending!.id, newPassword: '' })).json().message).toBe(
      'New Password is required',
    );
    expect((await post(t, '/api/verify-otp', { email, otp: ' ' })).json().message).toBe('Code is required');
  });

  it('refuses a code for an address without one as simply wrong', async () => {
    const res = await post(t, '/api/verify-otp', { email: newEmail('nobody'), otp: '123456' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The code is incorrect. Please check the email and try again.');
  });

  it('answers before any per-account work: the account is looked up only after the reply has left', async () => {
    // The same time for known and unknown addresses follows from the order, which is what is
    // checked here; the times themselves are a benchmark's business, not a test's.
    const { email } = await buildUser({ db: t.db });
    const order: string[] = [];
    const select = t.db.select.bind(t.db);
    const spy = vi.spyOn(t.db, 'select').mockImplementation(((...fields: Parameters<typeof select>) => {
      const builder = select(...fields);
      const from = builder.from.bind(builder);
      builder.from = ((table: Parameters<typeof from>[0]) => {
        if (table === users) order.push('account lookup');
        return from(table);
      }) as typeof builder.from;
      return builder;
    }) as typeof t.db.select);
    try {
      await t.app.mailer.settled();
      const reply = await post(t, '/api/forgot-password', { email }, { ip: '198.51.100.77' });
      order.push('reply');
      expect(reply.statusCode).toBe(200);
      await t.app.mailer.settled();
    } finally {
      spy.mockRestore();
    }
    expect(order).toEqual(['reply', 'account lookup']);
    expect(await codeFromOutbox(t, email!)).toMatch(/^\d{6}$/);
  });
});
