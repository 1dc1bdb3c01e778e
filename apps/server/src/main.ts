import { ConfigError, type Config } from './config.ts';
import { openDatabase, pgliteDirOf } from './db/client.ts';
import { phoneReachOf, unreachableLine } from './lib/phone-reach.ts';
import { loadConfig } from './load-config.ts';
import { createOwnerOnly, keepToOwner } from './lib/owner-only.ts';

// What the server writes (the session key, the database, uploads, mail) is its owner's alone, from the first
// file on; an existing DATA_DIR is made so before the database opens (docs/decisions.md#358).
createOwnerOnly();

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
const notOwnerOnly = await keepToOwner(config.dataDir);
// The database opens (PGlite compiles its WebAssembly off the main thread) while the app's modules load.
const opening = openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: pgliteDirOf(config.dataDir) }).catch(
  (error: unknown) => {
    // Drizzle wraps the driver's error; its cause says what is wrong (no such database, refused connection).
    const reason =
      error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
    console.error(
      `Could not open the database${config.databaseUrl ? ' at DATABASE_URL' : ` in ${pgliteDirOf(config.dataDir)}`}: ${reason}`,
    );
    process.exit(1);
  },
);
const { buildApp } = await import('./app.ts');
const database = await opening;
const app = await buildApp(config, { db: database.db, changes: database.changes, pool: database.pool });
await app.listen({ port: config.port, host: config.host });
app.log.info(`${config.productName} is ready at ${config.publicUrl} (database: ${database.kind})`);
// A PUBLIC_URL of localhost sends every phone in the room to itself: the operator learns it here (docs/decisions.md#346).
const reach = phoneReachOf(config);
const unreachable = unreachableLine(config.publicUrl, reach);
if (unreachable) app.log.warn({ lanUrls: reach.lanUrls }, unreachable);
if (notOwnerOnly.length > 0)
  app.log.warn(
    { paths: notOwnerOnly.slice(0, 10), count: notOwnerOnly.length },
    `DATA_DIR (${config.dataDir}) holds files whose mode could not be made owner-only: change their owner to this user`,
  );

let closing = false;
/**
 * A stop that loses nothing (docs/decisions.md#249): `ready` answers 503 from here, new requests are refused,
 * live viewers are told to reconnect, every request under way (a vote in a pending batch too) is answered
 * after its write, and the last change notices go out before the database closes.
 */
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  // A request that never ends must not keep a supervisor waiting forever.
  setTimeout(() => process.exit(1), 20_000).unref();
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
