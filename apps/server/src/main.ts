import { ConfigError, type Config } from './config.ts';
import { buildApp } from './app.ts';
import { openDatabase, pgliteDirOf } from './db/client.ts';
import { loadConfig } from './load-config.ts';

async function configOrExit(): Promise<Config> {
  try {
    return await loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

const config = await configOrExit();
const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: pgliteDirOf(config.dataDir) });
const app = await buildApp(config, { db: database.db });
await app.listen({ port: config.port, host: config.host });
app.log.info(`${config.productName} is ready at ${config.publicUrl} (database: ${database.kind})`);

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
