import { ZEventByAllBattleReplySchema } from '@artclash/contract';
import { describe, expect, it } from 'vitest';
import { buildBattle, buildEvent, buildUser, castVote } from '../../test/factories.ts';
import { useTestApp } from '../../test/helper.ts';

const t = useTestApp();

describe('GET /backend/api/EventByAllBattle/:eventId', () => {
  it('answers the event with its battles in order, players, vote counts and roulettes', async () => {
    const eventId = await buildEvent({
      db: t.db,
      titleEng: 'Clash',
      titleJap: 'クラッシュ',
      battlesTime: 12,
      youtubeEmd: '<iframe src="https://www.youtube-nocookie.com/embed/x"></iframe>',
    });
    const first = await buildBattle({
      db: t.db,
      eventId,
      position: 0,
      battleName: 'Battle 1',
      battleStatus: 'complete',
    });
    const second = await buildBattle({
      db: t.db,
      eventId,
      position: 1,
      battleName: 'Battle 2',
      battleStatus: 'live',
      keyword1Eng: 'Ocean',
      keyword1Jap: '海',
      judgeScores: { idea: { player1: 80, player2: 70 } },
      roulette: {
        keywords: [{ keyword_eng1: 'Ocean', keyword_jap1: '海', keyword_eng2: 'Fire', keyword_jap2: '炎' }],
        sponsorImg: 'uploads/demo/sponsor-1.webp',
      },
    });
    await castVote({ db: t.db, battleId: first.battleId, receiverId: first.player1Id });
    const fan = (await buildUser({ db: t.db })).id;
    await castVote({ db: t.db, battleId: second.battleId, receiverId: second.player1Id, voterId: fan });
    // Moving a vote keeps one vote per user per battle (docs/product.md#rule-17).
    await castVote({ db: t.db, battleId: second.battleId, receiverId: second.player2Id, voterId: fan });
    await castVote({ db: t.db, battleId: second.battleId, receiverId: second.player2Id });

    const reply = await t.get(`/backend/api/EventByAllBattle/${eventId}`);
    expect(reply.statusCode).toBe(200);
    const body = ZEventByAllBattleReplySchema.parse(reply.json());
    expect(Math.abs(Date.parse(body.serverNow) - Date.now())).toBeLessThan(5000);
    expect(body.event).toMatchObject({
      _id: eventId,
      title_eng: 'Clash',
      title_jap: 'クラッシュ',
      battles_time: 12,
      roulette: { sponsor_img: 'uploads/demo/sponsor-1.webp' },
    });
    const [b1, b2] = body.event.battles;
    expect(b1).toMatchObject({
      _id: first.battleId,
      battle_name: 'Battle 1',
      battle_status: 'complete',
      votes: { Player1: 1, Player2: 0 },
      roulette: null,
      judge_scores: null,
    });
    expect(b1?.battle1).toMatchObject({ _id: first.player1Id, status: 'login' });
    expect(b2).toMatchObject({
      _id: second.battleId,
      battle_status: 'live',
      battle1_keyword_eng: 'Ocean',
      battle1_keyword_jap: '海',
      votes: { Player1: 0, Player2: 2 },
      judge_scores: { idea: { player1: 80, player2: 70 } },
      roulette: { sponsor_img: 'uploads/demo/sponsor-1.webp' },
    });
  });

  it('answers an event without battles with an empty list and no roulette', async () => {
    const eventId = await buildEvent({ db: t.db });
    const body = ZEventByAllBattleReplySchema.parse((await t.get(`/backend/api/EventByAllBattle/${eventId}`)).json());
    expect(body.event).toMatchObject({ battles: [], roulette: null });
  });

  it.each(['0b0e7c36-1111-4222-8333-444455556666', 'battle-one'])(
    'answers 404 for the unknown or malformed id %s',
    async (id) => {
      const reply = await t.get(`/backend/api/EventByAllBattle/${id}`);
      expect(reply.statusCode).toBe(404);
      expect(reply.json()).toEqual({ status: 0, message: 'Event data not found' });
    },
  );
});
