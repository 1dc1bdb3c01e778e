import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ZEventByAllBattleReplySchema, ZLiveVotesSchema } from '@artclash/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OpenDatabase, openDatabase } from './db/client.ts';
import { sessionTokenOf } from './test/accounts.ts';
import { openEventStream } from './test/event-stream.ts';
import { buildBattle, buildEvent, buildUser } from './test/factories.ts';
import { type ServerProcess, startServerProcess } from './test/server-process.ts';
import { newPostgresDatabase } from './test/test-database.ts';

// Two server processes on one PostgreSQL behave as one (docs/operations.md): a change made through one
// reaches the other's live viewers and drops its cached replies, through LISTEN/NOTIFY; a logout through
// one is honoured by the other at once, and attempt limits count once across both.
const JWT_SECRET = 'multi-process-secret-multi-process-secret';

const startServer = (databaseUrl: string, dataDir: string) =>
  startServerProcess({ env: { DATABASE_URL: databaseUrl, DATA_DIR: dataDir, JWT_SECRET, REPLY_CACHE_MS: '60000' } });

describe.runIf(process.env.TEST_DB === 'postgres')('two server processes on one PostgreSQL', () => {
  let database: OpenDatabase;
  let drop: () => Promise<void>;
  let dataDir: string;
  const servers: ServerProcess[] = [];
  let a = '';
  let b = '';

  beforeAll(async () => {
    const fresh = await newPostgresDatabase();
    drop = fresh.drop;
    dataDir = await mkdtemp(join(tmpdir(), 'artclash-multi-'));
    // One at a time: the first applies the migrations.
    const first = await startServer(fresh.url, join(dataDir, 'a'));
    const second = await startServer(fresh.url, join(dataDir, 'b'));
    servers.push(first, second);
    [a, b] = [first.origin, second.origin];
    database = await openDatabase({ databaseUrl: fresh.url, poolSize: 2 });
  }, 90_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await database?.close();
    await drop?.();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("delivers a vote made through one process to the other's viewers and polling replies", async () => {
    const db = database.db;
    const eventId = await buildEvent({ db });
    const { battleId, player1Id } = await buildBattle({ db, eventId, votingStatus: 'on' });
    const fan = await buildUser({ db });
    const token = await sessionTokenOf({ db, secret: JWT_SECRET, user: fan });

    // B caches the battle list (REPLY_CACHE_MS is a minute here) and streams it.
    const before = ZEventByAllBattleReplySchema.parse(
      await (await fetch(`${b}/backend/api/EventByAllBattle/${eventId}`)).json(),
    );
    expect(before.event.battles[0]!.votes).toEqual({ Player1: 0, Player2: 0 });
    const stream = await openEventStream(`${b}/backend/api/live/${eventId}?lang=en`);
    expect((await stream.next()).name).toBe('snapshot');

    const sentAt = Date.now();
    const vote = await fetch(`${a}/backend/api/VotingTo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: token },
      body: JSON.stringify({ eventId, battleId, vote_receive_userId: player1Id }),
    });
    expect(vote.status).toBe(200);
    const message = await stream.next();
    const latency = Date.now() - sentAt;
    expect(message.name).toBe('votes');
    expect(ZLiveVotesSchema.parse(message.data)).toMatchObject({ battleId, votes: { Player1: 1, Player2: 0 } });
    expect(latency).toBeLessThan(1000);

    const after = ZEventByAllBattleReplySchema.parse(
      await (await fetch(`${b}/backend/api/EventByAllBattle/${eventId}`)).json(),
    );
    expect(after.event.battles[0]!.votes).toEqual({ Player1: 1, Player2: 0 });
    stream.close();
  });

  it("drops the other process's cached reply when one process changes it", async () => {
    const db = database.db;
    const eventId = await buildEvent({ db });
    const { battleId, player2Id } = await buildBattle({ db, eventId, votingStatus: 'on' });
    const fan = await buildUser({ db });
    const token = await sessionTokenOf({ db, secret: JWT_SECRET, user: fan });
    const poll = async () =>
      ZEventByAllBattleReplySchema.parse(await (await fetch(`${b}/backend/api/EventByAllBattle/${eventId}`)).json())
        .event.battles[0]!.votes!;
    expect(await poll()).toEqual({ Player1: 0, Player2: 0 });
    await fetch(`${a}/backend/api/VotingTo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: token },
      body: JSON.stringify({ eventId, battleId, vote_receive_userId: player2Id }),
    });
    // Kept for a minute unless told: the notice from A arrives within milliseconds.
    let votes = await poll();
    for (let tries = 0; tries < 20 && votes.Player2 === 0; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      votes = await poll();
    }
    expect(votes).toEqual({ Player1: 0, Player2: 1 });
  });

  const postJson = (origin: string, path: string, body: object, headers: Record<string, string> = {}) =>
    fetch(`${origin}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'en', ...headers },
      body: JSON.stringify(body),
    });

  it('honours a logout through one process in the other at once (docs/decisions.md#70)', async () => {
    const fan = await buildUser({ db: database.db });
    const token = await sessionTokenOf({ db: database.db, secret: JWT_SECRET, user: fan });
    const getUser = () => fetch(`${b}/backend/api/get_user/${fan.id}`, { headers: { authorization: token } });
    expect((await getUser()).status).toBe(200);
    // B now keeps the session in memory: only A's notice can make it let go.
    expect((await getUser()).status).toBe(200);
    const logout = await fetch(`${a}/backend/api/logout`, { method: 'POST', headers: { authorization: token } });
    const loggedOutAt = Date.now();
    expect(logout.status).toBe(200);
    let status = (await getUser()).status;
    while (status === 200 && Date.now() - loggedOutAt < 1000) status = (await getUser()).status;
    expect(status).toBe(401);
    expect(Date.now() - loggedOutAt).toBeLessThan(1000);
  });

  it('counts a burst of logins and of reset requests split over both processes once (docs/decisions.md#73)', async () => {
    const email = `burst-${Date.now()}@example.com`;
    expect((await postJson(a, '/backend/api/register', { email, password: 'Secret123', type: 'fan' })).status).toBe(
      200,
    );
    const logins = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        postJson(index % 2 ? a : b, '/backend/api/login', { email, password: 'Wrong1234' }),
      ),
    );
    const statuses = logins.map((reply) => reply.status);
    expect(statuses.filter((status) => status === 400).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status !== 400 && status !== 429)).toEqual([]);

    const resets = await Promise.all(
      Array.from({ length: 40 }, (_, index) => postJson(index % 2 ? a : b, '/backend/api/forgot-password', { email })),
    );
    expect(resets.map((reply) => reply.status).filter((status) => status === 200)).toHaveLength(1);
  });
});
