// `npm run recount -- --url <site> <eventId> [--database]`: recounts an event's votes from its published vote log
// (docs/decisions.md#416). It needs no database: anyone can download the log from a running site, check it against
// its hash, recount every battle (a voter's last entry is their vote) and compare with the published result. Run by
// an operator with `--database`, it also compares the log with the votes stored (DATABASE_URL, else the embedded one
// in DATA_DIR, which must not be open elsewhere). It checks every draw of the event's roulettes too, against the seeds
// revealed at their locks (docs/decisions.md#422).
import {
  type Language,
  type TEventByAllBattleReply,
  type TVoteLogReply,
  ZEventByAllBattleReplySchema,
  ZRouletteDrawsReplySchema,
  ZVoteLogReplySchema,
} from '@artclash/contract';
import { translate } from '@artclash/i18n';
import type { z } from 'zod';
import { ConfigError } from './config.ts';
import { type Executor, openDatabase, pgliteDirOf } from './db/client.ts';
import { DatabaseInUseError } from './db/pglite-lock.ts';
import { operatorVoice } from './lib/operator-voice.ts';
import { loadConfig } from './load-config.ts';
import { checkRound } from './modules/battles/index.ts';
import { recount, voteCounts, voteLogHash } from './modules/votes/index.ts';

type Counts = { Player1: number; Player2: number };
const shown = ({ Player1, Player2 }: Counts) => `${Player1} – ${Player2}`;
const sides = ({ Player1, Player2 }: Counts) => ({ player1: Player1, player2: Player2 });
const same = (a: Counts, b: Counts) => a.Player1 === b.Player1 && a.Player2 === b.Player2;

/** Reads one call of the site, checked against its schema; the reason it failed otherwise. */
async function read<S extends z.ZodType>(
  url: string,
  schema: S,
  language: string,
): Promise<z.infer<S> | { failed: string }> {
  try {
    const response = await fetch(url, { headers: { accept: 'application/json', 'accept-language': language } });
    const body: unknown = await response.json().catch(() => undefined);
    if (!response.ok) {
      const message = (body as { message?: unknown } | undefined)?.message;
      return { failed: `${response.status} ${typeof message === 'string' ? message : response.statusText}` };
    }
    const parsed = schema.safeParse(body);
    return parsed.success ? parsed.data : { failed: parsed.error.message };
  } catch (error) {
    return { failed: error instanceof Error ? error.message : String(error) };
  }
}

/** A database to read the stored votes from, closed after. */
type StoredVotes = () => Promise<{ db: Executor; close(): Promise<void> }>;

/** The server's own database, as its configuration names it. */
const serversDatabase =
  (env: Record<string, string | undefined>): StoredVotes =>
  async () => {
    const config = await loadConfig(env);
    return openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: pgliteDirOf(config.dataDir), poolSize: 1 });
  };

/** The votes stored in the database, by battle. */
async function storedCounts(open: StoredVotes, eventId: string) {
  const database = await open();
  try {
    return await voteCounts({ db: database.db, eventIds: [eventId] });
  } finally {
    await database.close();
  }
}

type Say = ReturnType<typeof operatorVoice>['say'];

/** Checks every revealed round of the event's roulettes (docs/decisions.md#422); answers how many do not check. */
async function checkRoulettes(
  base: string,
  eventId: string,
  result: TEventByAllBattleReply,
  { language, say }: { language: Language; say: Say },
): Promise<number> {
  const url = `${base}/backend/api/events/${encodeURIComponent(eventId)}/roulette-draws`;
  const draws = await read(url, ZRouletteDrawsReplySchema, language);
  if ('failed' in draws) return (say('server.recountFetchFailed', { url, reason: draws.failed }), 1);
  let differ = 0;
  for (const round of draws.rounds) {
    const found = result.event.battles.find((battle) => battle._id === round.battle_id);
    const battle = (language === 'ja' && found?.battle_name_jap) || found?.battle_name || round.battle_id;
    const values = { battle, round: round.round + 1, draws: round.spins.flatMap((spin) => spin.stops).length };
    if (round.seed === null) {
      say('server.rouletteCheckOpen', values);
      continue;
    }
    const problems = checkRound(round);
    for (const { problem, draw } of problems) {
      const why = translate(language, `server.rouletteProblem.${problem}`, { draw: draw ?? 0 });
      say('server.rouletteCheckDiffers', { ...values, problem: why });
    }
    if (problems.length === 0) say('server.rouletteCheckMatch', values);
    else differ += 1;
  }
  return differ;
}

/**
 * Runs one recount; returns the exit code: 0 when everything matches, 1 when not, 2 for a wrong command. With
 * `--database`, the stored votes are read from `stored` (the server's configured database unless told).
 */
export async function runRecountCli(
  args: readonly string[],
  env: Record<string, string | undefined>,
  print: (line: string) => void,
  stored: StoredVotes = serversDatabase(env),
): Promise<number> {
  const { language, say } = operatorVoice(env, print);
  const urlAt = args.indexOf('--url');
  const site = urlAt >= 0 ? args[urlAt + 1] : undefined;
  const rest = args.filter((arg, index) => index !== urlAt && index !== urlAt + 1 && arg !== '--database');
  const [eventId] = rest;
  if (!site || !eventId || rest.length !== 1 || !/^https?:\/\//.test(site)) {
    say('server.recountUsage');
    return 2;
  }
  const base = site.replace(/\/+$/, '');
  const logUrl = `${base}/backend/api/events/${encodeURIComponent(eventId)}/vote-log`;
  const log: TVoteLogReply | { failed: string } = await read(logUrl, ZVoteLogReplySchema, language);
  if ('failed' in log) return (say('server.recountFetchFailed', { url: logUrl, reason: log.failed }), 1);
  if (voteLogHash(log.entries) !== log.hash) return (say('server.recountHashWrong'), 1);
  const voters = new Set(log.entries.map((entry) => `${entry.battle_id} ${entry.voter}`)).size;
  say('server.recountHashOk', { entries: log.entries.length, voters, hash: log.hash });

  const resultUrl = `${base}/backend/api/EventByAllBattle/${encodeURIComponent(eventId)}`;
  const result = await read(resultUrl, ZEventByAllBattleReplySchema, language);
  if ('failed' in result) return (say('server.recountFetchFailed', { url: resultUrl, reason: result.failed }), 1);

  const recounted = recount(log.entries);
  let kept: Awaited<ReturnType<typeof storedCounts>> | undefined;
  if (args.includes('--database')) {
    try {
      kept = await storedCounts(stored, eventId);
    } catch (error) {
      if (!(error instanceof ConfigError || error instanceof DatabaseInUseError)) throw error;
      print(error.message);
      return 1;
    }
  }
  let differ = 0;
  for (const battle of result.event.battles) {
    const name = language === 'ja' && battle.battle_name_jap ? battle.battle_name_jap : battle.battle_name;
    const counts = recounted.get(battle._id) ?? { Player1: 0, Player2: 0 };
    const published = battle.votes;
    const matches = published !== null && same(counts, published);
    say(matches ? 'server.recountMatch' : 'server.recountDiffers', {
      battle: name,
      ...sides(counts),
      published: published ? shown(published) : '—',
    });
    let storedMatches = true;
    if (kept) {
      const inDatabase = kept.get(battle._id);
      storedMatches = inDatabase !== undefined && same(counts, inDatabase);
      say(storedMatches ? 'server.recountStoredMatch' : 'server.recountStoredDiffers', {
        battle: name,
        ...sides(counts),
        stored: inDatabase ? shown(inDatabase) : '—',
      });
    }
    if (!matches || !storedMatches) differ += 1;
  }
  differ += await checkRoulettes(base, eventId, result, { language, say });
  say(differ === 0 ? 'server.recountAllMatch' : 'server.recountSomeDiffer', { count: differ });
  return differ === 0 ? 0 : 1;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exitCode = await runRecountCli(process.argv.slice(2), process.env, (line) => console.log(line));
}
