import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userWithToken } from '../test/accounts.ts';
import { openEventStream } from '../test/event-stream.ts';
import { buildBattle, buildEvent } from '../test/factories.ts';
import { buildTestApp, type TestApp } from '../test/helper.ts';

// What a supervisor, a proxy and an operator ask of a process (docs/decisions.md#247).
const METRICS_TOKEN = 'metrics-token-of-the-operator';

/** A metric's value in Prometheus text, 0 when the series is absent. */
const valueOf = (text: string, series: string) => {
  const line = text.split('\n').find((entry) => entry.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
};

describe('health, readiness and metrics', () => {
  let t: TestApp;
  let origin: string;
  beforeAll(async () => {
    t = await buildTestApp({ metricsToken: METRICS_TOKEN });
    origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  const metrics = (headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
    t.inject({ method: 'GET', url: '/backend/metrics', headers, remoteAddress });

  it('answers health, and ready with every check', async () => {
    const health = await t.get('/backend/health');
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'up' });
    const ready = await t.get('/backend/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.headers['cache-control']).toBe('no-store');
    expect(ready.json()).toEqual({
      status: 'ready',
      checks: { serving: true, database: true, migrations: true, changes: true },
    });
  });

  it('opens metrics to this machine and to the bearer token only', async () => {
    expect((await metrics()).statusCode).toBe(200);
    // Through a proxy on this machine a visitor looks local: a forwarded request is not.
    expect((await metrics({ 'x-forwarded-for': '203.0.113.7' })).statusCode).toBe(403);
    const stranger = await metrics({ 'accept-language': 'ja' }, '203.0.113.7');
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json()).toEqual({ status: 0, message: 'この操作は許可されていません。' });
    expect((await metrics({ authorization: 'Bearer wrong-token-wrong-token' }, '203.0.113.7')).statusCode).toBe(403);
    const withToken = await metrics({ authorization: `Bearer ${METRICS_TOKEN}` }, '203.0.113.7');
    expect(withToken.statusCode).toBe(200);
    expect(withToken.headers['content-type']).toContain('text/plain; version=0.0.4');
    // Node's defaults beside the app's own.
    expect(withToken.body).toContain('nodejs_eventloop_lag_seconds');
    expect(withToken.body).toContain('process_resident_memory_bytes');
    expect(withToken.body).toContain('artclash_db_pool_connections{state="in_use"}');
  });

  it('counts viewers, messages, votes by outcome and the time a vote takes to reach the screens', async () => {
    const eventId = await buildEvent({ db: t.db });
    const { battleId, player1Id } = await buildBattle({ db: t.db, eventId, votingStatus: 'on' });
    const fan = await userWithToken(t);
    const player = await userWithToken(t, { type: 'artist' });
    const before = (await metrics()).body;

    const stream = await openEventStream(`${origin}/backend/api/live/${eventId}?lang=en`);
    expect((await stream.next()).name).toBe('snapshot');
    expect(valueOf((await metrics()).body, 'artclash_live_viewers')).toBe(1);

    const vote = (token: string | undefined, receiver = player1Id) =>
      t.inject({
        method: 'POST',
        url: '/backend/api/VotingTo',
        headers: { 'accept-language': 'en', ...(token && { authorization: token }) },
        payload: { eventId, battleId, vote_receive_userId: receiver },
      });
    expect((await vote(fan.token)).statusCode).toBe(200);
    expect((await stream.next()).name).toBe('votes');
    expect((await vote(fan.token, player.userId)).statusCode).toBe(400);
    expect((await vote(undefined)).statusCode).toBe(401);

    const after = (await metrics()).body;
    const grew = (series: string) => valueOf(after, series) - valueOf(before, series);
    expect(grew('artclash_votes_total{outcome="accepted",reason=""}')).toBe(1);
    expect(grew('artclash_votes_total{outcome="refused",reason="server.voteForPlayersOnly"}')).toBe(1);
    expect(grew('artclash_votes_total{outcome="refused",reason="401"}')).toBe(1);
    expect(grew('artclash_live_messages_sent_total')).toBe(2);
    expect(grew('artclash_vote_to_screen_seconds_count')).toBe(1);
    expect(valueOf(after, 'artclash_vote_to_screen_seconds_sum')).toBeGreaterThan(0);
    expect(after).toContain('artclash_live_slow_viewers_dropped_total 0');

    stream.close();
    for (let tries = 0; tries < 50; tries += 1) {
      if (valueOf((await metrics()).body, 'artclash_live_viewers') === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(valueOf((await metrics()).body, 'artclash_live_viewers')).toBe(0);
  });
});
