import { join } from 'node:path';
import type { Config } from '../config.ts';

/** Where uploaded and demo images live: DATA_DIR/uploads, served at /backend/uploads/ (§7). */
export const uploadsDirOf = (config: Pick<Config, 'dataDir'>): string => join(config.dataDir, 'uploads');
