import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { votes } from '../../db/schema/index.ts';
import { callAs, userWithToken } from '../../test/accounts.ts';
import { buildBattle, buildEvent, buildUser, castVote } from '../../test/factories.ts';
import { useTestApp } from '../../test/helper.ts';
import { inertCell } from './export-results.ts';

const t = useTestApp();
let organiser = '';
beforeAll(async () => {
  organiser = (await userWithToken(t, { role: 'admin' })).token;
});

const BOM = '\uFEFF';
const download = (eventId: string, language = 'en', token = organiser) =>
  callAs(t, 'GET', `/backend/admin-api/events/${eventId}/results.csv`, { token, language });

/** An event with a decided final (scores, votes, a winner) and a battle still to come, by players with awkward names. */
async function eventWithResults() {
  const eventId = await buildEvent({ db: t.db, titleEng: 'Spring Clash', titleJap: '春のクラッシュ' });
  const mika = await buildUser({ db: t.db, type: 'artist', username: 'ミカ, "the brush"' });
  const sneaky = await buildUser({ db: t.db, type: 'artist', username: '=HYPERLINK("http://evil")' });
  const { battleId: final } = await buildBattle({
    db: t.db,
    eventId,
    position: 0,
    battleName: 'Final',
    battleNameJap: '決勝',
    player1Id: mika.id,
    player2Id: sneaky.id,
    battleStatus: 'complete',
    winnerId: mika.id,
    keyword1Eng: 'Sea',
    keyword1Jap: '海',
    keyword2Eng: 'Fire',
    keyword2Jap: '火',
    judgeScores: { idea: { player1: 90, player2: 80 }, storytelling: { player1: 70.5, player2: 60 } },
  });
  const [fromTheRoom] = await Promise.all([
    castVote({ db: t.db, battleId: final, receiverId: mika.id }),
    castVote({ db: t.db, battleId: final, receiverId: mika.id }),
    castVote({ db: t.db, battleId: final, receiverId: sneaky.id }),
  ]);
  await t.db.update(votes).set({ inRoom: true }).where(eq(votes.voterId, fromTheRoom));
  await buildBattle({ db: t.db, eventId, position: 1, battleName: 'Exhibition' });
  return eventId;
}

describe('GET /backend/admin-api/events/{eventId}/results.csv', () => {
  it('is a UTF-8 CSV with a byte-order mark and CRLF lines: one row per battle, votes, scores, the winner, and last the votes from the room and online', async () => {
    const eventId = await eventWithResults();
    const reply = await download(eventId);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(reply.headers['cache-control']).toBe('no-store');
    expect(reply.headers['content-disposition']).toBe(
      `attachment; filename="results-${eventId}.csv"; filename*=UTF-8''${encodeURIComponent('Spring Clash results.csv')}`,
    );
    const body = reply.rawPayload.toString('utf8');
    expect(body.startsWith(BOM)).toBe(true);
    const lines = body.slice(1).split('\r\n');
    expect(lines).toEqual([
      'No.,Battle (English),Battle (Japanese),Status,Keyword 1 (English),Keyword 1 (Japanese),Keyword 2 (English),Keyword 2 (Japanese),' +
        'Player 1,Player 1 votes,Player 1 IDEA,Player 1 SPEED,Player 1 TECHNIQUE,Player 1 STORYTELLING,' +
        'Player 2,Player 2 votes,Player 2 IDEA,Player 2 SPEED,Player 2 TECHNIQUE,Player 2 STORYTELLING,Winner,Total votes,' +
        'Votes in the room,Votes online',
      `1,Final,決勝,Finished,Sea,海,Fire,火,"ミカ, ""the brush""",2,90,,,70.5,"'=HYPERLINK(""http://evil"")",1,80,,,60,"ミカ, ""the brush""",3,1,2`,
      expect.stringMatching(/^2,Exhibition,,Up next,,,,,user_\w+,0,,,,,user_\w+,0,,,,,,0,0,0$/),
      // The night's record follows an empty row (docs/decisions.md#417): this night was written without one.
      '',
      "The night's record",
      'Time,Who,Screen,What',
      '',
    ]);
  });

  it('speaks the organiser’s language: Japanese headers and status, the keywords in both languages, and the Japanese title in the file name', async () => {
    const eventId = await eventWithResults();
    const reply = await download(eventId, 'ja');
    const [header, final] = reply.rawPayload.toString('utf8').slice(1).split('\r\n');
    expect(header).toBe(
      '順番,バトル名（英語）,バトル名（日本語）,状態,キーワード1（英語）,キーワード1（日本語）,キーワード2（英語）,キーワード2（日本語）,' +
        'プレイヤー1,プレイヤー1の得票数,プレイヤー1のアイデア,プレイヤー1のスピード,プレイヤー1のテクニック,プレイヤー1のストーリー性,' +
        'プレイヤー2,プレイヤー2の得票数,プレイヤー2のアイデア,プレイヤー2のスピード,プレイヤー2のテクニック,プレイヤー2のストーリー性,勝者,総投票数,' +
        '会場からの投票数,オンラインからの投票数',
    );
    expect(final).toMatch(/^1,Final,決勝,終了,Sea,海,Fire,火,/);
    expect(reply.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('春のクラッシュ results.csv')}`,
    );
  });

  it('says Draw in the winner column of a drawn battle, in the organiser’s language (docs/product.md#rule-377)', async () => {
    const eventId = await buildEvent({ db: t.db });
    await buildBattle({ db: t.db, eventId, position: 0, battleName: 'Tie', battleStatus: 'complete', draw: true });
    await buildBattle({ db: t.db, eventId, position: 1, battleName: 'Later', battleStatus: null });
    for (const [language, draw] of [
      ['en', 'Draw'],
      ['ja', '引き分け'],
    ] as const) {
      const [header, tie, later] = (await download(eventId, language)).rawPayload
        .toString('utf8')
        .slice(1)
        .split('\r\n');
      const winnerAt = header!.split(',').indexOf(language === 'en' ? 'Winner' : '勝者');
      expect(tie!.split(',')[winnerAt]).toBe(draw);
      // A battle not yet decided stays blank.
      expect(later!.split(',')[winnerAt]).toBe('');
    }
  });

  it('answers 404 in the envelope for an unknown or malformed event, and 401/403 to others', async () => {
    expect((await download(randomUUID())).json()).toEqual({ status: 0, message: 'Event data not found' });
    expect((await download('nope')).statusCode).toBe(404);
    const eventId = await buildEvent({ db: t.db });
    expect((await callAs(t, 'GET', `/backend/admin-api/events/${eventId}/results.csv`)).statusCode).toBe(401);
    const fan = await userWithToken(t);
    expect((await download(eventId, 'en', fan.token)).statusCode).toBe(403);
  });

  it('makes every cell a spreadsheet would run as a formula plain text', () => {
    expect(['=1+1', '+1', '-2', '@SUM(A1)', '\tx', 'fine', '1-2'].map(inertCell)).toEqual([
      "'=1+1",
      "'+1",
      "'-2",
      "'@SUM(A1)",
      "'\tx",
      'fine',
      '1-2',
    ]);
  });
});
