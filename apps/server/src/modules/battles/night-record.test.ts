import { type TRecordReply, ZRecordReplySchema } from '@artclash/contract';
import { SCREEN_HEADER } from '@artclash/contract/values';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { postAs, userWithToken } from '../../test/accounts.ts';
import { buildBattle, buildEvent } from '../../test/factories.ts';
import { useTestApp } from '../../test/helper.ts';

// The organisers' record of the night (docs/decisions.md#417), read after the calls the control room makes.
const t = useTestApp();
const keywords = [{ keyword_eng1: 'Ocean', keyword_jap1: '海', keyword_eng2: 'Fire', keyword_jap2: '炎' }];

async function scriptedNight() {
  const eventId = await buildEvent({ db: t.db, battlesTime: 60, eventType: 'battle_club' });
  const { battleId, player1Id } = await buildBattle({
    db: t.db,
    eventId,
    battleName: 'Final',
    battleNameJap: '決勝',
    roulette: { keywords, sponsorImg: '' },
  });
  const organiser = await userWithToken(t, { role: 'admin' });
  const act = async (method: 'POST' | 'PUT', url: string, payload: object, screen = 'controlRoom') => {
    const reply = await t.inject({
      method,
      url,
      payload,
      headers: { authorization: organiser.token, [SCREEN_HEADER]: screen },
    });
    expect(reply.statusCode, url).toBe(200);
  };
  const admin = '/backend/admin-api';
  await act('PUT', `${admin}/events/${eventId}/show/current`, { battleId });
  await act('POST', `${admin}/battles/${battleId}/move`, { move: 'start', from: 'not_started' }, 'console');
  await act('POST', `${admin}/battles/${battleId}/move`, { move: 'undoStart', from: 'live' }, 'console');
  await act('POST', `${admin}/events/${eventId}/show/roulette`, { battleId, action: 'spin', from: 'idle' });
  await act('POST', `${admin}/events/${eventId}/show/roulette`, { battleId, action: 'stop', from: 'spinning' });
  await act('POST', `${admin}/events/${eventId}/show/roulette`, { battleId, action: 'lock', from: 'stopped' });
  await act('POST', `${admin}/EventSingleBattleTimeStart`, { eventId, battleId, bt_status: '' }, 'shortcut');
  await act('POST', `${admin}/battles/${battleId}/move`, { move: 'openVoting', from: 'live' });
  await act('PUT', `${admin}/battles/${battleId}`, { voting_bar: 'hide' });
  const fan = await userWithToken(t);
  await postAs(t, fan.token, '/backend/api/VotingTo', { eventId, battleId, vote_receive_userId: player1Id });
  await act('POST', `${admin}/battles/${battleId}/move`, { move: 'closeVoting', from: 'live' });
  await act('POST', `${admin}/battles/${battleId}/move`, {
    move: 'complete',
    from: 'voting_closed',
    player_winner_id: player1Id,
  });
  return { eventId, organiser, fan };
}

const recordOf = async (eventId: string, token: string, language = 'en', query = '') => {
  const reply = await t.inject({
    method: 'GET',
    url: `/backend/admin-api/events/${eventId}/record${query}`,
    headers: { authorization: token, 'accept-language': language },
  });
  return { status: reply.statusCode, body: reply.json<TRecordReply>() };
};

describe("the night's record (docs/decisions.md#417)", () => {
  it('tells who did what, when and from which screen, newest first, in the reader’s language; an undo is an entry', async () => {
    const { eventId, organiser } = await scriptedNight();
    const { status, body } = await recordOf(eventId, organiser.token);
    expect(status).toBe(200);
    const record = ZRecordReplySchema.parse(body);
    expect(record.entries.map((entry) => [entry.line.key.split('.').at(-1), entry.screen])).toEqual([
      ['complete', 'controlRoom'],
      ['closeVoting', 'controlRoom'],
      ['barHidden', 'controlRoom'],
      ['openVoting', 'controlRoom'],
      ['timerStarted', 'shortcut'],
      ['rouletteLocked', 'controlRoom'],
      ['rouletteStopped', 'controlRoom'],
      ['rouletteSpun', 'controlRoom'],
      ['undoStart', 'console'],
      ['start', 'console'],
      ['battleOnStage', 'controlRoom'],
    ]);
    expect(record.entries.every((entry) => entry.by?._id === organiser.userId)).toBe(true);
    expect(record.entries[0]!.line.values).toMatchObject({ battle: 'Final', winner: expect.any(String) });
    expect(record.entries[6]!.line.values).toEqual({ battle: 'Final', left: 'Ocean', right: 'Fire' });
    // The vote is counted, not listed: it is in the vote log.
    expect(record.votes).toBe(1);
    expect(record.more).toBe(false);

    const japanese = ZRecordReplySchema.parse((await recordOf(eventId, organiser.token, 'ja')).body);
    expect(japanese.entries[6]!.line.values).toEqual({ battle: '決勝', left: '海', right: '炎' });

    // A page at a time, before the last entry read.
    const older = ZRecordReplySchema.parse(
      (await recordOf(eventId, organiser.token, 'en', `?before=${record.entries[9]!.seq}`)).body,
    );
    expect(older.entries.map((entry) => entry.seq)).toEqual([record.entries[10]!.seq]);
  });

  it('goes into the results download, oldest first, in words', async () => {
    const { eventId, organiser } = await scriptedNight();
    const reply = await t.inject({
      method: 'GET',
      url: `/backend/admin-api/events/${eventId}/results.csv`,
      headers: { authorization: organiser.token, 'accept-language': 'ja' },
    });
    const lines = reply.rawPayload.toString('utf8').slice(1).split('\r\n');
    const heading = lines.indexOf('今夜の記録');
    expect(heading).toBeGreaterThan(0);
    expect(lines[heading + 1]).toBe('時刻,操作した人,画面,内容');
    const entries = lines.slice(heading + 2, -1);
    expect(entries).toHaveLength(11);
    expect(entries[0]).toMatch(/^\d{4}-\d\d-\d\dT[\d:.]+Z,[^,]+,コントロールルーム,決勝 をステージに上げました$/);
    expect(entries[2]).toMatch(/,コンソール,決勝 の開始を取り消しました$/);
    expect(entries[6]).toMatch(/,キーボードショートカット,決勝 のタイマーを開始しました$/);
    expect(entries[10]).toMatch(/,コントロールルーム,決勝 を終了しました: .+ の勝利$/);
  });

  it('is the organisers’ only: 404 for an unknown event, 400 for a bad page, 401 and 403 to others', async () => {
    const { eventId, fan } = await scriptedNight();
    const organiser = await userWithToken(t, { role: 'admin' });
    expect((await recordOf(randomUUID(), organiser.token)).status).toBe(404);
    expect((await recordOf('nope', organiser.token)).status).toBe(404);
    expect((await recordOf(eventId, organiser.token, 'en', '?before=0')).status).toBe(400);
    expect((await recordOf(eventId, fan.token)).status).toBe(403);
    expect((await t.inject({ method: 'GET', url: `/backend/admin-api/events/${eventId}/record` })).statusCode).toBe(
      401,
    );
  });
});
