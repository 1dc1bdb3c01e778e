import {
  type TLiveSnapshot,
  type TLiveVotes,
  ZEventByAllBattleReplySchema,
  ZLiveChangesReplySchema,
  ZLiveSnapshotSchema,
  ZLiveUnchangedSchema,
  ZLiveVotesSchema,
} from '@artclash/contract';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
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

  it('resumes a viewer from the last id it saw: only the counts it missed, over the stream and the polling fallback (docs/decisions.md#415)', async () => {
    const eventId = await buildEvent({ db: t.db });
    const { battleId, player1Id } = await buildBattle({ db: t.db, eventId, votingStatus: 'on' });
    const url = `${origin}/backend/api/live/${eventId}?lang=en`;
    const first = await openEventStream(url);
    const snapshot = await first.next();
    expect(snapshot).toMatchObject({ name: 'snapshot', id: expect.stringMatching(/^\d+$/) });
    const seen = snapshot.id!;
    const polled = ZEventByAllBattleReplySchema.parse((await t.get(`/backend/api/EventByAllBattle/${eventId}`)).json());
    expect(String(polled.seq)).toBe(seen);
    first.close();

    // Back with nothing missed, by the browser's own reconnect (Last-Event-ID) or a new stream (`since`).
    for (const [address, headers] of [
      [url, { 'last-event-id': seen }],
      [`${url}&since=${seen}`, {}],
    ] as const) {
      const back = await openEventStream(address, headers);
      const unchanged = await back.next();
      expect(unchanged).toMatchObject({ name: 'unchanged', id: seen });
      expect(ZLiveUnchangedSchema.parse(unchanged.data).serverNow).toMatch(/^\d{4}-\d\d-\d\dT/);
      back.close();
    }
    const changes = (since: string) => t.get(`/backend/api/live/${eventId}/changes?since=${since}&lang=en`);
    expect(ZLiveChangesReplySchema.parse((await changes(seen)).json())).toMatchObject({ seq: Number(seen), votes: [] });

    // A vote while it was away (a tunnel): the battle's counts alone, and the id they are at.
    const fan = await userWithToken(t);
    await postAs(t, fan.token, '/backend/api/VotingTo', { eventId, battleId, vote_receive_userId: player1Id });
    await vi.waitFor(async () => {
      const reply = ZLiveChangesReplySchema.parse((await changes(seen)).json());
      expect(reply.votes).toEqual([{ battleId, votes: { Player1: 1, Player2: 0 } }]);
      expect(reply.event).toBeUndefined();
      expect(reply.seq).toBeGreaterThan(Number(seen));
    });
    const tunnel = await openEventStream(url, { 'last-event-id': seen });
    const missed = await tunnel.next();
    expect(missed).toMatchObject({ name: 'votes', data: { battleId, votes: { Player1: 1, Player2: 0 } } });
    expect(Number(missed.id)).toBeGreaterThan(Number(seen));
    tunnel.close();

    // An id the server never gave (a restored database, a stranger's header): the event whole.
    for (const header of ['99999', '12abc', '-1'])
      expect((await openEventStream(url, { 'last-event-id': header }).then((s) => s.next())).name).toBe('snapshot');
    expect(ZLiveChangesReplySchema.parse((await changes('99999')).json()).event?._id).toBe(eventId);

    // A `since` that is not an entry is refused in the reply's language; an unknown event is not found.
    const refused = await t.get(`/backend/api/live/${eventId}/changes?since=-1`, 'ja');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ status: 0 });
    expect((await t.get(`/backend/api/live/${eventId}/changes`)).statusCode).toBe(400);
    expect((await t.get(`/backend/api/live/${randomUUID()}/changes?since=1`)).statusCode).toBe(404);
    expect((await t.get(`/backend/api/live/nope/changes?since=1`)).statusCode).toBe(404);
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
