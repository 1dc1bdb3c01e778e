import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { constants } from 'node:http2';
import { once } from 'node:events';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ZEventByAllBattleReplySchema } from '@artclash/contract';
import { count, eq } from 'drizzle-orm';
import { generate } from 'selfsigned';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OpenDatabase, openDatabase } from './db/client.ts';
import { votes } from './db/schema/index.ts';
import { loadConfig, REPO_ROOT } from './load-config.ts';
import { connectHttp2, http2Json, liveViewer } from './test/http2-client.ts';
import {
  FRONT_WORKERS,
  type Front,
  frontPorts,
  hasNginx,
  NGINX_CONF_EDIT,
  NGINX_MISSING,
  startFront,
} from './test/nginx-front.ts';
import { type ServerProcess, startServerProcess } from './test/server-process.ts';
import { newPostgresDatabase } from './test/test-database.ts';
import { missingVotes, seedVotingBattle, type Voter } from './test/vote-burst.ts';

// The deployment an operator copies from deploy/ (docs/operations.md, "N processes behind nginx"): this very
// nginx site in front of two server processes on one PostgreSQL, over TLS and HTTP/2, the viewers' streams held by
// its Nchan. One process is killed (-9) in the middle of a vote burst: no viewer
// loses its stream, no acknowledged vote is lost, and every viewer, EventByAllBattle and SQL agree on the counts.
// Debian's nginx and Nchan are installed by .ci/run; the test runs with the PostgreSQL suite.
const JWT_SECRET = 'deployment-secret-deployment-secret-deployment';
const SIGNUPS_PER_ADDRESS = 2;
/** The streams one address may hold (LIVE_STREAMS_PER_ADDRESS, and nginx's limit_conn as an operator sets it). */
const STREAMS_PER_ADDRESS = 20;
const deployFile = (name: string) => readFile(join(REPO_ROOT, 'deploy', name), 'utf8');

/** The variables deploy/artclash.env.example sets (as systemd's EnvironmentFile reads it: NAME=value lines). */
const exampleEnvironment = async (): Promise<Record<string, string>> =>
  Object.fromEntries(
    (await deployFile('artclash.env.example'))
      .split('\n')
      .filter((line) => /^[A-Z_]+=/.test(line))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );

describe.runIf(process.env.TEST_DB === 'postgres')(
  'the deployment of deploy/ (nginx, two processes, PostgreSQL)',
  () => {
    let dir: string;
    let databaseUrl: string;
    let drop: (() => Promise<void>) | undefined;
    let database: OpenDatabase | undefined;
    /** Two front servers, each this site's nginx (with Nchan) in front of both processes. */
    const fronts: Front[] = [];
    const servers: ServerProcess[] = [];
    let origin = '';
    let ca = '';
    let seed: Awaited<ReturnType<typeof seedVotingBattle>>;

    beforeAll(async () => {
      if (!hasNginx) throw new Error(NGINX_MISSING);
      dir = await mkdtemp(join(tmpdir(), 'artclash-deploy-'));
      // nginx's workers run as nobody when the test runs as root: their temporary files go where they may write.
      await chmod(dir, 0o777);
      ({ url: databaseUrl, drop } = await newPostgresDatabase());
      const pems = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
        keyType: 'ec',
        algorithm: 'sha256',
        extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
      });
      ca = pems.cert;
      await writeFile(join(dir, 'cert.pem'), pems.cert);
      await writeFile(join(dir, 'key.pem'), pems.private, { mode: 0o600 });

      // The example environment, as the unit reads it, with this run's database and secret; mail goes to the
      // outbox folder (no SMTP server in this run).
      const { SMTP_URL: _smtp, ...shared } = await exampleEnvironment();
      const ports = [await frontPorts(), await frontPorts()];
      // Two sign-ups per client address, so the test can reach the limit through nginx (docs/decisions.md#362).
      const env = {
        ...shared,
        DATABASE_URL: databaseUrl,
        JWT_SECRET,
        DATA_DIR: join(dir, 'data'),
        LOG_LEVEL: 'warn',
        LIMIT_SIGNUPS_PER_ADDRESS: String(SIGNUPS_PER_ADDRESS),
        LIVE_STREAMS_PER_ADDRESS: String(STREAMS_PER_ADDRESS),
        // Every process publishes each of its changes to both fronts.
        LIVE_ENGINE_URL: ports.map((front) => front.publishUrl).join(','),
      };
      // One at a time: the first applies the migrations.
      servers.push(await startServerProcess({ env }));
      servers.push(await startServerProcess({ env }));
      database = await openDatabase({ databaseUrl, poolSize: 2 });
      seed = await seedVotingBattle({ db: database.db, secret: JWT_SECRET, fans: 150 });
      for (const front of ports)
        fronts.push(
          await startFront({
            upstreams: servers.map((server) => server.origin),
            key: shared.LIVE_ENGINE_KEY!,
            streamsPerAddress: STREAMS_PER_ADDRESS,
            tls: { cert: join(dir, 'cert.pem'), key: join(dir, 'key.pem') },
            ports: front,
          }),
        );
      origin = fronts[0]!.origin;
    }, 180_000);

    afterAll(async () => {
      for (const front of fronts) await front.stop();
      await Promise.all(servers.map((server) => server.stop('SIGKILL')));
      await database?.close();
      await drop?.();
      if (dir) await rm(dir, { recursive: true, force: true });
    });

    it("passes the example environment through the server's own settings check", async () => {
      const config = await loadConfig({ ...(await exampleEnvironment()), PORT: '8081' });
      expect(config).toMatchObject({ demo: false, host: '127.0.0.1', publicUrl: 'https://artclash.example' });
    });

    // docs/decisions.md#436: the install's line that gives nginx one worker, run on Debian's own nginx.conf, sets the
    // worker count the fronts of these tests and of bench:live run with.
    it("gives Debian's nginx.conf the one worker the fronts here run with (operations.md's install)", async () => {
      const conf = join(dir, 'debian-nginx.conf');
      await writeFile(conf, await readFile('/etc/nginx/nginx.conf', 'utf8'));
      await new Promise<void>((resolve, reject) =>
        execFile('sed', ['-i', NGINX_CONF_EDIT, conf], (error) => (error ? reject(error) : resolve())),
      );
      const settings = (await readFile(conf, 'utf8')).match(/^\s*worker_processes .*$/gm);
      expect(settings).toEqual([`worker_processes ${FRONT_WORKERS};`]);
      expect(FRONT_WORKERS).toBe(1);
    });

    // docs/decisions.md#362: nginx appends the address it sees to the client's own X-Forwarded-For, and the
    // processes trust nginx's address alone (TRUST_PROXY=127.0.0.1 in the example). These clients come from
    // 127.0.0.2 and 127.0.0.3, each with an X-Forwarded-For of its choosing: each is counted by its real address.
    it("counts a client by its real address through nginx's appended X-Forwarded-For, whatever it sends itself", async () => {
      const signUp = async (localAddress: string, forwardedFor: string) => {
        const session = await connectHttp2(origin, ca, { localAddress });
        const { status } = await http2Json(session, 'POST', '/backend/api/register', {
          body: { email: `spoof-${randomBytes(4).toString('hex')}@example.com`, password: 'Secret123', type: 'fan' },
          headers: { 'x-forwarded-for': forwardedFor, 'accept-language': 'en' },
        });
        session.close();
        return status;
      };
      const statuses: number[] = [];
      for (let i = 1; i <= 6; i += 1) statuses.push(await signUp('127.0.0.2', `198.51.100.${i}`));
      expect(statuses).toEqual([
        ...Array<number>(SIGNUPS_PER_ADDRESS).fill(200),
        ...Array<number>(6 - SIGNUPS_PER_ADDRESS).fill(429),
      ]);
      // Another client that claims to be the first, or to be nginx itself, is still counted by its own address.
      expect(await signUp('127.0.0.3', '127.0.0.2')).toBe(200);
      expect(await signUp('127.0.0.3', '127.0.0.1')).toBe(200);
      expect(await signUp('127.0.0.3', '198.51.100.7')).toBe(429);
    });

    it('holds a small rehearsal (npm run rehearsal) through nginx, as the organiser runs it before the doors open', async () => {
      const { ADMIN_EMAIL, ADMIN_PASSWORD } = await exampleEnvironment();
      const args = ['--url', origin, '--email', ADMIN_EMAIL!];
      const rehearsal = spawn(
        process.execPath,
        [
          '--import',
          'tsx',
          join(REPO_ROOT, 'apps/server/src/rehearsal-cli.ts'),
          ...args,
          '--fans',
          '30',
          '--viewers',
          '5',
        ],
        {
          cwd: REPO_ROOT,
          // The deployment's own certificate, as an operator trusts it.
          // The password from the environment, never the command line (docs/decisions.md#361).
          env: {
            ...process.env,
            NODE_EXTRA_CA_CERTS: join(dir, 'cert.pem'),
            LANG: 'en',
            REHEARSAL_PASSWORD: ADMIN_PASSWORD!,
          },
          stdio: ['ignore', 'pipe', 'inherit'],
        },
      );
      let output = '';
      rehearsal.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const [code] = (await once(rehearsal, 'exit')) as [number | null];
      expect(output.match(/votes sent 30, acknowledged 30, counted 30, lost 0; viewers converged 5\/5/g)).toHaveLength(
        2,
      );
      expect(output).toMatch(/removed, with its accounts and votes\./);
      expect(code).toBe(0);
    }, 120_000);

    it('keeps viewers and votes through a process killed (-9) in the middle of a vote burst', async () => {
      const { eventId, battleId, voters } = seed;
      const viewers = Array.from({ length: 12 }, () => liveViewer(origin, ca, eventId));
      await Promise.all(viewers.map((viewer) => viewer.firstSnapshot));
      // Held by Nchan: no process holds a stream. One process publishes every change (docs/decisions.md#428): the
      // one killed below, so that the other takes the lead in the middle of the burst.
      const publishing = [];
      for (const server of servers) {
        const metrics = await (await fetch(`${server.origin}/backend/metrics`)).text();
        expect(metrics).toMatch(/^artclash_live_viewers 0$/m);
        publishing.push(/^artclash_live_publishing 1$/m.test(metrics));
      }
      expect(publishing.filter(Boolean)).toHaveLength(1);
      const lead = servers[publishing.indexOf(true)]!;

      // Fans vote over HTTP/2 through nginx, each on its own connection (its own phone), 15 at a time.
      const acknowledged: Voter[] = [];
      const failures = new Map<number, number>();
      let killed: Promise<number | null> | undefined;
      let next = 0;
      const fan = async () => {
        while (next < voters.length) {
          const voter = voters[next++]!;
          const session = await connectHttp2(origin, ca);
          const { status } = await http2Json(session, 'POST', '/backend/api/VotingTo', {
            body: { eventId, battleId, vote_receive_userId: voter.receiverId },
            headers: { authorization: voter.token, 'accept-language': 'en' },
          });
          session.close();
          if (status === 200) {
            acknowledged.push(voter);
            if (acknowledged.length === 40) killed = lead.stop('SIGKILL');
          } else failures.set(status, (failures.get(status) ?? 0) + 1);
        }
      };
      await Promise.all(Array.from({ length: 15 }, fan));
      await killed;
      // Only the votes under way on the killed process can fail, and nginx never sends a vote twice.
      expect(acknowledged.length).toBeGreaterThan(voters.length - 20);
      expect([...failures.keys()].every((status) => status === 502 || status === 0)).toBe(true);

      const stored = async () =>
        (await database!.db.select({ n: count() }).from(votes).where(eq(votes.battleId, battleId)))[0]!.n;
      expect(await missingVotes({ db: database!.db, battleId, acknowledged })).toEqual([]);
      const inSql = await stored();
      // A vote written as the process died has no answer: stored, never acknowledged, never counted twice.
      const unanswered = [...failures.values()].reduce((sum, n) => sum + n, 0);
      expect(inSql).toBeGreaterThanOrEqual(acknowledged.length);
      expect(inSql).toBeLessThanOrEqual(acknowledged.length + unanswered);

      // Nchan held every viewer through the kill, and every viewer shows what SQL counts.
      const total = (viewer: (typeof viewers)[number]) => {
        const counts = viewer.countsOf(battleId);
        return counts ? counts.Player1 + counts.Player2 : -1;
      };
      for (let waited = 0; viewers.some((viewer) => total(viewer) !== inSql || !viewer.online()); waited += 100) {
        if (waited > 10_000) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(viewers.flatMap((viewer) => viewer.reconnections)).toEqual([]);
      expect(viewers.map(total)).toEqual(viewers.map(() => inSql));

      const session = await connectHttp2(origin, ca);
      const reply = ZEventByAllBattleReplySchema.parse(
        (await http2Json(session, 'GET', `/backend/api/EventByAllBattle/${eventId}`)).json,
      );
      session.close();
      const battle = reply.event.battles.find((entry) => entry._id === battleId)!;
      expect(battle.votes!.Player1 + battle.votes!.Player2).toBe(inSql);
      for (const viewer of viewers) viewer.close();
    }, 120_000);

    it('holds at most LIVE_STREAMS_PER_ADDRESS streams from one address, and refuses the next with 503', async () => {
      const session = await connectHttp2(origin, ca);
      const opened = Array.from(
        { length: STREAMS_PER_ADDRESS + 2 },
        () =>
          new Promise<number>((resolve) => {
            const stream = session.request({
              [constants.HTTP2_HEADER_PATH]: `/backend/api/live/${seed.eventId}`,
              accept: 'text/event-stream',
            });
            stream.on('response', (headers) => resolve(Number(headers[constants.HTTP2_HEADER_STATUS])));
            stream.on('error', () => resolve(0));
          }),
      );
      const statuses = await Promise.all(opened);
      // Cut, as a phone leaving cuts its streams: they are given back.
      session.destroy();
      expect(statuses.filter((status) => status === 200)).toHaveLength(STREAMS_PER_ADDRESS);
      expect(statuses.filter((status) => status === 503)).toHaveLength(2);
    });

    // Past one machine (docs/operations.md, "Scaling out"): two front servers, each nginx with its Nchan, share the
    // processes, and every process publishes each change to both. A viewer on either sees every change; with
    // one front stopped, its viewers are back on the other within 2 s, where they left off.
    it('serves a viewer on either front every change, and moves the viewers of a front that stops to the other', async () => {
      const { eventId, battleId, voters } = await seedVotingBattle({ db: database!.db, secret: JWT_SECRET, fans: 20 });
      const [first, second] = fronts.map((front) => front.origin) as [string, string];
      const onFirst = Array.from({ length: 3 }, () => liveViewer([first, second], ca, eventId));
      const onSecond = Array.from({ length: 3 }, () => liveViewer([second, first], ca, eventId));
      const viewers = [...onFirst, ...onSecond];
      await Promise.all(viewers.map((viewer) => viewer.firstSnapshot));
      const vote = async (through: string, voter: Voter) => {
        const session = await connectHttp2(through, ca);
        const { status } = await http2Json(session, 'POST', '/backend/api/VotingTo', {
          body: { eventId, battleId, vote_receive_userId: voter.receiverId },
          headers: { authorization: voter.token, 'accept-language': 'en' },
        });
        session.close();
        expect(status).toBe(200);
      };
      const allShow = async (votes: number) => {
        const total = (viewer: (typeof viewers)[number]) => {
          const counts = viewer.countsOf(battleId);
          return counts ? counts.Player1 + counts.Player2 : -1;
        };
        for (let waited = 0; viewers.some((viewer) => total(viewer) !== votes); waited += 50) {
          if (waited > 5000) break;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        return viewers.map(total);
      };

      // Votes through both fronts reach the viewers of both.
      for (const [index, voter] of voters.slice(0, 10).entries()) await vote(index % 2 ? second : first, voter);
      expect(await allShow(10)).toEqual(viewers.map(() => 10));

      await fronts[0]!.stop();
      for (const voter of voters.slice(10)) await vote(second, voter);
      expect(await allShow(20)).toEqual(viewers.map(() => 20));
      const moved = onFirst.flatMap((viewer) => viewer.reconnections);
      expect(moved).toHaveLength(onFirst.length);
      expect(Math.max(...moved)).toBeLessThan(2000);
      // Back with the last entry they saw: only what they missed, not the event whole.
      expect(onFirst.map((viewer) => viewer.resumed())).toEqual(onFirst.map(() => 1));
      expect(onSecond.flatMap((viewer) => viewer.reconnections)).toEqual([]);
      for (const viewer of viewers) viewer.close();
    }, 60_000);
  },
);
