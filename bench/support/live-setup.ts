import { SignJWT } from 'jose';
import pg from 'pg';

/**
 * A session token exactly as apps/server/src/modules/accounts/session-token.ts issues it (HS256,
 * audience artclash:session, the user id as subject, the session as `sid`). Signing is
 * microseconds; logging thousands of voters in would cost an argon2 hash each.
 */
export function signSession(
  secret: string,
  {
    userId,
    sessionId,
    role = 'user',
    type = 'fan',
  }: { userId: string; sessionId: string; role?: 'user' | 'admin'; type?: string },
): Promise<string> {
  return new SignJWT({ sid: sessionId, role, type })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setAudience('artclash:session')
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode(secret));
}

export interface BenchDatabase {
  /** The fresh database's URL, for the server and the checks. */
  url: string;
  name: string;
  drop(): Promise<void>;
}

/** A fresh database on the PostgreSQL server of `serverUrl` (its own database is only used to create and drop ours). */
export async function createBenchDatabase(serverUrl: string): Promise<BenchDatabase> {
  const name = `artclash_bench_${Date.now()}`;
  const onServer = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await onServer(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), name, drop: () => onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

export interface Accounts {
  organiserId: string;
  organiserSessionId: string;
  playerIds: [string, string];
  voterIds: string[];
  /** Each voter's session (apps/server/src/db/schema/sessions.ts), in the order of voterIds. */
  voterSessionIds: string[];
}

/**
 * The organiser, the battle's two players and the voters, inserted straight into `users`
 * (apps/server/src/db/schema/users.ts) with one live session each: active e-mail accounts without
 * a password, which is all a signed session needs, their addresses proven, as the default voting rule asks
 * (docs/decisions.md#305). Run after the server has started, so that its migrations made the tables.
 */
export async function insertAccounts(db: pg.Pool, voters: number): Promise<Accounts> {
  const insert = async (role: string, type: string, prefix: string, count: number) => {
    const { rows } = await db.query<{ id: string; session_id: string }>(
      `WITH inserted AS (
         INSERT INTO users (email, type, role, username, email_proven_at)
         SELECT $3 || i || '@bench.example', $2, $1, $3 || i, now() FROM generate_series(1, $4::int) AS i
         RETURNING id
       ), opened AS (
         INSERT INTO sessions (user_id, expires_at) SELECT id, now() + interval '1 day' FROM inserted RETURNING id, user_id
       )
       SELECT user_id AS id, id AS session_id FROM opened`,
      [role, type, prefix, count],
    );
    return rows;
  };
  const [organiser] = await insert('admin', 'fan', 'organiser', 1);
  const [player1, player2] = await insert('user', 'artist', 'player', 2);
  const voterRows = await insert('user', 'fan', 'voter', voters);
  return {
    organiserId: organiser!.id,
    organiserSessionId: organiser!.session_id,
    playerIds: [player1!.id, player2!.id],
    voterIds: voterRows.map((row) => row.id),
    voterSessionIds: voterRows.map((row) => row.session_id),
  };
}

export interface Battle {
  eventId: string;
  battleId: string;
  /** How it was made: through the organisers' API, or by SQL where that API is missing. */
  madeBy: 'admin-api' | 'sql';
}

/**
 * One event with one battle between the two players, voting on. Made as an organiser would, through
 * /backend/admin-api; a server without that API (404 on creating the event) gets the rows by SQL.
 */
export async function setUpBattle({
  url,
  db,
  token,
  playerIds,
}: {
  url: string;
  db: pg.Pool;
  token: string;
  playerIds: [string, string];
}): Promise<Battle> {
  const call = async (method: string, path: string, body: unknown) => {
    const response = await fetch(`${url}/backend/admin-api${path}`, {
      method,
      headers: { authorization: token, 'content-type': 'application/json', 'accept-language': 'en' },
      body: JSON.stringify(body),
    });
    return { status: response.status, json: (await response.json()) as Record<string, { _id: string } | undefined> };
  };
  const expectOk = (what: string, reply: { status: number; json: unknown }) => {
    if (reply.status !== 200) throw new Error(`${what}: ${reply.status} ${JSON.stringify(reply.json)}`);
  };

  const created = await call('POST', '/events', { title_eng: 'Bench Clash', title_jap: 'ベンチクラッシュ' });
  if (created.status === 404) return setUpBattleBySql(db, playerIds);
  expectOk('create the event', created);
  const eventId = created.json.event!._id;
  const battle = await call('POST', `/events/${eventId}/battles`, {
    battle_name: 'Bench battle',
    battle1: playerIds[0],
    battle2: playerIds[1],
  });
  expectOk('add the battle', battle);
  const battleId = battle.json.battle!._id;
  // The battle's life (docs/decisions.md#275): it goes live, then voting opens.
  expectOk('start the battle', await call('POST', `/battles/${battleId}/move`, { move: 'start', from: 'not_started' }));
  expectOk('open voting', await call('POST', `/battles/${battleId}/move`, { move: 'openVoting', from: 'live' }));
  // The bar shown on the screens: counts the organisers hide never leave the server (docs/product.md#rule-316).
  expectOk('show the vote bar', await call('PUT', `/battles/${battleId}`, { voting_bar: 'show' }));
  return { eventId, battleId, madeBy: 'admin-api' };
}

async function setUpBattleBySql(db: pg.Pool, [player1Id, player2Id]: [string, string]): Promise<Battle> {
  const event = await db.query<{ id: string }>(
    `INSERT INTO events (title_eng, title_jap) VALUES ('Bench Clash', 'ベンチクラッシュ') RETURNING id`,
  );
  const eventId = event.rows[0]!.id;
  const battle = await db.query<{ id: string }>(
    `INSERT INTO battles (event_id, battle_name, player1_id, player2_id, voting_status, voting_bar) VALUES ($1, 'Bench battle', $2, $3, 'on', 'show') RETURNING id`,
    [eventId, player1Id, player2Id],
  );
  return { eventId, battleId: battle.rows[0]!.id, madeBy: 'sql' };
}

/** The battle's votes per player, counted in the database. */
export async function countVotesInSql(
  db: pg.Pool,
  battleId: string,
  [player1Id, player2Id]: [string, string],
): Promise<{ Player1: number; Player2: number }> {
  const { rows } = await db.query<{ receiver: string; votes: string }>(
    'SELECT vote_receive_user_id AS receiver, count(*) AS votes FROM votes WHERE battle_id = $1 GROUP BY 1',
    [battleId],
  );
  const of = (id: string) => Number(rows.find((row) => row.receiver === id)?.votes ?? 0);
  return { Player1: of(player1Id), Player2: of(player2Id) };
}
