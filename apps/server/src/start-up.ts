import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { loadDemoIfEmpty } from './demo/load-demo.ts';
import { uploadsDirOf } from './lib/uploads-dir.ts';
import { ensureOrganiser } from './modules/accounts/index.ts';

/** What the database needs before the first request: the configured organiser, and demo content on an empty database. */
export async function prepareDatabase({ db, config, log }: { db: Database; config: Config; log: FastifyBaseLogger }): Promise<void> {
  if (config.admin) {
    await ensureOrganiser({ db, ...config.admin });
    log.info({ email: config.admin.email }, 'organiser ensured');
  }
  if (config.demo) {
    const started = performance.now();
    const loaded = await loadDemoIfEmpty({ db, uploadsDir: uploadsDirOf(config), now: new Date() });
    if (loaded) log.info({ ms: Math.round(performance.now() - started) }, 'demo content loaded');
  }
}
