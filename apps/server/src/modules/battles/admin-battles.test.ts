import { randomUUID } from 'node:crypto';
import {
  ZAdminBattleReplySchema,
  ZAdminBattlesReplySchema,
  ZAdminRouletteReplySchema,
  ZEventByAllBattleReplySchema,
} from '@artclash/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { roulettes } from '../../db/schema/index.ts';
import { callAs, signUpAndLogIn, userWithToken, withChanges } from '../../test/accounts.ts';
import { buildBattle, buildEvent, buildUser, castVote } from '../../test/factories.ts';
import { useTestApp } from '../../test/helper.ts';
import { rouletteOfBattle } from './index.ts';

const t = useTestApp();
const keywords = [
  { keyword_eng1: 'Ocean', keyword_jap1: '海', keyword_eng2: 'Fire', keyword_jap2: '炎' },
  { keyword_eng1: 'City', keyword_jap1: '街', keyword_eng2: 'Dream', keyword_jap2: '夢' },
];

let organiser = '';
beforeAll(async () => {
  organiser = (await userWithToken(t, { role: 'admin' })).token;
});

const battlesOf = async (eventId: string) =>
  ZEventByAllBattleReplySchema.parse((await t.get(`/backend/api/EventByAllBattle/${eventId}`)).json()).event.battles;

describe('POST /backend/admin-api/events/:eventId/battles', () => {
  it('adds a battle after the last one, as EventByAllBattle presents it', async () => {
    const eventId = await buildEvent({ db: t.db });
    const first = await buildBattle({ db: t.db, eventId, position: 4 });
    const [player1, player2] = await Promise.all([
      buildUser({ db: t.db, type: 'artist' }),
      buildUser({ db: t.db, type: 'artist' }),
    ]);
    const [reply, heard] = await withChanges(t, () =>
      callAs(t, 'POST', `/backend/admin-api/events/${eventId}/battles`, {
        token: organiser,
        body: { battle_name: ' Semi-final ', battle1: player1!.id, battle2: player2!.id },
      }),
    );
    expect(reply.statusCode).toBe(200);
    const { battle, message } = ZAdminBattleReplySchema.parse(reply.json());
    expect(message).toBe('Battle created');
    expect(battle).toMatchObject({
      battle_name: 'Semi-final',
      battle_status: null,
      voting_status: 'off',
      voting_bar: 'hide',
      player_winner_id: null,
      votes: { Player1: 0, Player2: 0 },
      roulette: null,
      battle1: { _id: player1!.id, username: player1!.username },
      battle2: { _id: player2!.id },
    });
    expect(heard).toEqual([{ eventId, kind: 'battles', seq: expect.any(Number) }]);
    expect((await battlesOf(eventId)).map((entry) => entry._id)).toEqual([first.battleId, battle._id]);
  });

  it('puts the first battle of an event first', async () => {
    const eventId = await buildEvent({ db: t.db });
    const [player1, player2] = await Promise.all([buildUser({ db: t.db }), buildUser({ db: t.db })]);
    const body = { battle_name: 'Opening', battle1: player1!.id, battle2: player2!.id };
    const ids = [];
    for (const name of ['Opening', 'Second', 'Third']) {
      ids.push(
        ZAdminBattleReplySchema.parse(
          (
            await callAs(t, 'POST', `/backend/admin-api/events/${eventId}/battles`, {
              token: organiser,
              body: { ...body, battle_name: name },
            })
          ).json(),
        ).battle._id,
      );
    }
    expect((await battlesOf(eventId)).map((entry) => entry._id)).toEqual(ids);
  });

  it('refuses the same player twice, and players who are not users, in both languages', async () => {
    const eventId = await buildEvent({ db: t.db });
    const player = await buildUser({ db: t.db });
    const url = `/backend/admin-api/events/${eventId}/battles`;
    const twice = await callAs(t, 'POST', url, {
      token: organiser,
      body: { battle_name: 'B', battle1: player.id, battle2: player.id },
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toEqual({
      status: 0,
      message: 'A battle needs two different players.',
      errors: { battle2: 'A battle needs two different players.' },
    });
    const twiceJa = await callAs(t, 'POST', url, {
      token: organiser,
      body: { battle_name: 'B', battle1: player.id, battle2: player.id },
      language: 'ja',
    });
    expect(twiceJa.json().message).toBe('バトルには異なる2人のプレイヤーが必要です。');
    for (const other of [randomUUID(), 'not-an-id']) {
      const unknown = await callAs(t, 'POST', url, {
        token: organiser,
        body: { battle_name: 'B', battle1: player.id, battle2: other },
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toEqual({ status: 0, message: 'Both players must be registered users.' });
    }
    expect(await battlesOf(eventId)).toEqual([]);
  });

  it.each([
    ['no name', { battle1: 'a', battle2: 'b' }, 'battle_name'],
    ['a NUL byte in the name', { battle_name: 'Final\u0000', battle1: 'a', battle2: 'b' }, 'battle_name'],
    ['a name too long', { battle_name: 'x'.repeat(101), battle1: 'a', battle2: 'b' }, 'battle_name'],
    ['a player as a number', { battle_name: 'Final', battle1: 1, battle2: 'b' }, 'battle1'],
  ])('refuses %s with a 400 naming the field', async (_, body, field) => {
    const eventId = await buildEvent({ db: t.db });
    const reply = await callAs(t, 'POST', `/backend/admin-api/events/${eventId}/battles`, { token: organiser, body });
    expect(reply.statusCode).toBe(400);
    expect(Object.keys(reply.json().errors)).toEqual([field]);
  });

  it.each([randomUUID(), 'not-an-id'])('answers 404 for the unknown or malformed event %s', async (eventId) => {
    const [player1, player2] = await Promise.all([buildUser({ db: t.db }), buildUser({ db: t.db })]);
    const reply = await callAs(t, 'POST', `/backend/admin-api/events/${eventId}/battles`, {
      token: organiser,
      body: { battle_name: 'B', battle1: player1!.id, battle2: player2!.id },
    });
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toEqual({ status: 0, message: 'Event data not found' });
  });
});

describe('PUT /backend/admin-api/battles/:battleId', () => {
  it('renames, shows the bar, completes with the winner (closing voting) and enters scores, and tells the live screens', async () => {
    const eventId = await buildEvent({ db: t.db });
    const { battleId, player2Id } = await buildBattle({
      db: t.db,
      eventId,
      battleName: 'Final',
      battleStatus: 'live',
      votingStatus: 'on',
      votingOpenedAt: new Date(),
    });
    await castVote({ db: t.db, battleId, receiverId: player2Id });
    const scores = { idea: { player1: 70, player2: 85 }, storytelling: { player1: 60, player2: 90 } };
    const [reply, heard] = await withChanges(t, () =>
      callAs(t, 'PUT', `/backend/admin-api/battles/${battleId}`, {
        token: organiser,
        body: {
          battle_name: 'Grand final',
          voting_bar: 'show',
          battle_status: 'complete',
          player_winner_id: player2Id,
          scores,
        },
      }),
    );
    expect(reply.statusCode).toBe(200);
    expect(ZAdminBattleReplySchema.parse(reply.json())).toMatchObject({
      message: 'Battle updated',
      battle: {
        _id: battleId,
        battle_name: 'Grand final',
        voting_status: 'off',
        voting_bar: 'show',
        battle_status: 'complete',
        battle_phase: 'complete',
        player_winner_id: player2Id,
        judge_scores: scores,
        votes: { Player1: 0, Player2: 1 },
      },
    });
    expect(heard).toEqual([{ eventId, kind: 'battles', seq: expect.any(Number) }]);
    expect((await battlesOf(eventId))[0]).toMatchObject({ voting_status: 'off', player_winner_id: player2Id });
  });

  it('keeps what is left out, corrects a complete battle’s winner, and clears it (a draw) and the scores with null', async () => {
    const eventId = await buildEvent({ db: t.db });
    const { battleId, player1Id } = await buildBattle({
      db: t.db,
      eventId,
      battleName: 'Kept',
      battleStatus: 'complete',
      winnerId: undefined,
      judgeScores: { speed: { player1: 1, player2: 2 } },
    });
    const url = `/backend/admin-api/battles/${battleId}`;
    expect(
      ZAdminBattleReplySchema.parse(
        (await callAs(t, 'PUT', url, { token: organiser, body: { player_winner_id: player1Id } })).json(),
      ).battle,
    ).toMatchObject({
      battle_name: 'Kept',
      player_winner_id: player1Id,
      judge_scores: { speed: { player1: 1, player2: 2 } },
    });
    expect(
      ZAdminBattleReplySchema.parse(
        (await callAs(t, 'PUT', url, { token: organiser, body: { player_winner_id: null, scores: null } })).json(),
      ).battle,
    ).toMatchObject({
      battle_name: 'Kept',
      player_winner_id: null,
      draw: true,
      judge_scores: null,
    });
    expect(
      ZAdminBattleReplySchema.parse((await callAs(t, 'PUT', url, { token: organiser, body: {} })).json()).battle
        .battle_name,
    ).toBe('Kept');
  });

  it('refuses a second live battle in the same event with a 409, in both languages, and allows it once the first is complete', async () => {
    const eventId = await buildEvent({ db: t.db });
    const first = await buildBattle({ db: t.db, eventId, battleStatus: 'live' });
    const second = await buildBattle({ db: t.db, eventId });
    const url = `/backend/admin-api/battles/${second.battleId}`;
    const refused = await callAs(t, 'PUT', url, {
      token: organiser,
      body: { battle_status: 'live', voting_status: 'on' },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ status: 0, message: 'Another battle of this event is live: complete it first.' });
    const refusedJa = await callAs(t, 'PUT', url, {
      token: organiser,
      body: { battle_status: 'live' },
      language: 'ja',
    });
    expect(refusedJa.json()).toEqual({
      status: 0,
      message: 'このイベントでは別のバトルが進行中です。先に終了してください。',
    });
    expect((await battlesOf(eventId)).map((battle) => [battle.battle_status, battle.voting_status])).toEqual([
      ['live', 'off'],
      [null, 'off'],
    ]);

    // A live battle saved as live again is no second one; another event's live battle is no obstacle.
    expect(
      (
        await callAs(t, 'PUT', `/backend/admin-api/battles/${first.battleId}`, {
          token: organiser,
          body: { battle_status: 'live' },
        })
      ).statusCode,
    ).toBe(200);
    const elsewhere = await buildBattle({ db: t.db, eventId: await buildEvent({ db: t.db }) });
    expect(
      (
        await callAs(t, 'PUT', `/backend/admin-api/battles/${elsewhere.battleId}`, {
          token: organiser,
          body: { battle_status: 'live' },
        })
      ).statusCode,
    ).toBe(200);

    expect(
      (
        await callAs(t, 'PUT', `/backend/admin-api/battles/${first.battleId}`, {
          token: organiser,
          body: { battle_status: 'complete', player_winner_id: first.player1Id },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      ZAdminBattleReplySchema.parse(
        (await callAs(t, 'PUT', url, { token: organiser, body: { battle_status: 'live' } })).json(),
      ).battle.battle_status,
    ).toBe('live');
  });

  it('refuses a winner before the battle is completed (never shown mid-battle), in both languages', async () => {
    const eventId = await buildEvent({ db: t.db });
    const { battleId, player1Id } = await buildBattle({ db: t.db, eventId, battleStatus: 'live' });
    const reply = await callAs(t, 'PUT', `/backend/admin-api/battles/${battleId}`, {
      token: organiser,
      body: { player_winner_id: player1Id },
      language: 'ja',
    });
    expect(reply.statusCode).toBe(409);
    expect(reply.json()).toEqual({ status: 0, message: '勝者はバトルの終了時に決定します。' });
    expect((await battlesOf(eventId))[0]).toMatchObject({ player_winner_id: null, battle_status: 'live' });
  });

  it('refuses a winner who is not one of the two players', async () => {
    const { battleId } = await buildBattle({ db: t.db, eventId: await buildEvent({ db: t.db }) });
    const outsider = await buildUser({ db: t.db });
    const reply = await callAs(t, 'PUT', `/backend/admin-api/battles/${battleId}`, {
      token: organiser,
      body: { player_winner_id: outsider.id },
      language: 'ja',
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({
      status: 0,
      message: '勝者はこのバトルの2人のプレイヤーのどちらかを指定してください。',
      errors: { player_winner_id: '勝者はこのバトルの2人のプレイヤーのどちらかを指定してください。' },
    });
  });

  it.each([
    ['voting status maybe', { voting_status: 'maybe' }, 'voting_status'],
    ['a status that is no battle status', { battle_status: 'paused' }, 'battle_status'],
    ['the bar as a boolean', { voting_bar: true }, 'voting_bar'],
    ['a score above 100', { scores: { idea: { player1: 101, player2: 0 } } }, 'scores.idea.player1'],
    ['a score for an unknown criterion', { scores: { luck: { player1: 1, player2: 0 } } }, 'scores.luck'],
    ['a NUL byte in the name', { battle_name: '\u0000' }, 'battle_name'],
  ])('refuses %s with a 400', async (_, body, field) => {
    const { battleId } = await buildBattle({ db: t.db, eventId: await buildEvent({ db: t.db }) });
    const reply = await callAs(t, 'PUT', `/backend/admin-api/battles/${battleId}`, { token: organiser, body });
    expect(reply.statusCode).toBe(400);
    expect(Object.keys(reply.json().errors).join()).toContain(field.split('.')[0]);
  });

  it.each([randomUUID(), 'not-an-id', '%00'])(
    'answers 404 for the unknown or malformed battle %s',
    async (battleId) => {
      const reply = await callAs(t, 'PUT', `/backend/admin-api/battles/${battleId}`, {
        token: organiser,
        body: { voting_status: 'on' },
      });
      expect(reply.statusCode).toBe(404);
      expect(reply.json()).toEqual({ status: 0, message: 'Battle not found' });
    },
  );
});

describe('PUT /backend/admin-api/events/:eventId/roulette', () => {
  it("saves the event's roulette, which every battle without its own spins", async () => {
    const eventId = await buildEvent({ db: t.db });
    const plain = await buildBattle({ db: t.db, eventId, position: 0 });
    const own = await buildBattle({
      db: t.db,
      eventId,
      position: 1,
      roulette: { keywords: [keywords[1]!], sponsorImg: 'uploads/demo/own.webp' },
    });
    const [reply, heard] = await withChanges(t, () =>
      callAs(t, 'PUT', `/backend/admin-api/events/${eventId}/roulette`, { token: organiser, body: { keywords } }),
    );
    expect(reply.statusCode).toBe(200);
    expect(ZAdminRouletteReplySchema.parse(reply.json())).toEqual({
      status: 1,
      message: 'Roulette saved',
      Roulette: { keywords, sponsor_img: '' },
    });
    expect(heard).toEqual([{ eventId, kind: 'battles', seq: expect.any(Number) }]);

    expect(await rouletteOfBattle({ db: t.db, eventId, battleId: plain.battleId })).toMatchObject({
      battleId: null,
      keywords,
    });
    expect(await rouletteOfBattle({ db: t.db, eventId, battleId: own.battleId })).toMatchObject({
      battleId: own.battleId,
      keywords: [keywords[1]],
    });
    // A battle of another event never gets this event's roulette.
    const elsewhere = await buildEvent({ db: t.db });
    const stranger = await buildBattle({ db: t.db, eventId: elsewhere });
    expect(await rouletteOfBattle({ db: t.db, eventId: elsewhere, battleId: stranger.battleId })).toBeUndefined();

    // Saving again replaces the keywords and keeps one event roulette.
    const again = await callAs(t, 'PUT', `/backend/admin-api/events/${eventId}/roulette`, {
      token: organiser,
      body: { keywords: [keywords[0]!] },
    });
    expect(ZAdminRouletteReplySchema.parse(again.json()).Roulette.keywords).toEqual([keywords[0]]);
    expect((await rouletteOfBattle({ db: t.db, eventId, battleId: plain.battleId }))?.keywords).toEqual([keywords[0]]);
  });

  it('fills the sponsor image of EventByAllBattle from the event roulette where a battle has none', async () => {
    const eventId = await buildEvent({ db: t.db });
    const plain = await buildBattle({ db: t.db, eventId, position: 0, battleStatus: 'live' });
    const own = await buildBattle({
      db: t.db,
      eventId,
      position: 1,
      roulette: { keywords, sponsorImg: 'uploads/demo/own.webp' },
    });
    await t.db
      .insert(roulettes)
      .values({ eventId, battleId: null, keywords, sponsorImg: 'uploads/sponsors/event.webp' });
    const event = ZEventByAllBattleReplySchema.parse(
      (await t.get(`/backend/api/EventByAllBattle/${eventId}`)).json(),
    ).event;
    expect(event.battles.map((battle) => [battle._id, battle.roulette])).toEqual([
      [plain.battleId, { sponsor_img: 'uploads/sponsors/event.webp' }],
      [own.battleId, { sponsor_img: 'uploads/demo/own.webp' }],
    ]);
    expect(event.roulette).toEqual({ sponsor_img: 'uploads/sponsors/event.webp' });
  });

  it.each([
    ['keywords that are not a list', { keywords: 'Ocean' }],
    [
      'a pair without its Japanese',
      { keywords: [{ keyword_eng1: 'Ocean', keyword_eng2: 'Fire', keyword_jap2: '炎' }] },
    ],
    ['a NUL byte in a keyword', { keywords: [{ ...keywords[0], keyword_eng1: 'Oce\u0000an' }] }],
    ['a keyword too long', { keywords: [{ ...keywords[0], keyword_jap2: '炎'.repeat(101) }] }],
  ])('refuses %s with a 400', async (_, body) => {
    const eventId = await buildEvent({ db: t.db });
    const reply = await callAs(t, 'PUT', `/backend/admin-api/events/${eventId}/roulette`, { token: organiser, body });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().errors).toBeDefined();
  });

  it.each([randomUUID(), 'not-an-id'])('answers 404 for the unknown or malformed event %s', async (eventId) => {
    const reply = await callAs(t, 'PUT', `/backend/admin-api/events/${eventId}/roulette`, {
      token: organiser,
      body: { keywords },
    });
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toEqual({ status: 0, message: 'Event data not found' });
  });
});

describe('who may call the battle admin calls', () => {
  it('answers 401 without a session and 403 to a fan, and changes nothing', async () => {
    const eventId = await buildEvent({ db: t.db });
    const { battleId, player1Id, player2Id } = await buildBattle({ db: t.db, eventId, battleName: 'Untouched' });
    const fan = await signUpAndLogIn(t);
    for (const [method, url, body] of [
      [
        'POST',
        `/backend/admin-api/events/${eventId}/battles`,
        { battle_name: 'B', battle1: player1Id, battle2: player2Id },
      ],
      ['PUT', `/backend/admin-api/battles/${battleId}`, { battle_name: 'Changed', voting_status: 'on' }],
      ['PUT', `/backend/admin-api/events/${eventId}/roulette`, { keywords }],
    ] as const) {
      expect((await callAs(t, method, url, { body })).statusCode).toBe(401);
      expect((await callAs(t, method, url, { token: fan.token, body })).statusCode).toBe(403);
    }
    expect(await battlesOf(eventId)).toMatchObject([{ battle_name: 'Untouched', voting_status: 'off' }]);
    expect(await rouletteOfBattle({ db: t.db, eventId, battleId })).toBeUndefined();
  });
});

describe('the console battle calls (docs/product.md#rule-69)', () => {
  const put = (battleId: string, body: object, language = 'en') =>
    callAs(t, 'PUT', `/backend/admin-api/battles/${battleId}`, { token: organiser, body, language });

  it('adds and renames a battle with a Japanese name', async () => {
    const eventId = await buildEvent({ db: t.db });
    const [player1, player2] = await Promise.all([
      buildUser({ db: t.db, type: 'artist' }),
      buildUser({ db: t.db, type: 'artist' }),
    ]);
    const created = ZAdminBattleReplySchema.parse(
      (
        await callAs(t, 'POST', `/backend/admin-api/events/${eventId}/battles`, {
          token: organiser,
          body: { battle_name: 'Final', battle_name_jap: '決勝', battle1: player1!.id, battle2: player2!.id },
        })
      ).json(),
    ).battle;
    expect(created).toMatchObject({ battle_name: 'Final', battle_name_jap: '決勝' });
    const renamed = ZAdminBattleReplySchema.parse(
      (await put(created._id, { battle_name_jap: ' 決勝戦 ' })).json(),
    ).battle;
    expect(renamed).toMatchObject({ battle_name: 'Final', battle_name_jap: '決勝戦' });
  });

  it('changes the players while there are no votes, and refuses with 409 after the first vote', async () => {
    const eventId = await buildEvent({ db: t.db });
    const { battleId, player1Id } = await buildBattle({ db: t.db, eventId, winnerId: null });
    const newcomer = await buildUser({ db: t.db, type: 'artist' });
    const changed = ZAdminBattleReplySchema.parse((await put(battleId, { battle2: newcomer.id })).json()).battle;
    expect([changed.battle1?._id, changed.battle2?._id]).toEqual([player1Id, newcomer.id]);

    expect((await put(battleId, { battle1: newcomer.id })).statusCode).toBe(400);
    expect((await put(battleId, { battle1: randomUUID() })).statusCode).toBe(400);

    await castVote({ db: t.db, battleId, receiverId: newcomer.id });
    const refused = await put(battleId, { battle1: (await buildUser({ db: t.db, type: 'artist' })).id }, 'ja');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      status: 0,
      message: 'このバトルにはすでに投票があるため、プレイヤーを変更できません。',
    });
    expect((await battlesOf(eventId))[0]?.battle1?._id).toBe(player1Id);
  });

  it('clears a winner who no longer plays', async () => {
    const eventId = await buildEvent({ db: t.db });
    const { battleId, player2Id } = await buildBattle({ db: t.db, eventId });
    await put(battleId, { player_winner_id: player2Id });
    const replaced = ZAdminBattleReplySchema.parse(
      (await put(battleId, { battle2: (await buildUser({ db: t.db, type: 'artist' })).id })).json(),
    ).battle;
    expect(replaced.player_winner_id).toBeNull();
  });

  it('reorders the battles, and refuses a list that is not exactly the event’s battles', async () => {
    const eventId = await buildEvent({ db: t.db });
    const ids: string[] = [];
    for (const position of [0, 1, 2])
      ids.push((await buildBattle({ db: t.db, eventId, position, battleName: `B${position}` })).battleId);
    const other = (await buildBattle({ db: t.db, eventId: await buildEvent({ db: t.db }) })).battleId;
    const order = (battles: string[]) =>
      callAs(t, 'PUT', `/backend/admin-api/events/${eventId}/battles/order`, { token: organiser, body: { battles } });

    const [reply, heard] = await withChanges(t, () => order([ids[2]!, ids[0]!, ids[1]!]));
    expect(ZAdminBattlesReplySchema.parse(reply.json()).battles.map((battle) => battle.battle_name)).toEqual([
      'B2',
      'B0',
      'B1',
    ]);
    expect(heard).toEqual([{ eventId, kind: 'battles', seq: expect.any(Number) }]);
    for (const wrong of [[ids[0]!, ids[1]!], [ids[0]!, ids[1]!, other], [ids[0]!, ids[0]!, ids[1]!], []]) {
      expect((await order(wrong)).statusCode).toBe(400);
    }
    expect((await battlesOf(eventId)).map((battle) => battle.battle_name)).toEqual(['B2', 'B0', 'B1']);
    expect(
      (
        await callAs(t, 'PUT', `/backend/admin-api/events/${randomUUID()}/battles/order`, {
          token: organiser,
          body: { battles: ids },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('removes a battle with its votes, but not a live one', async () => {
    const eventId = await buildEvent({ db: t.db });
    const done = await buildBattle({ db: t.db, eventId, battleStatus: 'complete' });
    await castVote({ db: t.db, battleId: done.battleId, receiverId: done.player1Id });
    const live = await buildBattle({ db: t.db, eventId, battleStatus: 'live' });
    const remove = (battleId: string, token = organiser) =>
      callAs(t, 'DELETE', `/backend/admin-api/battles/${battleId}`, { token });

    const [reply, heard] = await withChanges(t, () => remove(done.battleId));
    expect(reply.json()).toEqual({ status: 1, message: 'Battle deleted' });
    expect(heard).toEqual([{ eventId, kind: 'battles', seq: expect.any(Number) }]);
    expect((await remove(live.battleId)).statusCode).toBe(409);
    expect((await remove(randomUUID())).statusCode).toBe(404);
    expect((await remove(live.battleId, '')).statusCode).toBe(401);
    expect((await remove(live.battleId, (await signUpAndLogIn(t)).token)).statusCode).toBe(403);
    expect((await battlesOf(eventId)).map((battle) => battle._id)).toEqual([live.battleId]);
  });

  it('reads the event’s own roulette for the console, empty before the first save', async () => {
    const eventId = await buildEvent({ db: t.db });
    const read = async () =>
      ZAdminRouletteReplySchema.parse(
        (await callAs(t, 'GET', `/backend/admin-api/events/${eventId}/roulette`, { token: organiser })).json(),
      ).Roulette;
    expect(await read()).toEqual({ keywords: [], sponsor_img: '' });
    await callAs(t, 'PUT', `/backend/admin-api/events/${eventId}/roulette`, { token: organiser, body: { keywords } });
    expect(await read()).toEqual({ keywords, sponsor_img: '' });
    expect(
      (await callAs(t, 'GET', `/backend/admin-api/events/${randomUUID()}/roulette`, { token: organiser })).statusCode,
    ).toBe(404);
  });
});
