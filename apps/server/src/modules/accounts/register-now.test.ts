import { ZFailureReplySchema, ZSessionReplySchema, ZRegisterReplySchema, ZSessionUserSchema } from '@artclash/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { userEventInterests, users } from '../../db/schema/index.ts';
import { onboardingCookie } from './browser-proof.ts';
import {
  buildInterestEvent,
  cookiePair,
  leaksSecrets,
  newEmail,
  PASSWORD,
  post,
  registerNow,
  signUpAndLogIn,
} from '../../test/accounts.ts';
import { buildUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/helper.ts';

const t = useTestApp();
let workshop: string;
let festival: string;

beforeAll(async () => {
  workshop = await buildInterestEvent(t.db, 'Workshop');
  festival = await buildInterestEvent(t.db, 'Festival');
});

async function unverified(type: 'parent' | 'myself'): Promise<{ userID: string; email: string }> {
  const email = newEmail(type);
  const { userID } = ZRegisterReplySchema.parse(
    (await post(t, '/api/register', { email, password: PASSWORD, type })).json(),
  );
  return { userID, email };
}

/** 'year-month-day' of the date `years` years and `days` days before today (negative days: earlier still). */
function ymd(years: number, days = 0): string {
  const now = new Date();
  const date = new Date(now.getFullYear() - years, now.getMonth(), now.getDate() + days);
  return `${date.getFullYear()}-${date.getMonth() + 1}-${date.getDate()}`;
}

describe('POST /api/register-now', () => {
  it("completes a parent's onboarding and signs them in (§4 Park registration)", async () => {
    const { userID, email } = await unverified('parent');
    const res = await registerNow(t, {
      userID,
      parent_age: '1985-4-7',
      child_age: '2016-12-31',
      event_interests: [workshop, festival, workshop],
      type: '',
    });
    expect(res.statusCode).toBe(200);
    const reply = ZSessionReplySchema.parse(res.json());
    expect(reply).toMatchObject({ status: 1, message: 'Registration complete. Welcome to ArtClash!' });
    expect(ZSessionUserSchema.parse(reply.user)).toMatchObject({ _id: userID, email, type: 'parent' });
    expect(leaksSecrets(res.body)).toBe(false);
    const [row] = await t.db.select().from(users).where(eq(users.id, userID));
    expect(row).toMatchObject({ accountStatus: 'active', birthDate: '1985-04-07', childBirthDate: '2016-12-31' });
    expect(await t.db.select().from(userEventInterests).where(eq(userEventInterests.userId, userID))).toHaveLength(2);
    const login = await post(t, '/api/login', { email, password: PASSWORD });
    expect(login.json()).toMatchObject({ status: 1, type: 'parent', token: expect.any(String) });
  });

  it('takes the type chosen on /park/user-type for a social sign-up, and needs no child for myself', async () => {
    const account = await buildUser({
      db: t.db,
      type: 'park',
      accountStatus: 'unverified',
      loginStatus: 'google_login',
    });
    const res = await registerNow(t, {
      userID: account.id,
      parent_age: '2000-02-29',
      event_interests: [festival],
      type: 'myself',
    });
    expect(ZSessionReplySchema.parse(res.json()).user.type).toBe('myself');
  });

  it('asks a social sign-up to choose Parent or Myself first', async () => {
    const account = await buildUser({ db: t.db, type: 'park', accountStatus: 'unverified', loginStatus: 'line_login' });
    const res = await registerNow(
      t,
      { userID: account.id, parent_age: '2000-1-1', event_interests: [festival] },
      { language: 'ja' },
    );
    expect(res.json()).toEqual({ status: 0, message: '保護者か本人かを選択してください。' });
  });

  it('refuses a missing, impossible or future birthdate, a missing child birthdate and no events', async () => {
    const { userID } = await unverified('parent');
    const base = { userID, parent_age: '1990-1-1', child_age: '2015-5-5', event_interests: [workshop] };
    const nextYear = new Date().getFullYear() + 1;
    const cases: [object, string][] = [
      [{ parent_age: '' }, 'Please Select Your Birthdate.'],
      [{ parent_age: '2023-2-29' }, 'Please Select Your Birthdate.'],
      [{ parent_age: `${nextYear}-1-1` }, 'Choose a birthdate before today.'],
      [{ child_age: undefined }, "Please select your child's birthdate."],
      [{ event_interests: [] }, 'Please Select Event'],
      [{ event_interests: ['not-an-id'] }, 'One of the selected events is no longer available. Please choose again.'],
      [
        { event_interests: [crypto.randomUUID()] },
        'One of the selected events is no longer available. Please choose again.',
      ],
    ];
    for (const [change, message] of cases) {
      const res = await registerNow(t, { ...base, ...change });
      expect(res.statusCode, message).toBe(400);
      expect(ZFailureReplySchema.parse(res.json()).message).toBe(message);
    }
    const [row] = await t.db.select().from(users).where(eq(users.id, userID));
    expect(row?.accountStatus).toBe('unverified');
  });

  it('refuses a parent under 18, a child older than the parent and a birthdate after today (docs/product.md#rule-150)', async () => {
    const { userID } = await unverified('parent');
    const base = { userID, parent_age: '1990-1-1', child_age: '2015-5-5', event_interests: [workshop] };
    const cases: [object, string, string][] = [
      [
        { parent_age: ymd(6) },
        'A parent or guardian must be 18 or older.',
        '保護者として登録できるのは18歳以上の方です。',
      ],
      [
        { parent_age: ymd(17, -300) },
        'A parent or guardian must be 18 or older.',
        '保護者として登録できるのは18歳以上の方です。',
      ],
      [
        { child_age: '1986-1-1' },
        "Your child's birthdate must be later than your own.",
        'お子さまの生年月日には、保護者の方の生年月日より後の日付を選択してください。',
      ],
      [
        { child_age: '1990-1-1' },
        "Your child's birthdate must be later than your own.",
        'お子さまの生年月日には、保護者の方の生年月日より後の日付を選択してください。',
      ],
      [
        { child_age: ymd(0, 2) },
        'Choose a birthdate before today.',
        '生年月日には今日より前の日付を選択してください。',
      ],
    ];
    for (const [change, en, ja] of cases) {
      const res = await registerNow(t, { ...base, ...change });
      expect(res.statusCode, en).toBe(400);
      expect(ZFailureReplySchema.parse(res.json()).message).toBe(en);
      expect((await registerNow(t, { ...base, ...change }, { language: 'ja' })).json().message).toBe(ja);
    }
    const [row] = await t.db.select().from(users).where(eq(users.id, userID));
    expect(row?.accountStatus).toBe('unverified');
    // The case: a 6-year-old parent of a 36-year-old child.
    expect((await registerNow(t, { ...base, parent_age: ymd(6), child_age: ymd(36) })).statusCode).toBe(400);
    expect((await registerNow(t, { ...base, parent_age: ymd(18, -2), child_age: ymd(1) })).statusCode).toBe(200);
  });

  it('refuses someone under 13 signing up for themselves, and a birthdate after today', async () => {
    const { userID } = await unverified('myself');
    const base = { userID, event_interests: [workshop] };
    expect((await registerNow(t, { ...base, parent_age: ymd(0, 2) })).json().message).toBe(
      'Choose a birthdate before today.',
    );
    expect((await registerNow(t, { ...base, parent_age: ymd(12, 2) }, { language: 'ja' })).json()).toEqual({
      status: 0,
      message: 'ご本人として登録できるのは13歳以上の方です。保護者の方と一緒にご登録ください。',
    });
    expect((await registerNow(t, { ...base, parent_age: ymd(13, -2) })).statusCode).toBe(200);
  });

  it('never completes an active account, so nobody can take one over', async () => {
    const { userId } = await signUpAndLogIn(t);
    const res = await registerNow(t, {
      userID: userId,
      parent_age: '1990-1-1',
      event_interests: [workshop],
      type: 'myself',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      status: 0,
      message: 'This account has already completed registration. Please log in.',
    });
    const { userID } = await unverified('myself');
    expect((await registerNow(t, { userID, parent_age: '1990-1-1', event_interests: [workshop] })).statusCode).toBe(
      200,
    );
    expect((await registerNow(t, { userID, parent_age: '1990-1-1', event_interests: [workshop] })).statusCode).toBe(
      409,
    );
  });

  it('answers not found for an unknown account id', async () => {
    for (const userID of ['nope', crypto.randomUUID()]) {
      const res = await registerNow(t, { userID, parent_age: '1990-1-1', event_interests: [workshop] });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('We could not find this account. Please sign up again.');
    }
  });

  it('finishes nothing with a bare user id: only the browser that signed up holds the proof (docs/decisions.md#262)', async () => {
    const email = newEmail('myself');
    const signUp = await post(t, '/api/register', { email, password: PASSWORD, type: 'myself' });
    const { userID } = ZRegisterReplySchema.parse(signUp.json());
    const setCookie = [signUp.headers['set-cookie'] ?? []].flat().join('\n');
    expect(setCookie).toMatch(
      /^artclash_onboarding=[^;]+; Max-Age=86400; Path=\/backend\/api\/register-now; HttpOnly; SameSite=Lax$/m,
    );
    const body = { userID, parent_age: '1990-1-1', event_interests: [workshop] };

    const bare = await post(t, '/api/register-now', body, { language: 'ja' });
    expect(bare.statusCode).toBe(403);
    expect(bare.json()).toEqual({
      status: 0,
      message: 'この登録は有効期限が切れているか、別のブラウザで開始されています。もう一度ログインしてください。',
    });
    expect(bare.body).not.toContain(email);
    // Another account's proof does not open this one.
    const other = await unverified('myself');
    const proofOfOther = cookiePair(t, onboardingCookie({ userId: other.userID, now: new Date() }));
    const moved = await post(t, '/api/register-now', body, { headers: { cookie: proofOfOther } });
    expect(moved.statusCode).toBe(403);
    const tampered = proofOfOther.replace(other.userID, userID);
    expect((await post(t, '/api/register-now', body, { headers: { cookie: tampered } })).statusCode).toBe(403);
    const [row] = await t.db.select().from(users).where(eq(users.id, userID));
    expect(row?.accountStatus).toBe('unverified');

    const cookie = setCookie.split(';')[0]!;
    const done = await post(t, '/api/register-now', body, { headers: { cookie } });
    expect(done.statusCode).toBe(200);
    expect(String(done.headers['set-cookie'])).toMatch(
      /^artclash_onboarding=; Max-Age=0; Path=\/backend\/api\/register-now; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax$/,
    );
  });

  it('gives the login of an unfinished account the proof too', async () => {
    const { userID, email } = await unverified('myself');
    const login = await post(t, '/api/login', { email, password: PASSWORD });
    expect(login.json()).toMatchObject({ message: 'unverified', userID });
    const cookie = [login.headers['set-cookie'] ?? []]
      .flat()
      .map((header) => header.split(';')[0]!)
      .find((pair) => pair.startsWith('artclash_onboarding='))!;
    const done = await post(
      t,
      '/api/register-now',
      { userID, parent_age: '1990-1-1', event_interests: [workshop] },
      { headers: { cookie } },
    );
    expect(done.statusCode).toBe(200);
  });
});
