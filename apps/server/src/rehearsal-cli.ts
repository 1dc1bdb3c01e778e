// `npm run rehearsal -- --url <origin> --email <organiser> --fans F --viewers V --battles B`:
// will this deployment hold tonight's room? Against any running deployment, it makes a throwaway rehearsal
// (an unlisted event, its battles and F signed-in rehearsal fans), runs each battle as the organiser would
// (stage, roulette, timer, voting) while V viewers watch the live stream, prints per battle what was sent,
// acknowledged, counted and lost, how long viewers took to show it, and deletes the rehearsal with its
// accounts at the end, and when it is stopped (Ctrl-C, SIGTERM) too (docs/operations.md, "Event night";
// docs/decisions.md#250, #360). `--clean` removes every rehearsal a killed run left. The organiser's password
// comes from REHEARSAL_PASSWORD or is asked, never from the command line, which every user sees in ps
// (docs/decisions.md#361). A deployment behind a certificate of its own: NODE_EXTRA_CA_CERTS=<its certificate>.
import { parseArgs } from 'node:util';
import {
  type TRehearsalCreateReply,
  ZAdminBattlesReplySchema,
  ZLiveSnapshotSchema,
  ZLiveVotesSchema,
  ZRehearsalListReplySchema,
} from '@artclash/contract';
import { translate } from '@artclash/i18n';
import { operatorVoice } from './lib/operator-voice.ts';

type Print = (line: string) => void;

/** Where the organiser's password comes from when it is not asked in a terminal (docs/decisions.md#361). */
const PASSWORD_VARIABLE = 'REHEARSAL_PASSWORD';

/** The exit code of a run stopped by a signal, as a shell reports one killed by it. */
const STOPPED_CODES: Record<string, number> = { SIGINT: 130, SIGTERM: 143 };

/** Thrown inside a run when the operator stopped it: the rehearsal is removed on the way out. */
class Stopped extends Error {}

export interface RehearsalControls {
  /** Aborted (with the signal's name) when the operator stops the run: the rehearsal is removed before it ends. */
  signal?: AbortSignal;
  /** Asks the organiser's password when REHEARSAL_PASSWORD is unset; absent where no one can answer. */
  askPassword?: (question: string) => Promise<string | undefined>;
}

const percentile = (values: number[], p: number) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
};
const ms = (value: number) => Math.round(value);

/** A viewer of the live stream (fetch, as a browser's EventSource reads it): the latest total of each battle, and when each total arrived. */
function watch(origin: string, eventId: string) {
  const controller = new AbortController();
  const totals = new Map<string, number>();
  const seen: { battleId: string; total: number; at: number }[] = [];
  const ready = (async () => {
    const response = await fetch(`${origin}/backend/api/live/${eventId}?lang=en`, {
      headers: { accept: 'text/event-stream' },
      signal: controller.signal,
    });
    if (!response.ok || !response.body) throw new Error(`live stream: ${response.status}`);
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    let resolveFirst!: () => void;
    const first = new Promise<void>((resolve) => (resolveFirst = resolve));
    void (async () => {
      for (;;) {
        const chunk = await reader.read().catch(() => ({ done: true as const, value: undefined }));
        if (chunk.done) return;
        buffer += chunk.value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const lines = buffer.slice(0, end).split('\n');
          buffer = buffer.slice(end + 2);
          const name = lines.find((line) => line.startsWith('event: '))?.slice(7);
          const data = lines.find((line) => line.startsWith('data: '))?.slice(6);
          if (!name || data === undefined) continue;
          const at = performance.now();
          if (name === 'snapshot') {
            for (const battle of ZLiveSnapshotSchema.parse(JSON.parse(data)).event.battles)
              if (battle.votes) totals.set(battle._id, battle.votes.Player1 + battle.votes.Player2);
            resolveFirst();
          } else if (name === 'votes') {
            const { battleId, votes } = ZLiveVotesSchema.parse(JSON.parse(data));
            totals.set(battleId, votes.Player1 + votes.Player2);
            seen.push({ battleId, total: votes.Player1 + votes.Player2, at });
          }
        }
      }
    })();
    await first;
  })();
  return {
    ready,
    totalOf: (battleId: string) => totals.get(battleId) ?? 0,
    seen,
    close: () => void controller.abort(),
  };
}

/**
 * Runs a rehearsal, or with `--clean` removes those left; returns the process's exit code (0 when no
 * acknowledged vote was lost and every viewer converged; 130 or 143 when stopped by SIGINT or SIGTERM).
 */
export async function runRehearsal(
  args: readonly string[],
  env: Record<string, string | undefined>,
  print: Print,
  { signal, askPassword }: RehearsalControls = {},
): Promise<number> {
  const { language, say } = operatorVoice(env, print);
  let options;
  try {
    options = parseArgs({
      args: [...args],
      options: {
        url: { type: 'string' },
        email: { type: 'string' },
        // Named only to be refused with the way to give it (docs/decisions.md#361).
        password: { type: 'string' },
        clean: { type: 'boolean', default: false },
        fans: { type: 'string', default: '50' },
        viewers: { type: 'string', default: '20' },
        battles: { type: 'string', default: '2' },
      },
    }).values;
  } catch {
    say('server.rehearsalUsage');
    return 2;
  }
  const [fans, viewers, battles] = [options.fans, options.viewers, options.battles].map(Number);
  const counts = [fans, viewers, battles] as number[];
  if (options.password !== undefined) {
    say('server.rehearsalPasswordFlag');
    return 2;
  }
  if (!options.url || !options.email || counts.some((n) => !Number.isInteger(n) || n < 1)) {
    say('server.rehearsalUsage');
    return 2;
  }
  const password =
    env[PASSWORD_VARIABLE] ||
    (await askPassword?.(translate(language, 'server.rehearsalPasswordPrompt', { email: options.email })));
  if (!password) {
    say('server.rehearsalNoPassword');
    return 2;
  }
  const stoppedCode = () => STOPPED_CODES[String(signal?.reason)] ?? 130;
  const origin = options.url.replace(/\/+$/, '');
  /** One call; a stop aborts it unless it is `lasting` (the rehearsal's making and removal must finish). */
  const call = async (method: string, path: string, body?: object, token?: string, lasting = false) => {
    const response = await fetch(`${origin}${path}`, {
      method,
      headers: {
        'accept-language': language,
        ...(body && { 'content-type': 'application/json' }),
        ...(token && { authorization: token }),
      },
      body: body && JSON.stringify(body),
      signal: lasting ? AbortSignal.timeout(120_000) : signal,
    }).catch(() => undefined);
    const json = (await response?.json().catch(() => undefined)) as Record<string, unknown> | undefined;
    return { status: response?.status ?? 0, json };
  };

  const login = await call('POST', '/backend/api/login', { email: options.email, password });
  if (signal?.aborted) return stoppedCode();
  const token = login.json?.token;
  if (login.status !== 200 || typeof token !== 'string') {
    say('server.rehearsalRefused', { status: login.status, message: String(login.json?.message ?? '') });
    return 1;
  }
  const remove = async (eventId: string) => {
    const removed = await call('DELETE', `/backend/admin-api/events/${eventId}`, undefined, token, true);
    say(removed.status === 200 ? 'server.rehearsalRemoved' : 'server.rehearsalNotRemoved', { eventId });
    return removed.status === 200;
  };

  if (options.clean) {
    // What a killed run left: every rehearsal event, found by its mark, goes with its accounts and votes.
    const listed = await call('GET', '/backend/admin-api/rehearsals', undefined, token, true);
    if (listed.status !== 200) {
      say('server.rehearsalRefused', { status: listed.status, message: String(listed.json?.message ?? '') });
      return 1;
    }
    const { rehearsals } = ZRehearsalListReplySchema.parse(listed.json);
    if (rehearsals.length === 0) say('server.rehearsalsNone');
    let removedAll = true;
    for (const left of rehearsals) if (!(await remove(left._id))) removedAll = false;
    return removedAll ? 0 : 1;
  }

  // A stop from here on removes the rehearsal: one under way is made to the end, so that its event is known.
  const stopping = () => {
    say('server.rehearsalInterrupted', { signal: String(signal?.reason ?? 'SIGINT') });
  };
  signal?.addEventListener('abort', stopping, { once: true });
  const made = await call('POST', '/backend/admin-api/rehearsals', { battles, fans }, token, true);
  if (made.status !== 200) {
    signal?.removeEventListener('abort', stopping);
    say('server.rehearsalRefused', { status: made.status, message: String(made.json?.message ?? '') });
    return signal?.aborted ? stoppedCode() : 1;
  }
  const rehearsal = made.json as unknown as TRehearsalCreateReply;
  const eventId = rehearsal.event_id;
  const going = () => {
    if (signal?.aborted) throw new Stopped();
  };
  const control = async (path: string, body: object, method = 'POST') => {
    going();
    const { status, json } = await call(method, path, body, token);
    going();
    if (status !== 200) throw new Error(`${path}: ${status} ${String(json?.message ?? '')}`);
  };
  const screens = Array.from({ length: viewers! }, () => watch(origin, eventId));
  let healthy = true;
  try {
    going();
    await Promise.race([
      Promise.all(screens.map((screen) => screen.ready)),
      new Promise((_, reject) => signal?.addEventListener('abort', () => reject(new Stopped()), { once: true })),
    ]);
    say('server.rehearsalStarted', { eventId, fans: fans!, viewers: viewers!, battles: battles! });
    for (const [index, battle] of rehearsal.battles.entries()) {
      const battleId = battle._id;
      await control(`/backend/admin-api/events/${eventId}/show/current`, { battleId }, 'PUT');
      for (const [action, from] of [
        ['spin', 'idle'],
        ['stop', 'spinning'],
        ['lock', 'stopped'],
      ] as const)
        await control(`/backend/admin-api/events/${eventId}/show/roulette`, { battleId, action, from });
      await control('/backend/admin-api/EventSingleBattleTimeStart', { eventId, battleId, bt_status: '' });
      await control(`/backend/admin-api/battles/${battleId}/move`, { move: 'openVoting', from: 'live' });

      // Every fan votes once, 50 at a time, for a player at random; the send time of the n-th acknowledged
      // vote is when a screen should first show a total of n.
      const replies: number[] = [];
      const acknowledgedAt: number[] = [];
      const errors = new Map<number, number>();
      let next = 0;
      await Promise.all(
        Array.from({ length: Math.min(50, rehearsal.fans.length) }, async () => {
          while (next < rehearsal.fans.length && !signal?.aborted) {
            const fan = rehearsal.fans[next++]!;
            const sentAt = performance.now();
            const { status } = await call(
              'POST',
              '/backend/api/VotingTo',
              {
                eventId,
                battleId,
                vote_receive_userId: Math.random() < 0.5 ? battle.player1_id : battle.player2_id,
              },
              fan.token,
            );
            if (signal?.aborted) return;
            replies.push(performance.now() - sentAt);
            if (status === 200) acknowledgedAt.push(sentAt);
            else errors.set(status, (errors.get(status) ?? 0) + 1);
          }
        }),
      );
      going();
      const lastReply = performance.now();
      acknowledgedAt.sort((a, b) => a - b);
      const acknowledged = acknowledgedAt.length;

      // Viewers converged: each shows the acknowledged total, within 10 s of the last reply.
      while (
        screens.some((screen) => screen.totalOf(battleId) < acknowledged) &&
        performance.now() - lastReply < 10_000
      ) {
        going();
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const converged = screens.filter((screen) => screen.totalOf(battleId) >= acknowledged).length;
      const convergedMs = performance.now() - lastReply;
      const toViewer = screens.flatMap((screen) =>
        screen.seen
          .filter((message) => message.battleId === battleId && message.total > 0)
          .map((message) => message.at - acknowledgedAt[Math.min(message.total, acknowledged) - 1]!)
          .filter((latency) => latency >= 0),
      );

      await control(`/backend/admin-api/battles/${battleId}/move`, { move: 'closeVoting', from: 'live' });
      // The organiser's reading: counts even while the bar is hidden from the public.
      const reply = ZAdminBattlesReplySchema.parse(
        (await call('GET', `/backend/admin-api/events/${eventId}/battles`, undefined, token)).json,
      );
      const counted = reply.battles.find((entry) => entry._id === battleId)!.votes ?? { Player1: 0, Player2: 0 };
      const total = counted.Player1 + counted.Player2;
      await control(`/backend/admin-api/battles/${battleId}/move`, {
        move: 'complete',
        from: 'voting_closed',
        ...(counted.Player1 === counted.Player2 && { draw: true }),
      });
      const lost = Math.max(0, acknowledged - total);
      if (lost > 0 || converged < screens.length) healthy = false;
      say('server.rehearsalBattle', {
        battle: index + 1,
        sent: rehearsal.fans.length,
        acknowledged,
        counted: total,
        lost,
        converged,
        viewers: screens.length,
        convergedMs: ms(convergedMs),
        replyP50: ms(percentile(replies, 50)),
        replyP95: ms(percentile(replies, 95)),
        viewerP50: ms(percentile(toViewer, 50)),
        viewerP95: ms(percentile(toViewer, 95)),
        errors: [...errors].map(([status, n]) => `${status}×${n}`).join(' ') || '—',
      });
    }
  } catch (error) {
    healthy = false;
    if (!(error instanceof Stopped) && !signal?.aborted)
      say('server.rehearsalFailed', { reason: error instanceof Error ? error.message : String(error) });
  } finally {
    for (const screen of screens) screen.close();
    signal?.removeEventListener('abort', stopping);
    await remove(eventId);
  }
  if (signal?.aborted) return stoppedCode();
  return healthy ? 0 : 1;
}

/** Reads a password typed in the terminal without showing it; Ctrl-C leaves as a stop would, having made nothing. */
function askInTerminal(question: string): Promise<string | undefined> {
  const { stdin, stdout } = process;
  return new Promise((resolve) => {
    let typed = '';
    const done = (value: string | undefined) => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      stdout.write('\n');
      resolve(value);
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n' || char === '\u0004') {
          done(typed);
          return;
        }
        if (char === '\u0003') {
          done(undefined);
          process.exit(STOPPED_CODES.SIGINT);
        }
        typed = char === '\u007f' || char === '\b' ? typed.slice(0, -1) : typed + char;
      }
    };
    stdout.write(question);
    stdin.setEncoding('utf8');
    stdin.setRawMode(true);
    stdin.resume();
    stdin.on('data', onData);
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const stop = new AbortController();
  for (const name of ['SIGINT', 'SIGTERM'] as const)
    process.on(name, () => {
      // A second signal while the rehearsal is being removed leaves at once: `--clean` removes what is left.
      if (stop.signal.aborted) process.exit(STOPPED_CODES[name]);
      stop.abort(name);
    });
  process.exitCode = await runRehearsal(process.argv.slice(2), process.env, (line) => console.log(line), {
    signal: stop.signal,
    askPassword: process.stdin.isTTY ? askInTerminal : undefined,
  });
}
