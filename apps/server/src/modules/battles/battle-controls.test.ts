import { readTimer, ZBattleControlReplySchema, ZRouletteGetReplySchema } from '@artclash/contract';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { postAs, userWithToken, withChanges } from '../../test/accounts.ts';
import { buildBattle, buildEvent } from '../../test/factories.ts';
import { useTestApp } from '../../test/helper.ts';

const t = useTestApp();
const KEYS = '/backend/api/EventSingleBattleKeyUpdate';
const START = '/backend/admin-api/EventSingleBattleTimeStart';
const PAUSE = '/backend/admin-api/EventSingleBattleTimePause';
const keywords = [
  { keyword_eng1: 'Ocean', keyword_jap1: '海', keyword_eng2: 'Fire', keyword_jap2: '炎' },
  { keyword_eng1: 'City', keyword_jap1: '街', keyword_eng2: 'Dream', keyword_jap2: '夢' },
];
const pick = {
  battle_status: 'live',
  battle1_keyword_eng: 'City',
  battle1_keyword_jap: '街',
  battle2_keyword_eng: 'Fire',
  battle2_keyword_jap: '炎',
};

async function eventWithRoulette(battlesTime = 10) {
  const eventId = await buildEvent({ db: t.db, battlesTime, eventType: 'battle_club' });
  const battle = await buildBattle({
    db: t.db,
    eventId,
    battleName: 'Final',
    roulette: { keywords, sponsorImg: 'uploads/demo/sponsor.webp' },
  });
  return { eventId, ...battle };
}

const organiser = () => userWithToken(t, { role: 'admin' });

describe('GET /backend/api/EventSingleBattleRouletteGet/:eventId/:battleId', () => {
  it('answers the event, the roulette and the battle to anyone', async () => {
    const { eventId, battleId } = await eventWithRoulette();
    const reply = await t.get(`/backend/api/EventSingleBattleRouletteGet/${eventId}/${battleId}`);
    expect(reply.statusCode).toBe(200);
    const body = ZRouletteGetReplySchema.parse(reply.json());
    expect(body).toMatchObject({
      status: 1,
      event: { _id: eventId, event_type: 'battle_club', battles_time: 10 },
      Roulette: { keywords, sponsor_img: 'uploads/demo/sponsor.webp' },
    });
    expect(body.updatedBattle).toMatchObject({ _id: battleId, battle_name: 'Final', battle_status: null });
  });

  it('answers Roulette null for a battle without one, and 404 for unknown or mismatched ids', async () => {
    const eventId = await buildEvent({ db: t.db });
    const { battleId } = await buildBattle({ db: t.db, eventId });
    expect(
      ZRouletteGetReplySchema.parse(
        (await t.get(`/backend/api/EventSingleBattleRouletteGet/${eventId}/${battleId}`)).json(),
      ).Roulette,
    ).toBeNull();
    const other = await eventWithRoulette();
    for (const path of [`${eventId}/${randomUUID()}`, `${other.eventId}/${battleId}`, 'nope/nope', `${eventId}/%00`]) {
      const reply = await t.get(`/backend/api/EventSingleBattleRouletteGet/${path}`, 'ja');
      expect(reply.statusCode).toBe(404);
      expect(reply.json()).toEqual({ status: 0, message: 'バトルが見つかりません' });
    }
  });
});

describe('POST /backend/api/EventSingleBattleKeyUpdate (organisers, §4 Roulette)', () => {
  it('saves the two picks and makes the battle live', async () => {
    const { eventId, battleId } = await eventWithRoulette();
    const { token } = await organiser();
    const [reply, heard] = await withChanges(t, () => postAs(t, token, KEYS, { eventId, battleId, ...pick }));
    expect(reply.statusCode).toBe(200);
    expect(ZBattleControlReplySchema.parse(reply.json()).battle).toMatchObject({
      battle_status: 'live',
      battle1_keyword_eng: 'City',
      battle1_keyword_jap: '街',
      battle2_keyword_eng: 'Fire',
      battle2_keyword_jap: '炎',
    });
    expect(heard).toEqual([{ eventId, kind: 'battles', seq: expect.any(Number) }]);
  });

  it('refuses fans (403) and visitors (401), and changes nothing', async () => {
    const { eventId, battleId } = await eventWithRoulette();
    expect((await postAs(t, (await userWithToken(t)).token, KEYS, { eventId, battleId, ...pick })).statusCode).toBe(
      403,
    );
    expect((await postAs(t, undefined, KEYS, { eventId, battleId, ...pick })).statusCode).toBe(401);
    const roulette = ZRouletteGetReplySchema.parse(
      (await t.get(`/backend/api/EventSingleBattleRouletteGet/${eventId}/${battleId}`)).json(),
    );
    expect(roulette.updatedBattle).toMatchObject({ battle_status: null, battle1_keyword_eng: '' });
  });

  it('refuses keywords that are not on their side of the roulette, a battle without roulette, and a second live battle', async () => {
    const { token } = await organiser();
    const { eventId, battleId } = await eventWithRoulette();
    const swapped = { ...pick, battle1_keyword_eng: 'Fire', battle1_keyword_jap: '炎' };
    expect((await postAs(t, token, KEYS, { eventId, battleId, ...swapped })).statusCode).toBe(400);
    expect((await postAs(t, token, KEYS, { eventId, battleId, ...pick, battle1_keyword_jap: '海' })).statusCode).toBe(
      400,
    );
    expect((await postAs(t, token, KEYS, { eventId, battleId, ...pick, battle_status: 'complete' })).statusCode).toBe(
      400,
    );

    const bare = await buildBattle({ db: t.db, eventId });
    const none = await postAs(t, token, KEYS, { eventId, battleId: bare.battleId, ...pick });
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe('Please select roulette theme');

    const second = await buildBattle({ db: t.db, eventId, roulette: { keywords, sponsorImg: '' } });
    expect((await postAs(t, token, KEYS, { eventId, battleId, ...pick })).statusCode).toBe(200);
    const clash = await postAs(t, token, KEYS, { eventId, battleId: second.battleId, ...pick }, 'ja');
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe('このイベントでは別のバトルが進行中です。先に終了してください。');
  });
});

describe('the timer under /backend/admin-api (§4 Timer status and countdown)', () => {
  async function liveBattle(battlesTime = 10) {
    const battle = await eventWithRoulette(battlesTime);
    const { token } = await organiser();
    await postAs(t, token, KEYS, { eventId: battle.eventId, battleId: battle.battleId, ...pick });
    return { ...battle, token };
  }
  const control = async (token: string, url: string, body: object) => {
    const reply = await postAs(t, token, url, body);
    return { reply, body: reply.statusCode === 200 ? ZBattleControlReplySchema.parse(reply.json()) : undefined };
  };

  it('starts on the server clock, pauses with the remaining text, and replays from it', async () => {
    const { eventId, battleId, token } = await liveBattle(10);
    const started = await control(token, START, {
      eventId,
      battleId,
      battle_time_start: '1999-01-01T00:00:00Z',
      bt_status: '',
    });
    expect(started.reply.statusCode).toBe(200);
    const { battle, serverNow } = started.body!;
    expect(battle.battle_time_status).toBe('play');
    // The client's clock is ignored: the server is the clock (docs/product.md#rule-14).
    expect(Math.abs(Date.parse(battle.battle_time_start!) - Date.parse(serverNow))).toBeLessThan(2000);
    expect(readTimer(battle, 10, Date.parse(serverNow))).toMatchObject({ kind: 'countdown' });

    const paused = await control(token, PAUSE, {
      eventId,
      battleId,
      battle_time_pause: 'whenever',
      battle_timeRemaining: '0m 1s',
    });
    expect(paused.body!.battle).toMatchObject({ battle_time_status: 'pause', battle_timeRemaining: '10m 0s' });
    expect(readTimer(paused.body!.battle, 10, Date.now())).toEqual({ kind: 'stored', text: '10:00.0', ms: 600_000 });

    const replayed = await control(token, START, { eventId, battleId, bt_status: 'replay' });
    const resumed = replayed.body!.battle;
    expect(resumed).toMatchObject({ battle_time_status: 'play', battle_timeRemaining: '10m 0s' });
    // End time after a pause: battle_time_replay + the remaining time.
    const reading = readTimer(resumed, 10, Date.parse(resumed.battle_time_replay!));
    expect(reading).toEqual({ kind: 'countdown', text: '10:00.0', ms: 600_000 });
  });

  it('refuses a replay that is not paused, a start before the battle is live, and a replay at time up', async () => {
    const { eventId, battleId, token } = await liveBattle(10);
    const notPaused = await control(token, START, { eventId, battleId, bt_status: 'replay' });
    expect(notPaused.reply.statusCode).toBe(409);
    expect(notPaused.reply.json().message).toBe('The timer is not paused.');
    expect((await control(token, PAUSE, { eventId, battleId })).reply.statusCode).toBe(409);

    const idle = await buildBattle({ db: t.db, eventId });
    expect((await control(token, START, { eventId, battleId: idle.battleId, bt_status: '' })).reply.statusCode).toBe(
      409,
    );

    await t.db.execute(
      `update battles set battle_time_status = 'pause', battle_time_remaining = 'Time is up!' where id = '${battleId}'`,
    );
    const timeUp = await postAs(t, token, START, { eventId, battleId, bt_status: 'replay' }, 'ja');
    expect(timeUp.statusCode).toBe(409);
    expect(timeUp.json().message).toBe('時間切れ！');
    // Restart (bt_status '') starts the full time again.
    expect((await control(token, START, { eventId, battleId, bt_status: '' })).body!.battle).toMatchObject({
      battle_time_status: 'play',
      battle_timeRemaining: '',
    });
  });

  it('admits organisers only, answers 404 for unknown battles and 400 for malformed bodies', async () => {
    const { eventId, battleId } = await liveBattle();
    const fan = await userWithToken(t);
    for (const url of [START, PAUSE]) {
      expect((await postAs(t, undefined, url, { eventId, battleId })).statusCode).toBe(401);
      expect((await postAs(t, fan.token, url, { eventId, battleId })).statusCode).toBe(403);
    }
    const { token } = await organiser();
    expect((await postAs(t, token, START, { eventId, battleId: randomUUID() })).statusCode).toBe(404);
    expect((await postAs(t, token, START, { eventId, battleId, bt_status: 'rewind' })).statusCode).toBe(400);
    expect((await postAs(t, token, PAUSE, { eventId, battleId: 'x'.repeat(65) })).statusCode).toBe(400);
  });
});
