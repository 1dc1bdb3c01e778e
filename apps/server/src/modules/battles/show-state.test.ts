import { ZEventByAllBattleReplySchema, ZShowReplySchema } from '@artclash/contract';
import { translate } from '@artclash/i18n';
import { describe, expect, it } from 'vitest';
import { postAs, callAs, userWithToken, withChanges } from '../../test/accounts.ts';
import { buildBattle, buildEvent } from '../../test/factories.ts';
import { useTestApp } from '../../test/helper.ts';
import { roulettes } from '../../db/schema/index.ts';

const t = useTestApp();
const organiser = () => userWithToken(t, { role: 'admin' }).then((user) => user.token);
const keywords = [
  { keyword_eng1: 'Ocean', keyword_jap1: '海', keyword_eng2: 'Fire', keyword_jap2: '炎' },
  { keyword_eng1: 'City', keyword_jap1: '街', keyword_eng2: 'Dream', keyword_jap2: '夢' },
];

async function night(battles = 2) {
  const eventId = await buildEvent({ db: t.db });
  const ids: string[] = [];
  for (let position = 0; position < battles; position += 1)
    ids.push((await buildBattle({ db: t.db, eventId, position, battleName: `Round ${position + 1}` })).battleId);
  await t.db.insert(roulettes).values({ eventId, keywords, sponsorImg: '' });
  return { eventId, ids };
}

const showOf = async (eventId: string) =>
  ZEventByAllBattleReplySchema.parse((await t.get(`/backend/api/EventByAllBattle/${eventId}`)).json()).event;
const roulette = (token: string, eventId: string, body: object, language = 'en') =>
  callAs(t, 'POST', `/backend/admin-api/events/${eventId}/show/roulette`, { token, body, language });
const choose = (token: string, eventId: string, battleId: string) =>
  callAs(t, 'PUT', `/backend/admin-api/events/${eventId}/show/current`, { token, body: { battleId } });

/** Spins, stops and locks the battle's roulette, each step accepted: the battle goes live with the drawn theme. */
async function drawTheme(token: string, eventId: string, battleId: string) {
  for (const [action, from] of [
    ['spin', 'idle'],
    ['stop', 'spinning'],
    ['lock', 'stopped'],
  ] as const)
    expect((await roulette(token, eventId, { battleId, action, from })).statusCode).toBe(200);
}

describe('the show of the night, stored on the server (docs/decisions.md#277, #278)', () => {
  it('walks the stages: before the first battle, battle 1, between battles, battle 2, the final result', async () => {
    const token = await organiser();
    const { eventId, ids } = await night();
    expect((await showOf(eventId)).show).toMatchObject({ stage: 'before', current_battle_id: null });

    const [chosen, heard] = await withChanges(t, () => choose(token, eventId, ids[0]!));
    expect(ZShowReplySchema.parse(chosen.json()).show).toMatchObject({
      stage: 'before',
      current_battle_id: ids[0],
      battle_number: 1,
    });
    expect(heard).toEqual([{ eventId, kind: 'battles', seq: expect.any(Number) }]);

    for (const [index, battleId] of ids.entries()) {
      await drawTheme(token, eventId, battleId);
      expect((await showOf(eventId)).show).toMatchObject({ stage: 'battle', current_battle_id: battleId });
      // Another battle cannot take the stage while this one runs.
      const other = ids[1 - index]!;
      const refused = await choose(token, eventId, other);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(translate('en', 'show.refusal.battleRunning'));
      const done = await callAs(t, 'POST', `/backend/admin-api/battles/${battleId}/move`, {
        token,
        body: { move: 'complete', from: 'live', draw: true },
      });
      expect(done.statusCode).toBe(200);
      expect((await showOf(eventId)).show.stage).toBe(index === 0 ? 'between' : 'final');
      if (index === 0) expect((await choose(token, eventId, ids[1]!)).statusCode).toBe(200);
    }
  });

  it('spins, stops on keywords the server draws, and locks them as the theme: the battle goes live', async () => {
    const token = await organiser();
    const { eventId, ids } = await night(1);
    const battleId = ids[0]!;
    await roulette(token, eventId, { battleId, action: 'spin', from: 'idle' });
    expect((await showOf(eventId)).show.roulette).toMatchObject({ state: 'spinning', battle_id: battleId, left: null });
    const stopped = ZShowReplySchema.parse(
      (await roulette(token, eventId, { battleId, action: 'stop', from: 'spinning' })).json(),
    );
    const { left, right } = stopped.show.roulette;
    expect(keywords.map((pair) => pair.keyword_eng1)).toContain(left!.eng);
    expect(keywords.map((pair) => pair.keyword_eng2)).toContain(right!.eng);
    await roulette(token, eventId, { battleId, action: 'lock', from: 'stopped' });
    const event = await showOf(eventId);
    expect(event.show.roulette.state).toBe('locked');
    expect(event.battles[0]).toMatchObject({
      battle_phase: 'live',
      battle1_keyword_eng: left!.eng,
      battle1_keyword_jap: left!.jap,
      battle2_keyword_eng: right!.eng,
    });
  });

  it('refuses a step from a state the roulette has left, in both languages, and a spin for a battle with its theme', async () => {
    const token = await organiser();
    const { eventId, ids } = await night(1);
    const battleId = ids[0]!;
    const stale = await roulette(token, eventId, { battleId, action: 'stop', from: 'spinning' }, 'ja');
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(translate('ja', 'show.refusal.rouletteMoved'));
    await drawTheme(token, eventId, battleId);
    const again = await roulette(token, eventId, { battleId, action: 'spin', from: 'locked' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(translate('en', 'show.refusal.themeSet'));
  });

  it('refuses to spin an empty keyword pool, saying so in both languages (docs/product.md#rule-374)', async () => {
    const token = await organiser();
    const eventId = await buildEvent({ db: t.db });
    const { battleId } = await buildBattle({ db: t.db, eventId, position: 0 });
    const none = await roulette(token, eventId, { battleId, action: 'spin', from: 'idle' });
    expect(none.statusCode).toBe(409);
    expect(none.json()).toEqual({ status: 0, message: translate('en', 'show.refusal.emptyPool') });
    expect(none.json().message).toMatch(/keyword pool is empty/);
    // A pool saved with a sponsor image but no keyword rows is as empty.
    await t.db.insert(roulettes).values({ eventId, keywords: [], sponsorImg: '' });
    const ja = await roulette(token, eventId, { battleId, action: 'spin', from: 'idle' }, 'ja');
    expect(ja.statusCode).toBe(409);
    expect(ja.json().message).toBe(translate('ja', 'show.refusal.emptyPool'));
    expect((await showOf(eventId)).show.roulette.state).toBe('idle');
  });

  it('draws keywords not yet drawn in the event until the pool is used up', async () => {
    const token = await organiser();
    const { eventId, ids } = await night(3);
    const drawn: string[] = [];
    for (const battleId of ids) {
      await drawTheme(token, eventId, battleId);
      const battle = (await showOf(eventId)).battles.find((entry) => entry._id === battleId)!;
      drawn.push(battle.battle1_keyword_eng);
      await callAs(t, 'POST', `/backend/admin-api/battles/${battleId}/move`, {
        token,
        body: { move: 'complete', from: 'live', draw: true },
      });
    }
    // Two keywords on the left: the first two battles drew both, the third drew from the whole pool again.
    expect(new Set(drawn.slice(0, 2)).size).toBe(2);
  });

  it('never draws, on either side and however often it is spun again, a keyword another battle of the event had', async () => {
    const token = await organiser();
    const { eventId, ids } = await night(2);
    const [first, second] = ids as [string, string];
    await drawTheme(token, eventId, first);
    const had = (await showOf(eventId)).battles.find((entry) => entry._id === first)!;
    await callAs(t, 'POST', `/backend/admin-api/battles/${first}/move`, {
      token,
      body: { move: 'complete', from: 'live', draw: true },
    });

    // A pool of two pairs: each draw for the second battle has one keyword left on each side.
    for (let turn = 0; turn < 8; turn += 1) {
      const from = turn === 0 ? 'idle' : 'stopped';
      expect((await roulette(token, eventId, { battleId: second, action: 'spin', from })).statusCode).toBe(200);
      expect((await roulette(token, eventId, { battleId: second, action: 'stop', from: 'spinning' })).statusCode).toBe(
        200,
      );
      const { left, right } = (await showOf(eventId)).show.roulette;
      expect(left?.eng).not.toBe(had.battle1_keyword_eng);
      expect(right?.eng).not.toBe(had.battle2_keyword_eng);
    }
  });

  it('undoing a start puts the roulette back to idle, and a reload shows the same show', async () => {
    const token = await organiser();
    const { eventId, ids } = await night(1);
    const battleId = ids[0]!;
    await drawTheme(token, eventId, battleId);
    await callAs(t, 'POST', `/backend/admin-api/battles/${battleId}/move`, {
      token,
      body: { move: 'undoStart', from: 'live' },
    });
    const first = await showOf(eventId);
    expect(first.show).toMatchObject({ stage: 'before', roulette: { state: 'idle', left: null } });
    expect((await showOf(eventId)).show).toEqual(first.show);
  });

  it('admits organisers only', async () => {
    const { eventId, ids } = await night(1);
    const fan = await userWithToken(t);
    expect((await roulette(fan.token, eventId, { battleId: ids[0], action: 'spin', from: 'idle' })).statusCode).toBe(
      403,
    );
    expect((await postAs(t, undefined, `/backend/admin-api/events/${eventId}/show/roulette`, {})).statusCode).toBe(401);
  });
});
