import { ZAdminVoteChecksReplySchema, ZRoomCodeReplySchema, ZVotingStatusReplySchema } from '@artclash/contract';
import { describe, expect, it } from 'vitest';
import {
  callAs,
  codeFromOutbox,
  post,
  postAs,
  sessionTokenOf,
  signUpAndLogIn,
  userWithToken,
} from '../../test/accounts.ts';
import { buildBattle, buildEvent, buildUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/helper.ts';
import { roomCodeAt, screenKeyOf } from './room-code.ts';

const t = useTestApp();
const VOTE = '/backend/api/VotingTo';
const PASS = '/backend/api/room-pass';
const ATTACKER = '203.0.113.66';

async function openBattle(votingRule: 'proven' | 'room' | 'anyone') {
  const eventId = await buildEvent({ db: t.db, votingRule });
  const battle = await buildBattle({ db: t.db, eventId, battleStatus: 'live', votingStatus: 'on' });
  return { eventId, ...battle };
}

/** A vote with a session token and, when given, the browser's cookies, from `ip`. */
const vote = (
  token: string,
  body: { eventId: string; battleId: string; vote_receive_userId: string },
  { cookie, ip, language = 'en' }: { cookie?: string; ip?: string; language?: string } = {},
) =>
  t.inject({
    method: 'POST',
    url: VOTE,
    payload: body,
    remoteAddress: ip,
    headers: { authorization: token, 'accept-language': language, ...(cookie && { cookie }) },
  });

/** The `name=value` parts of a reply's Set-Cookie headers, as a Cookie header. */
const cookiesOf = (headers: Record<string, unknown>): string =>
  [headers['set-cookie'] ?? []]
    .flat()
    .map((line) => String(line).split(';')[0])
    .join('; ');

const counts = async (token: string, eventId: string, battleId: string) =>
  ZVotingStatusReplySchema.parse(
    (await postAs(t, token, '/backend/api/VotingStatusActive', { eventId, battleId })).json(),
  );

describe("the event's voting rule at VotingTo (docs/decisions.md#305, #306)", () => {
  it("'proven': a fan whose address is not proven is asked for the code, in both languages; once proven, the vote counts", async () => {
    const { eventId, battleId, player1Id } = await openBattle('proven');
    const fan = await signUpAndLogIn(t);
    const body = { eventId, battleId, vote_receive_userId: player1Id };
    const en = await vote(fan.token, body);
    expect(en.statusCode).toBe(403);
    const asked = 'To vote in this event, confirm your e-mail address first: enter the code we send to it.';
    expect(en.json()).toEqual({ status: 0, message: asked, errors: { email: asked } });
    const ja = await vote(fan.token, body, { language: 'ja' });
    expect(ja.json()).toMatchObject({
      message: 'このイベントで投票するには、まずメールアドレスの確認が必要です。送信されたコードを入力してください。',
      errors: { email: expect.stringContaining('メールアドレスの確認') },
    });
    expect(await counts(fan.token, eventId, battleId)).toMatchObject({ Player1: 0, Player2: 0, userId: null });

    await postAs(t, fan.token, '/backend/api/email-code/send', { email: fan.email });
    const code = await codeFromOutbox(t, fan.email);
    expect((await postAs(t, fan.token, '/backend/api/email-code/confirm', { email: fan.email, code })).statusCode).toBe(
      200,
    );
    expect((await vote(fan.token, body)).statusCode).toBe(200);
    expect(await counts(fan.token, eventId, battleId)).toMatchObject({ Player1: 1, userId: player1Id });
  });

  it("'room': a device without the room pass is asked for the code; a good code gives the pass for the event, not another", async () => {
    const { eventId, battleId, player1Id } = await openBattle('room');
    const other = await openBattle('room');
    const fan = await userWithToken(t);
    const body = { eventId, battleId, vote_receive_userId: player1Id };
    const refused = await vote(fan.token, body, { language: 'ja' });
    expect(refused.statusCode).toBe(403);
    const asked =
      'このイベントの投票は会場にいる方のみです。大型スクリーンのQRコードを読み取るか、その下に表示されたコードを入力してください。';
    expect(refused.json()).toEqual({ status: 0, message: asked, errors: { room_code: asked } });

    // A wrong code, and the one of two minutes ago, give nothing; this minute's and the last one's do.
    const secret = t.config.jwtSecret;
    const now = Date.now();
    const codeAt = (ms: number) => roomCodeAt({ secret, eventId, now: new Date(ms) }).code;
    const stale = codeAt(now - 120_000);
    for (const code of ['', 'abcdef', stale === codeAt(now) ? '' : stale]) {
      const wrong = await postAs(t, fan.token, PASS, { eventId, code });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({ errors: { code: expect.any(String) } });
      expect(wrong.headers['set-cookie']).toBeUndefined();
    }
    const given = await postAs(t, fan.token, PASS, { eventId, code: codeAt(now - 60_000) });
    expect(given.statusCode).toBe(200);
    const pass = cookiesOf(given.headers);
    expect(String(given.headers['set-cookie'])).toMatch(/HttpOnly; SameSite=Lax/);
    expect(String(given.headers['set-cookie'])).toContain(`Path=${VOTE}`);

    expect((await vote(fan.token, body, { cookie: pass })).statusCode).toBe(200);
    // The pass is the device's for the event: another account on it votes too, another event asks again.
    const friend = await userWithToken(t);
    expect((await vote(friend.token, body, { cookie: pass })).statusCode).toBe(200);
    const elsewhere = { eventId: other.eventId, battleId: other.battleId, vote_receive_userId: other.player1Id };
    expect((await vote(fan.token, elsewhere, { cookie: pass })).statusCode).toBe(403);
    expect(await counts(fan.token, eventId, battleId)).toMatchObject({ Player1: 2 });
  });

  it('stops a guesser of the room code after ten tries in ten minutes', async () => {
    const { eventId } = await openBattle('room');
    const guesser = await userWithToken(t);
    for (let tries = 0; tries < 10; tries++)
      expect((await postAs(t, guesser.token, PASS, { eventId, code: '000000' })).statusCode).toBeLessThan(429);
    const stopped = await postAs(t, guesser.token, PASS, { eventId, code: '000000' });
    expect(stopped.statusCode).toBe(429);
    expect(stopped.json().message).toBe('Too many codes tried. Please wait a few minutes and try again.');
  });

  it('gives the room code to an organiser or a projector with the screen key, never to a script without it', async () => {
    const { eventId } = await openBattle('room');
    const url = `/backend/api/room-code/${eventId}`;
    const organiser = await userWithToken(t, { role: 'admin' });
    const fan = await userWithToken(t);
    expect((await callAs(t, 'GET', url)).statusCode).toBe(401);
    expect((await callAs(t, 'GET', url, { token: fan.token })).statusCode).toBe(403);
    const forged = await callAs(t, 'GET', `${url}?screen=${'A'.repeat(22)}`, { language: 'ja' });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().message).toBe(
      'この大型スクリーン用リンクは無効です。管理画面からもう一度リンクを開いてください。',
    );
    const expected = roomCodeAt({ secret: t.config.jwtSecret, eventId, now: new Date() });
    for (const reply of [
      await callAs(t, 'GET', url, { token: organiser.token }),
      await callAs(t, 'GET', `${url}?screen=${screenKeyOf(t.config.jwtSecret, eventId)}`),
    ]) {
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['cache-control']).toBe('no-store');
      const { code, changes_at } = ZRoomCodeReplySchema.parse(reply.json());
      // The minute may turn between the two readings: the code is this minute's or the next one's.
      expect(code).toMatch(/^\d{6}$/);
      expect(Date.parse(changes_at)).toBeGreaterThanOrEqual(expected.changesAt.getTime());
    }
    const open = await openBattle('anyone');
    const none = await callAs(t, 'GET', `/backend/api/room-code/${open.eventId}`, { token: organiser.token });
    expect(ZRoomCodeReplySchema.parse(none.json()).code).toBeNull();
    const key = screenKeyOf(t.config.jwtSecret, eventId);
    // One event's key opens no other event's code.
    expect((await callAs(t, 'GET', `/backend/api/room-code/${open.eventId}?screen=${key}`)).statusCode).toBe(403);
  });
});

describe('the attack of issue 22 replayed: 60 fresh accounts from one address, each voting', () => {
  /** Registers, signs in and votes 60 times from one address, as a script would (no cookies kept). */
  async function stuff(eventId: string, battleId: string, receiverId: string) {
    const statuses: number[] = [];
    for (let index = 0; index < 60; index++) {
      const email = `bought-${index}-${eventId.slice(0, 8)}@example.com`;
      await post(t, '/api/register', { email, password: 'Secret123', type: 'fan' }, { ip: ATTACKER });
      const { token } = (await post(t, '/api/login', { email, password: 'Secret123' }, { ip: ATTACKER })).json();
      statuses.push(
        (await vote(token, { eventId, battleId, vote_receive_userId: receiverId }, { ip: ATTACKER })).statusCode,
      );
    }
    return statuses;
  }

  it("moves a 'proven' or a 'room' battle by 0, and an 'anyone' battle shows it to the organiser", async () => {
    const organiser = await userWithToken(t, { role: 'admin' });
    for (const rule of ['proven', 'room'] as const) {
      const { eventId, battleId, player1Id } = await openBattle(rule);
      const statuses = await stuff(eventId, battleId, player1Id);
      expect(new Set(statuses)).toEqual(new Set([403]));
      expect(await counts(organiser.token, eventId, battleId)).toMatchObject({ Player1: 0, Player2: 0 });
    }

    // Under the spec's rule the votes count, and the console sees where they came from.
    const eventId = await buildEvent({ db: t.db, votingRule: 'anyone' });
    const { battleId, player1Id } = await buildBattle({
      db: t.db,
      eventId,
      battleStatus: 'live',
      votingStatus: 'on',
      votingOpenedAt: new Date(Date.now() - 60_000),
    });
    const regular = await buildUser({ db: t.db, createdAt: new Date(Date.now() - 3_600_000) });
    const regularToken = await sessionTokenOf({ db: t.db, secret: t.config.jwtSecret, user: regular });
    await vote(regularToken, { eventId, battleId, vote_receive_userId: player1Id }, { ip: '198.51.100.7' });
    expect(new Set(await stuff(eventId, battleId, player1Id))).toEqual(new Set([200]));
    const checks = await callAs(t, 'GET', `/backend/admin-api/events/${eventId}/vote-checks`, {
      token: organiser.token,
    });
    expect(ZAdminVoteChecksReplySchema.parse(checks.json()).battles).toEqual([
      { battle_id: battleId, votes: 61, new_accounts: 60, shared_devices: 60, top_address: 60 },
    ]);
    // 180 sign-ups hash 180 passwords: minutes on a busy machine, not a matter of timing.
  }, 300_000);
});
