import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { ChangeFeed } from './db/change-feed.ts';
import type { Database } from './db/client.ts';
import { loadDemoIfEmpty } from './demo/load-demo.ts';
import { privateUploadsDirOf, uploadsDirOf } from './lib/uploads-dir.ts';
import { ensureOrganiser } from './modules/accounts/index.ts';

/** What the database needs before the first request: the configured organiser, and demo content on an empty database. */
export async function prepareDatabase({
  db,
  changes,
  config,
  log,
}: {
  db: Database;
  changes: ChangeFeed;
  config: Config;
  log: FastifyBaseLogger;
}): Promise<void> {
  if (config.admin) {
    await ensureOrganiser({ db, changes, ...config.admin });
    log.info({ email: config.admin.email }, 'organiser ensured');
  }
  if (config.demo) {
    const started = performance.now();
    const loaded = await loadDemoIfEmpty({
      db,
      uploadsDir: uploadsDirOf(config),
      privateUploadsDir: privateUploadsDirOf(config),
      now: new Date(),
    });
    if (loaded) log.info({ ms: Math.round(performance.now() - started) }, 'demo content loaded');
  }
}
