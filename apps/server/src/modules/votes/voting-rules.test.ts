import { ZAdminVoteChecksReplySchema, ZRoomCodeReplySchema, ZVotingStatusReplySchema } from '@artclash/contract';
import type { TVotingRule } from '@artclash/contract/values';
import { eq } from 'drizzle-orm';
import { events, votes } from '../../db/schema/index.ts';
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
import { roomCodeAt, roomKeyAt, screenKeyOf } from './room-code.ts';

const t = useTestApp();
const VOTE = '/backend/api/VotingTo';
const PASS = '/backend/api/room-pass';
const ATTACKER = '203.0.113.66';

async function openBattle(votingRule: TVotingRule) {
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

/** room-pass with a code (typed, or the QR code's key), the browser's cookies and an address. */
const askPass = (
  token: string,
  body: { eventId: string; code: string },
  { cookie, ip = '192.0.2.1', language = 'en' }: { cookie?: string; ip?: string; language?: string } = {},
) =>
  t.inject({
    method: 'POST',
    url: PASS,
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

/** A fresh address of its own per test: the wrong codes of one test never count against another's. */
let lastHost = 0;
const freshAddress = () => `198.18.${Math.floor(++lastHost / 250)}.${(lastHost % 250) + 1}`;

describe("the event's voting rule at VotingTo (docs/decisions.md#305, #333)", () => {
  it("'room_or_proven', the default: a fan neither in the room nor proven is asked for either, in both languages; a proven address votes", async () => {
    const [made] = await t.db
      .insert(events)
      .values({ titleEng: 'A first night', titleJap: '初めての夜' })
      .returning({ rule: events.votingRule });
    expect(made).toEqual({ rule: 'room_or_proven' });
    const { eventId, battleId, player1Id } = await openBattle('room_or_proven');
    const fan = await signUpAndLogIn(t);
    const body = { eventId, battleId, vote_receive_userId: player1Id };
    const en = await vote(fan.token, body);
    expect(en.statusCode).toBe(403);
    const asked =
      'To vote in this event, show that you are at the venue (scan the QR code on the big screen, or enter the code under it), or, watching online, confirm your e-mail address.';
    expect(en.json()).toEqual({ status: 0, message: asked, errors: { room_code: asked, email: asked } });
    const ja = await vote(fan.token, body, { language: 'ja' });
    expect(ja.json()).toMatchObject({
      message: expect.stringContaining('メールアドレスを確認してください'),
      errors: { room_code: expect.stringContaining('大型スクリーン'), email: expect.any(String) },
    });
    expect(await counts(fan.token, eventId, battleId)).toMatchObject({ Player1: 0, Player2: 0, userId: null });

    await postAs(t, fan.token, '/backend/api/email-code/send', { email: fan.email });
    const code = await codeFromOutbox(t, fan.email);
    expect((await postAs(t, fan.token, '/backend/api/email-code/confirm', { email: fan.email, code })).statusCode).toBe(
      200,
    );
    expect((await vote(fan.token, body)).statusCode).toBe(200);
    expect(await counts(fan.token, eventId, battleId)).toMatchObject({ Player1: 1, userId: player1Id });
    const [stored] = await t.db.select({ inRoom: votes.inRoom }).from(votes).where(eq(votes.battleId, battleId));
    expect(stored).toEqual({ inRoom: false });
  });

  it("'room_or_proven': a phone that scanned the QR code votes from the room, with nothing to type", async () => {
    const { eventId, battleId, player1Id } = await openBattle('room_or_proven');
    const fan = await userWithToken(t);
    const key = roomKeyAt({ secret: t.config.jwtSecret, eventId, now: new Date() });
    const given = await askPass(fan.token, { eventId, code: key }, { ip: freshAddress() });
    expect(given.statusCode).toBe(200);
    // The browser had no voter id yet: it gets one with its pass, and the pass is for that id.
    expect([given.headers['set-cookie']].flat().map((line) => String(line).split('=')[0])).toEqual([
      'artclash_voter',
      `artclash_room_${eventId.replaceAll('-', '')}`,
    ]);
    const body = { eventId, battleId, vote_receive_userId: player1Id };
    expect((await vote(fan.token, body, { cookie: cookiesOf(given.headers) })).statusCode).toBe(200);
    const [stored] = await t.db.select({ inRoom: votes.inRoom }).from(votes).where(eq(votes.battleId, battleId));
    expect(stored).toEqual({ inRoom: true });
  });

  it("'room': a refused phone is asked for the room's code only; a typed code holds this minute and the last", async () => {
    const { eventId, battleId, player1Id } = await openBattle('room');
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
    const ip = freshAddress();
    const codeAt = (ms: number) => roomCodeAt({ secret, eventId, now: new Date(ms) }).code;
    const stale = codeAt(now - 120_000);
    for (const code of ['', 'abcdef', stale === codeAt(now) ? '' : stale, 'a'.repeat(22), 'x\u0000y']) {
      const wrong = await askPass(fan.token, { eventId, code }, { ip });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.headers['set-cookie'] ?? '').not.toContain('artclash_room_');
    }
    const given = await askPass(fan.token, { eventId, code: codeAt(now - 60_000) }, { ip });
    expect(given.statusCode).toBe(200);
    const line = [given.headers['set-cookie']]
      .flat()
      .map(String)
      .find((cookie) => cookie.startsWith('artclash_room_'));
    expect(line).toMatch(/HttpOnly; SameSite=Lax/);
    expect(line).toContain(`Path=${VOTE}`);
    expect((await vote(fan.token, body, { cookie: cookiesOf(given.headers) })).statusCode).toBe(200);
    expect(await counts(fan.token, eventId, battleId)).toMatchObject({ Player1: 1 });
  });

  it('a room pass is worth one account in one browser in one event: copied anywhere else it votes nothing', async () => {
    const { eventId, battleId, player1Id } = await openBattle('room');
    const other = await openBattle('room');
    const fan = await userWithToken(t);
    const key = roomKeyAt({ secret: t.config.jwtSecret, eventId, now: new Date() });
    // Voter cookies as the server signs them (docs/decisions.md#366).
    const voterCookie = (voterId: string) => `artclash_voter=${t.app.signCookie(voterId)}`;
    const browser = voterCookie('AAAAAAAAAAAAAAAAAAAAAA');
    const given = await askPass(fan.token, { eventId, code: key }, { cookie: browser, ip: freshAddress() });
    expect(given.statusCode).toBe(200);
    const pass = cookiesOf(given.headers);
    const body = { eventId, battleId, vote_receive_userId: player1Id };
    expect((await vote(fan.token, body, { cookie: `${browser}; ${pass}` })).statusCode).toBe(200);

    // The attack of issue 27: one fan's cookies set on twenty accounts made elsewhere.
    for (let index = 0; index < 20; index++) {
      const bought = await userWithToken(t);
      expect((await vote(bought.token, body, { cookie: `${browser}; ${pass}` })).statusCode).toBe(403);
    }
    // The same account in another browser, a forged expiry, and another event: nothing.
    const otherBrowser = voterCookie('BBBBBBBBBBBBBBBBBBBBBB');
    expect((await vote(fan.token, body, { cookie: `${otherBrowser}; ${pass}` })).statusCode).toBe(403);
    expect(await counts(fan.token, eventId, battleId)).toMatchObject({ Player1: 1 });
    // The pass is event.account.voter.expiry, then its signature.
    const [name, value = ''] = pass.split('=');
    const parts = value.split('.');
    parts[3] = String(Number(parts[3]) + 86_400);
    const later = `${name}=${parts.join('.')}`;
    expect((await vote(fan.token, body, { cookie: `${browser}; ${later}` })).statusCode).toBe(403);
    const elsewhere = { eventId: other.eventId, battleId: other.battleId, vote_receive_userId: other.player1Id };
    expect((await vote(fan.token, elsewhere, { cookie: `${browser}; ${pass}` })).statusCode).toBe(403);
    const [stored] = await t.db.select({ inRoom: votes.inRoom }).from(votes).where(eq(votes.battleId, battleId));
    expect(stored).toEqual({ inRoom: true });
  });

  it("takes the QR code's key of the last 15 minutes, so a fan who scans and then signs up types nothing", async () => {
    const { eventId } = await openBattle('room');
    const fan = await userWithToken(t);
    const secret = t.config.jwtSecret;
    const keyAt = (minutesAgo: number) =>
      roomKeyAt({ secret, eventId, now: new Date(Date.now() - minutesAgo * 60_000) });
    const ip = freshAddress();
    expect((await askPass(fan.token, { eventId, code: keyAt(16) }, { ip })).statusCode).toBe(400);
    expect((await askPass(fan.token, { eventId, code: keyAt(13) }, { ip })).statusCode).toBe(200);
    const other = await openBattle('room');
    expect((await askPass(fan.token, { eventId: other.eventId, code: keyAt(0) }, { ip })).statusCode).toBe(400);
  });
});

describe('guessing the room code (docs/decisions.md#333)', () => {
  const wrong = (eventId: string) => {
    const right = new Set(
      [0, -60_000].map(
        (ms) => roomCodeAt({ secret: t.config.jwtSecret, eventId, now: new Date(Date.now() + ms) }).code,
      ),
    );
    return ['000000', '111111', '222222'].find((code) => !right.has(code))!;
  };

  it('stops an account after ten tries in ten minutes, and says so in both languages', async () => {
    const { eventId } = await openBattle('room');
    const guesser = await userWithToken(t);
    const ip = freshAddress();
    for (let tries = 0; tries < 10; tries++)
      expect((await askPass(guesser.token, { eventId, code: wrong(eventId) }, { ip })).statusCode).toBe(400);
    const stopped = await askPass(guesser.token, { eventId, code: wrong(eventId) }, { ip, language: 'ja' });
    expect(stopped.statusCode).toBe(429);
    expect(stopped.json().message).toBe('コードの入力回数が多すぎます。数分待ってからもう一度お試しください。');
  });

  it('stops new accounts from one address after twenty wrong codes, IPv6 by its /64, and keeps the right code working elsewhere', async () => {
    const { eventId } = await openBattle('room');
    const statuses: number[] = [];
    for (let index = 0; index < 24; index++) {
      const account = await userWithToken(t);
      // Every account from another address of one /64, as a phone network gives them.
      const ip = `2001:db8:27:0:${(index + 1).toString(16)}::1`;
      statuses.push((await askPass(account.token, { eventId, code: wrong(eventId) }, { ip })).statusCode);
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(400));
    expect(statuses.slice(20)).toEqual(Array(4).fill(429));
    const fan = await userWithToken(t);
    const code = roomCodeAt({ secret: t.config.jwtSecret, eventId, now: new Date() }).code;
    expect((await askPass(fan.token, { eventId, code }, { ip: '2001:db8:28::1' })).statusCode).toBe(200);
  });

  it("stops typed codes for the event after a hundred wrong ones from anywhere; the QR code's key still works", async () => {
    const { eventId } = await openBattle('room');
    let refused: { statusCode: number; json(): { message: string } } | undefined;
    for (let index = 0; index < 101; index++) {
      const account = await userWithToken(t);
      const reply = await askPass(account.token, { eventId, code: wrong(eventId) }, { ip: freshAddress() });
      if (reply.statusCode === 429) refused = reply;
      else expect(reply.statusCode).toBe(400);
    }
    expect(refused?.json().message).toBe(
      'Too many wrong codes were tried for this event. Scan the QR code on the big screen instead, or try again in a few minutes.',
    );
    const fan = await userWithToken(t);
    const key = roomKeyAt({ secret: t.config.jwtSecret, eventId, now: new Date() });
    expect((await askPass(fan.token, { eventId, code: key }, { ip: freshAddress() })).statusCode).toBe(200);
  });
});

describe("the big screen's way in (docs/product.md#rule-309, docs/decisions.md#333)", () => {
  it('tells anyone the addresses on the public URL; the code and the key only to an organiser or a projector with the screen key', async () => {
    const { eventId } = await openBattle('room');
    const url = `/backend/api/room-code/${eventId}`;
    const organiser = await userWithToken(t, { role: 'admin' });
    const fan = await userWithToken(t);
    const addresses = {
      voting_url: `${t.config.publicUrl}/voting/${eventId}`,
      short_url: `${t.config.publicUrl}/v/${eventId.replaceAll('-', '').slice(0, 8)}`,
    };
    for (const reply of [await callAs(t, 'GET', url), await callAs(t, 'GET', url, { token: fan.token })]) {
      expect(reply.statusCode).toBe(200);
      expect(ZRoomCodeReplySchema.parse(reply.json())).toMatchObject({ ...addresses, code: null, key: null });
    }
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
      const { code, key, changes_at, ...rest } = ZRoomCodeReplySchema.parse(reply.json());
      // The minute may turn between the two readings: the code is this minute's or the next one's.
      expect(code).toMatch(/^\d{6}$/);
      expect(key).toMatch(/^[\w-]{22}$/);
      expect(rest).toMatchObject(addresses);
      expect(Date.parse(changes_at)).toBeGreaterThanOrEqual(expected.changesAt.getTime());
    }
    const open = await openBattle('anyone');
    const none = await callAs(t, 'GET', `/backend/api/room-code/${open.eventId}`, { token: organiser.token });
    expect(ZRoomCodeReplySchema.parse(none.json())).toMatchObject({ code: null, key: null });
    const screen = screenKeyOf(t.config.jwtSecret, eventId);
    // One event's key opens no other event's code.
    expect((await callAs(t, 'GET', `/backend/api/room-code/${open.eventId}?screen=${screen}`)).statusCode).toBe(403);
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

  it("moves a 'room_or_proven' or a 'room' battle by 0, and an 'anyone' battle shows it to the organiser", async () => {
    const organiser = await userWithToken(t, { role: 'admin' });
    for (const rule of ['room_or_proven', 'room'] as const) {
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
      { battle_id: battleId, votes: 61, new_accounts: 60, shared_devices: 60, top_address: 60, bulk_proof: [] },
    ]);
    // 180 sign-ups hash 180 passwords: minutes on a busy machine, not a matter of timing.
  }, 300_000);
});
