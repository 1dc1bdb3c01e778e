import { ZVoteLogReplySchema } from '@artclash/contract';
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { battles, votes } from './db/schema/index.ts';
import { runRecountCli } from './recount-cli.ts';
import { postAs, userWithToken } from './test/accounts.ts';
import { buildBattle, buildEvent } from './test/factories.ts';
import { useTestApp } from './test/helper.ts';

// A real site over HTTP, as anyone runs the recount against one; no reply cache, so an altered count shows at once.
const t = useTestApp({ replyCacheMs: 0 });
let origin = '';
beforeAll(async () => {
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
});

/** A night of one battle: three fans vote through the call (the third moves their vote), and the battle completes. */
async function votedNight() {
  const eventId = await buildEvent({ db: t.db });
  const { battleId, player1Id, player2Id } = await buildBattle({ db: t.db, eventId, votingStatus: 'on' });
  const fans = [await userWithToken(t), await userWithToken(t), await userWithToken(t)];
  const vote = (fan: (typeof fans)[number], receiver: string) =>
    postAs(t, fan.token, '/backend/api/VotingTo', { eventId, battleId, vote_receive_userId: receiver });
  await vote(fans[0]!, player1Id);
  await vote(fans[1]!, player2Id);
  await vote(fans[2]!, player2Id);
  await vote(fans[2]!, player1Id);
  return { eventId, battleId, player1Id, player2Id, fans };
}

const complete = (battleId: string, winnerId: string) =>
  t.db.update(battles).set({ battleStatus: 'complete', winnerId }).where(eq(battles.id, battleId));

/** What the recount prints, and its exit code. */
async function recountOf(args: string[], language = 'en') {
  const lines: string[] = [];
  const code = await runRecountCli(
    args,
    { LANG: language },
    (line) => lines.push(line),
    async () => ({
      db: t.db,
      close: async () => undefined,
    }),
  );
  return { code, lines };
}

describe('the vote log and its recount (docs/decisions.md#416)', () => {
  it('is published once the results are, anonymised, in order, with its hash; a moved vote keeps both entries', async () => {
    const { eventId, battleId, player1Id, fans } = await votedNight();
    const early = await t.get(`/backend/api/events/${eventId}/vote-log`, 'ja');
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ status: 0, message: '投票記録は、夜の終わりに結果とともに公開されます。' });

    await complete(battleId, player1Id);
    const reply = await t.get(`/backend/api/events/${eventId}/vote-log`);
    expect(reply.statusCode).toBe(200);
    const log = ZVoteLogReplySchema.parse(reply.json());
    expect(log.entries.map(({ side, origin }) => [side, origin])).toEqual([
      ['Player1', 'online'],
      ['Player2', 'online'],
      ['Player2', 'online'],
      ['Player1', 'online'],
    ]);
    expect(log.entries.every((entry) => entry.battle_id === battleId)).toBe(true);
    // One pseudonym per voter: the moved vote's two entries share one; no account id is in the log.
    const pseudonyms = log.entries.map((entry) => entry.voter);
    expect(new Set(pseudonyms).size).toBe(3);
    expect(pseudonyms[2]).toBe(pseudonyms[3]);
    for (const fan of fans) expect(reply.body).not.toContain(fan.userId);
    expect(log.hash).toBe(createHash('sha256').update(JSON.stringify(log.entries)).digest('hex'));

    for (const id of ['nope', '2b3c1d52-6f3a-4d3c-9a0b-0f2f4e5d6c7b']) {
      expect((await t.get(`/backend/api/events/${id}/vote-log`)).statusCode).toBe(404);
    }
  });

  it('recounts every battle from a running site, and names the battle whose stored count was altered', async () => {
    const { eventId, battleId, player1Id, player2Id, fans } = await votedNight();
    await complete(battleId, player1Id);

    const clean = await recountOf(['--url', origin, eventId, '--database']);
    expect(clean.code).toBe(0);
    expect(clean.lines[0]).toMatch(/^Vote log: 4 entries, 3 voters, hash [0-9a-f]{64} \(checked\)\.$/);
    expect(clean.lines).toContain('Battle: 2 – 1 recounted, 2 – 1 published: match');
    expect(clean.lines).toContain('Battle: the stored votes match the log.');
    expect(clean.lines.at(-1)).toBe('Every battle matches.');

    // Someone with the database moves a stored vote: the published result changes, the log does not.
    await t.db
      .update(votes)
      .set({ receiverId: player2Id })
      .where(and(eq(votes.battleId, battleId), eq(votes.voterId, fans[0]!.userId)));
    const altered = await recountOf(['--url', origin, eventId, '--database'], 'ja_JP.UTF-8');
    expect(altered.code).toBe(1);
    expect(altered.lines).toContain('Battle: 再集計 2 – 1、公開 1 – 2: 不一致');
    expect(altered.lines).toContain('Battle: 保存されている票は 1 – 2、記録では 2 – 1: 不一致');
    expect(altered.lines.at(-1)).toBe('1 件のバトルが一致しません。');
  });

  it('checks every draw of the roulettes with the seeds revealed at the locks: a tampered seed fails (docs/decisions.md#422)', async () => {
    const eventId = await buildEvent({ db: t.db });
    const keywords = [
      { keyword_eng1: 'Ocean', keyword_jap1: '海', keyword_eng2: 'Fire', keyword_jap2: '炎' },
      { keyword_eng1: 'City', keyword_jap1: '街', keyword_eng2: 'Dream', keyword_jap2: '夢' },
    ];
    const { battleId, player1Id } = await buildBattle({ db: t.db, eventId, roulette: { keywords, sponsorImg: '' } });
    const organiser = await userWithToken(t, { role: 'admin' });
    for (const [action, from] of [
      ['spin', 'idle'],
      ['stop', 'spinning'],
      ['lock', 'stopped'],
    ] as const) {
      const body = { battleId, action, from };
      const url = `/backend/admin-api/events/${eventId}/show/roulette`;
      expect((await postAs(t, organiser.token, url, body)).statusCode).toBe(200);
    }
    await complete(battleId, player1Id);
    const clean = await recountOf(['--url', origin, eventId]);
    expect(clean.lines).toContain(
      'Battle: roulette round 1, 1 draw(s) checked with the seed revealed at the lock: match',
    );
    expect(clean.code).toBe(0);

    // Someone with the database swaps the revealed seed for one that would give another draw.
    await t.db.execute(sql`update event_log set payload = jsonb_set(payload, '{seed}', to_jsonb(repeat('0', 64)))
      where event_id = ${eventId} and kind = 'rouletteLocked'`);
    const tampered = await recountOf(['--url', origin, eventId], 'ja_JP.UTF-8');
    expect(tampered.code).toBe(1);
    expect(tampered.lines).toContain(
      'Battle: ルーレット第 1 ラウンド: シードから、スピン前に表示されたコミットメントが得られません: 不一致',
    );
    expect(tampered.lines.at(-1)).toBe('1 件のバトルが一致しません。');
  });

  it('refuses a wrong command and says why a site could not be read', async () => {
    expect((await recountOf([])).code).toBe(2);
    expect((await recountOf(['--url', 'ftp://x', 'e'])).lines).toEqual([
      'Usage: npm run recount -- --url <site address> <event id> [--database]',
    ]);
    const missing = await recountOf(['--url', origin, '2b3c1d52-6f3a-4d3c-9a0b-0f2f4e5d6c7b']);
    expect(missing.code).toBe(1);
    expect(missing.lines[0]).toMatch(/^Could not read .+\/vote-log: 404 Event data not found$/);
  });
});
