import { join } from 'node:path';
import type { Config } from '../config.ts';

/** Where uploaded and demo images live: DATA_DIR/uploads, served at /backend/uploads/ (§7). */
export const uploadsDirOf = (config: Pick<Config, 'dataDir'>): string => join(config.dataDir, 'uploads');

/**
 * Where images that are not for everyone live: DATA_DIR/private-uploads, outside the static route's
 * root, served only through signed addresses (docs/decisions.md#134).
 */
export const privateUploadsDirOf = (config: Pick<Config, 'dataDir'>): string => join(config.dataDir, 'private-uploads');
