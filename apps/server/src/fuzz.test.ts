import { type Call, calls } from '@artclash/contract';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { userWithToken } from './test/accounts.ts';
import { buildBattle, buildEvent } from './test/factories.ts';
import { useTestApp } from './test/helper.ts';

// Every call of the contract, as an attacker would send it: random strings (NUL, unicode, huge
// numbers), wrong types, missing and extra fields, as anonymous, fan and organiser. The server may
// refuse anything, but never with a 5xx, always in the envelope, and a refusal changes nothing.
// A fixed seed and a bounded count keep the run the same every time and under a minute.
const t = useTestApp();
const RUNS_PER_CALL = 40;

const TABLES = [
  'users',
  'events',
  'battles',
  'votes',
  'roulettes',
  'password_resets',
  'email_proofs',
  'event_participants',
  'sessions',
  'posts',
  'post_tags',
  'tags',
  'user_interests',
  'profile_views',
];

/** Rows per table: a refused request must leave them as they were. */
async function rowCounts(): Promise<string> {
  // Each count under its table's name: unnamed, they would all be `count` and only the last would be compared.
  const parts = TABLES.map((table) => `(select count(*) from ${table}) as ${table}`).join(', ');
  const result = await t.db.execute(sql.raw(`select ${parts}`));
  return JSON.stringify((result as unknown as { rows: unknown[] }).rows ?? result);
}

let ids: { eventId: string; battleId: string; userId: string };
let tokens: Record<'anonymous' | 'fan' | 'organiser', string | undefined>;

beforeAll(async () => {
  // 'room': votes then reach the room pass's rule, and the room code its reply (docs/decisions.md#306).
  const eventId = await buildEvent({ db: t.db, participants: 2, votingRule: 'room' });
  const { battleId, player1Id } = await buildBattle({ db: t.db, eventId, votingStatus: 'on' });
  ids = { eventId, battleId, userId: player1Id };
  tokens = {
    anonymous: undefined,
    fan: (await userWithToken(t)).token,
    organiser: (await userWithToken(t, { role: 'admin' })).token,
  };
});

/** A hostile scalar: real ids now and then, so requests also reach past the id checks. */
const scalar = () =>
  fc.oneof(
    fc.string(),
    fc.string({ unit: 'grapheme' }),
    fc.constantFrom(
      '\u0000',
      'a\u0000b@example.com',
      '0000-01-01',
      '0000-01-01T00:00:00Z',
      '9999-12-31T23:59:59+14:00',
      '../../etc/passwd',
      '%c0%ae',
      '<script>',
      'on',
      'live',
      'replay',
      '',
    ),
    fc
      .constantFrom(
        () => ids.eventId,
        () => ids.battleId,
        () => ids.userId,
      )
      .map((pick) => pick()),
    fc.integer(),
    fc.double(),
    fc.constantFrom(Number.MAX_SAFE_INTEGER, -1, 1e308, 2 ** 53 + 1),
    fc.boolean(),
    fc.constant(null),
  );
const value = (): fc.Arbitrary<unknown> =>
  fc.oneof(
    { depthSize: 'small' },
    scalar(),
    fc.array(scalar(), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 8 }), scalar(), { maxKeys: 3 }),
  );

/** A body shaped like the call's fields (some missing, some extra, any values), or anything at all. */
function bodyFor(call: Call): fc.Arbitrary<unknown> {
  const shape = call.body && 'shape' in call.body ? Object.keys((call.body as unknown as { shape: object }).shape) : [];
  const shaped = fc.record(Object.fromEntries([...shape, 'extra'].map((key) => [key, value()])), { requiredKeys: [] });
  return fc.oneof(shaped, value());
}

const paramValue = () =>
  fc.oneof(
    fc
      .constantFrom(
        () => ids.eventId,
        () => ids.battleId,
        () => ids.userId,
      )
      .map((pick) => pick()),
    fc.string({ minLength: 1, maxLength: 80 }),
    fc.constantFrom('google', 'line', 'nope', 'cities', 'art-types'),
  );

const fill = (path: string, params: Record<string, string>) =>
  path.replace(/:([A-Za-z_]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? 'x'));

/** Calls that end the caller's sessions get new ones each run, so the calls after them keep theirs. */
const ENDS_SESSIONS: readonly string[] = ['logout', 'logoutAll'];
const tokensFor = async (name: string): Promise<typeof tokens> =>
  ENDS_SESSIONS.includes(name)
    ? {
        anonymous: undefined,
        fan: (await userWithToken(t)).token,
        organiser: (await userWithToken(t, { role: 'admin' })).token,
      }
    : tokens;

describe('fuzzing every call of the contract', () => {
  // The live stream stays open for an existing event: its refusals are tested in modules/live.
  for (const [name, call] of (Object.entries(calls) as [string, Call][]).filter(([name]) => name !== 'liveEvent')) {
    it(`${call.method} ${call.path} (${name}): no 5xx, the envelope, no change on refusal`, async () => {
      const names = [...call.path.matchAll(/:([A-Za-z_]+)/g)].map((match) => match[1]!);
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom('anonymous', 'fan', 'organiser') as fc.Arbitrary<keyof typeof tokens>,
          fc.record(Object.fromEntries(names.map((param) => [param, paramValue()]))) as fc.Arbitrary<
            Record<string, string>
          >,
          fc.dictionary(
            fc.constantFrom('lang', 'from', 'to', 'city', 'type', 'code', 'state', 'screen'),
            fc.string({ maxLength: 40 }),
            { maxKeys: 3 },
          ),
          bodyFor(call),
          async (role, params, query, body) => {
            const token = (await tokensFor(name))[role];
            const before = await rowCounts();
            const search = new URLSearchParams(query).toString();
            const reply = await t.inject({
              method: call.method,
              url: `${fill(call.path, params)}${search ? `?${search}` : ''}`,
              ...(call.method !== 'GET' && {
                payload: JSON.stringify(body),
                headers: { 'content-type': 'application/json', ...(token && { authorization: token }) },
              }),
              ...(call.method === 'GET' && token && { headers: { authorization: token } }),
            });
            expect(reply.statusCode, reply.body).toBeLessThan(500);
            if (reply.statusCode >= 300 && reply.statusCode < 400) return;
            const type = String(reply.headers['content-type'] ?? '');
            // A stream and a file download (results.csv) are not envelopes; their refusals are.
            if (type.startsWith('text/event-stream') || (reply.statusCode === 200 && type.startsWith('text/csv')))
              return;
            const envelope = reply.json() as { status: unknown; message: unknown };
            expect([0, 1]).toContain(envelope.status);
            expect(typeof envelope.message).toBe('string');
            if (reply.statusCode >= 400) expect(await rowCounts()).toBe(before);
          },
        ),
        { seed: 20261123, numRuns: RUNS_PER_CALL, endOnFailure: true },
      );
    });
  }
});
