// `npm run admin -- promote <email>` / `demote <email>`: makes an account an organiser, or a user
// again, from the machine the server runs on (docs/product.md#rule-112). It opens the same database
// as the server (DATABASE_URL, else the embedded one in DATA_DIR, which must not be open elsewhere).
import type { TRole } from '@artclash/contract';
import { ConfigError } from './config.ts';
import { openDatabase, pgliteDirOf } from './db/client.ts';
import { DatabaseInUseError } from './db/pglite-lock.ts';
import { AppError } from './errors/app-error.ts';
import { loadConfig } from './load-config.ts';
import { setRole } from './modules/users/set-role.ts';
import { operatorVoice } from './lib/operator-voice.ts';

const ROLE_OF: Record<string, TRole> = { promote: 'admin', demote: 'user' };

/** Runs one command; returns the process's exit code. Messages go to `print` in the operator's language (LANG). */
export async function runAdminCli(
  args: readonly string[],
  env: Record<string, string | undefined>,
  print: (line: string) => void,
): Promise<number> {
  const { say } = operatorVoice(env, print);
  const [command = '', email = ''] = args;
  const role = ROLE_OF[command];
  if (!role || !email || args.length !== 2) {
    say('server.cliUsage');
    return 2;
  }
  let database: Awaited<ReturnType<typeof openDatabase>> | undefined;
  try {
    const config = await loadConfig(env);
    database = await openDatabase({
      databaseUrl: config.databaseUrl,
      pgliteDir: pgliteDirOf(config.dataDir),
      poolSize: 1,
    });
    // Running servers (on PostgreSQL) hear of the new role through the feed: it holds at once.
    const { db, changes } = database;
    const { account, changed } = await setRole({ db, changes, account: { email: email.trim() }, role });
    say(changed ? (role === 'admin' ? 'server.cliPromoted' : 'server.cliDemoted') : 'server.cliUnchanged', {
      email: account.email ?? email,
    });
    return 0;
  } catch (error) {
    if (error instanceof AppError) say(error.messageKey, error.details.variables);
    else if (error instanceof ConfigError || error instanceof DatabaseInUseError) print(error.message);
    else throw error;
    return 1;
  } finally {
    await database?.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exitCode = await runAdminCli(process.argv.slice(2), process.env, (line) => console.log(line));
}
