import {
  type TLiveSnapshot,
  type TLiveVotes,
  ZEventByAllBattleReplySchema,
  ZLiveSnapshotSchema,
  ZLiveVotesSchema,
} from '@artclash/contract';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { postAs, userWithToken } from '../../test/accounts.ts';
import { openEventStream } from '../../test/event-stream.ts';
import { buildBattle, buildEvent } from '../../test/factories.ts';
import { useTestApp } from '../../test/helper.ts';

// Real HTTP: the stream is read as a browser reads it. The reply cache is on, as in production.
const t = useTestApp({ replyCacheMs: 1000 });
let origin = '';
beforeAll(async () => {
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
});

const keywords = [{ keyword_eng1: 'Ocean', keyword_jap1: '海', keyword_eng2: 'Fire', keyword_jap2: '炎' }];

describe('GET /backend/api/live/:eventId (Server-Sent Events)', () => {
  it('sends the snapshot at once, the new counts after a vote, and a new snapshot after the roulette saves', async () => {
    const eventId = await buildEvent({ db: t.db, titleEng: 'Live Clash', titleJap: 'ライブクラッシュ' });
    const { battleId, player1Id } = await buildBattle({
      db: t.db,
      eventId,
      votingStatus: 'on',
      roulette: { keywords, sponsorImg: '' },
    });
    const stream = await openEventStream(`${origin}/backend/api/live/${eventId}?lang=ja`);
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');

    const first = await stream.next();
    expect(first.name).toBe('snapshot');
    const snapshot: TLiveSnapshot = ZLiveSnapshotSchema.parse(first.data);
    expect(snapshot.event).toMatchObject({ _id: eventId, title_jap: 'ライブクラッシュ' });
    // The polling call answers the same event, from the same snapshot.
    const polled = ZEventByAllBattleReplySchema.parse(
      (await t.get(`/backend/api/EventByAllBattle/${eventId}`, 'ja')).json(),
    );
    expect(polled.event).toEqual(snapshot.event);

    const fan = await userWithToken(t);
    const sentAt = Date.now();
    await postAs(t, fan.token, '/backend/api/VotingTo', { eventId, battleId, vote_receive_userId: player1Id });
    const votes = await stream.next();
    expect(votes.name).toBe('votes');
    const counts: TLiveVotes = ZLiveVotesSchema.parse(votes.data);
    expect(counts).toMatchObject({ battleId, votes: { Player1: 1, Player2: 0 } });
    expect(Date.now() - sentAt).toBeLessThan(1000);
    const afterVote = ZEventByAllBattleReplySchema.parse(
      (await t.get(`/backend/api/EventByAllBattle/${eventId}`, 'ja')).json(),
    );
    expect(afterVote.event.battles[0]!.votes).toEqual({ Player1: 1, Player2: 0 });

    const { token } = await userWithToken(t, { role: 'admin' });
    await postAs(t, token, '/backend/api/EventSingleBattleKeyUpdate', {
      eventId,
      battleId,
      battle_status: 'live',
      battle1_keyword_eng: 'Ocean',
      battle1_keyword_jap: '海',
      battle2_keyword_eng: 'Fire',
      battle2_keyword_jap: '炎',
    });
    const next = await stream.next();
    expect(next.name).toBe('snapshot');
    expect(ZLiveSnapshotSchema.parse(next.data).event.battles[0]).toMatchObject({
      battle_status: 'live',
      battle1_keyword_jap: '海',
      votes: { Player1: 1, Player2: 0 },
    });
    stream.close();
  });

  it('answers 404 in the envelope for an unknown or malformed event, and 400 for an unknown language', async () => {
    for (const id of [randomUUID(), 'nope']) {
      const reply = await t.get(`/backend/api/live/${id}?lang=en`);
      expect(reply.statusCode).toBe(404);
      expect(reply.json()).toEqual({ status: 0, message: 'Event data not found' });
    }
    const eventId = await buildEvent({ db: t.db });
    expect((await t.get(`/backend/api/live/${eventId}?lang=fr`)).statusCode).toBe(400);
  });
});
