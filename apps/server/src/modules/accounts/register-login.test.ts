import {
  ZFailureReplySchema,
  ZLoginSessionReplySchema,
  ZLoginUnverifiedReplySchema,
  ZRegisterReplySchema,
} from '@artclash/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { leaksSecrets, newEmail, PASSWORD, post } from '../../test/accounts.ts';
import { useTestApp } from '../../test/helper.ts';
import { verifySessionToken } from './session-token.ts';

const t = useTestApp();

describe('POST /api/register', () => {
  it('creates an active fan or artist account', async () => {
    for (const type of ['fan', 'artist'] as const) {
      const res = await post(t, '/api/register', { email: newEmail(type), password: PASSWORD, type });
      expect(res.statusCode).toBe(200);
      const reply = ZRegisterReplySchema.parse(res.json());
      expect(reply).toMatchObject({ status: 1, type, message: 'Registration successful! Please log in.' });
      expect(leaksSecrets(res.body)).toBe(false);
    }
  });

  it('keeps the public display name the person chose (docs/product.md#rule-291)', async () => {
    const email = newEmail('named');
    await post(t, '/api/register', { email, password: PASSWORD, type: 'fan', username: '  Sora Paints  ' });
    const login = ZLoginSessionReplySchema.parse((await post(t, '/api/login', { email, password: PASSWORD })).json());
    expect(login.result.username).toBe('Sora Paints');
  });

  it('makes a name that does not come from the e-mail when the call sends none, as the spec does', async () => {
    for (const type of ['fan', 'artist', 'parent'] as const) {
      const email = newEmail(`taro.yamada.${type}`);
      const res = await post(t, '/api/register', { email, password: PASSWORD, type });
      expect(res.statusCode).toBe(200);
      const [row] = await t.db.select({ username: users.username }).from(users).where(eq(users.email, email));
      expect(row?.username).toMatch(type === 'parent' ? /^member-[0-9a-f]{6}$/ : new RegExp(`^${type}-[0-9a-f]{6}$`));
      expect(row?.username).not.toContain('taro');
    }
  });

  it('refuses a display name over 50 characters as malformed input', async () => {
    const res = await post(t, '/api/register', {
      email: newEmail(),
      password: PASSWORD,
      type: 'fan',
      username: 'x'.repeat(51),
    });
    expect(res.statusCode).toBe(400);
    expect(ZFailureReplySchema.parse(res.json()).status).toBe(0);
  });

  it('creates park accounts unverified (docs/product.md#rule-19) and answers in Japanese', async () => {
    const res = await post(
      t,
      '/api/register',
      { email: newEmail('parent'), password: PASSWORD, type: 'parent' },
      { language: 'ja' },
    );
    expect(ZRegisterReplySchema.parse(res.json())).toMatchObject({
      status: 1,
      type: 'parent',
      message: 'アカウントを作成しました。続いて生年月日を教えてください。',
    });
  });

  it('refuses an e-mail that is already registered, whatever its case or spaces', async () => {
    const email = newEmail('dup');
    await post(t, '/api/register', { email, password: PASSWORD, type: 'fan' });
    for (const language of ['en', 'ja']) {
      const res = await post(
        t,
        '/api/register',
        { email: `  ${email.toUpperCase()} `, password: PASSWORD, type: 'artist' },
        { language },
      );
      expect(res.statusCode).toBe(409);
      const { message } = ZFailureReplySchema.parse(res.json());
      expect(message).toBe(
        language === 'en'
          ? 'This email is already registered. Please log in instead.'
          : 'このメールアドレスはすでに登録されています。ログインしてください。',
      );
    }
  });

  it('enforces the password rule of docs/product.md#rule-18 with its own message', async () => {
    const res = await post(t, '/api/register', { email: newEmail(), password: 'password1', type: 'fan' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/at least 8 one-byte letters and digits/);
    const ja = await post(
      t,
      '/api/register',
      { email: newEmail(), password: 'Pass1', type: 'fan' },
      { language: 'ja' },
    );
    expect(ja.json().message).toBe(
      'パスワードは半角英数字8文字以上で、大文字・小文字・数字をそれぞれ1文字以上含めてください。',
    );
  });

  it('refuses a missing or malformed e-mail with the §5 messages', async () => {
    expect((await post(t, '/api/register', { email: ' ', password: PASSWORD, type: 'fan' })).json().message).toBe(
      'Email is required',
    );
    expect(
      (await post(t, '/api/register', { email: 'no-at-sign', password: PASSWORD, type: 'fan' })).json().message,
    ).toBe('Invalid Email');
  });

  it('refuses an unknown account type as malformed input', async () => {
    const res = await post(t, '/api/register', { email: newEmail(), password: PASSWORD, type: 'admin' });
    expect(res.statusCode).toBe(400);
    expect(ZFailureReplySchema.parse(res.json()).status).toBe(0);
  });
});

describe('POST /api/login', () => {
  it('signs in with the e-mail in any case and answers the session of §7', async () => {
    const email = newEmail('fan');
    await post(t, '/api/register', { email, password: PASSWORD, type: 'fan' });
    const res = await post(t, '/api/login', { email: email.toUpperCase(), password: PASSWORD });
    expect(res.statusCode).toBe(200);
    const reply = ZLoginSessionReplySchema.parse(res.json());
    expect(reply).toMatchObject({ status: 1, message: 'Login successful.', type: 'fan' });
    expect(reply.result).toEqual({
      _id: reply.userID,
      username: expect.stringMatching(/^fan-[0-9a-f]{6}$/),
      email,
      profileImage: '',
      type: 'fan',
      role: 'user',
    });
    expect(await verifySessionToken({ secret: t.config.jwtSecret, token: reply.token })).toEqual({
      userId: reply.userID,
      sessionId: expect.any(String),
      issuedAt: expect.any(Number),
    });
    expect(leaksSecrets(res.body)).toBe(false);
  });

  it("answers 'unverified' in every language for a park account that has not finished onboarding", async () => {
    const email = newEmail('myself');
    const registered = ZRegisterReplySchema.parse(
      (await post(t, '/api/register', { email, password: PASSWORD, type: 'myself' })).json(),
    );
    for (const language of ['en', 'ja']) {
      const res = await post(t, '/api/login', { email, password: PASSWORD }, { language });
      expect(ZLoginUnverifiedReplySchema.strict().parse(res.json())).toEqual({
        status: 1,
        message: 'unverified',
        userID: registered.userID,
        type: 'myself',
      });
    }
  });

  it('gives one refusal for a wrong password and for an unknown e-mail (no enumeration)', async () => {
    const email = newEmail('fan');
    await post(t, '/api/register', { email, password: PASSWORD, type: 'fan' });
    const wrongPassword = await post(t, '/api/login', { email, password: 'Wrong1234' });
    const unknown = await post(t, '/api/login', { email: newEmail('nobody'), password: PASSWORD });
    expect(wrongPassword.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(wrongPassword.json()).toEqual(unknown.json());
    expect(ZFailureReplySchema.parse(unknown.json()).message).toBe('The email or password is incorrect.');
    const ja = await post(t, '/api/login', { email, password: 'Wrong1234' }, { language: 'ja' });
    expect(ja.json().message).toBe('メールアドレスまたはパスワードが正しくありません。');
  });

  it('asks for the password when it is empty', async () => {
    const res = await post(t, '/api/login', { email: newEmail(), password: '' });
    expect(res.json()).toEqual({ status: 0, message: 'Password is required' });
  });
});
