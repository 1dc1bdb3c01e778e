// `npm start`: builds the web app and the server bundle only when a build is missing or older than the
// sources (docs/decisions.md#246), then runs the server in this same process, so a supervisor's signals
// reach it. `npm run serve` runs the build as it is.
import { spawnSync } from 'node:child_process';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const outputs = ['apps/web/dist/index.html', 'apps/server/dist/main.js'];
const sources = [
  'package-lock.json',
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/server/src',
  'apps/server/scripts/build.mjs',
  'packages/contract/src',
  'packages/i18n/src',
];
const isTest = (name) => /\.test\.tsx?$/.test(name);

/** The newest modification time under `path` (a file or a folder, tests left out); 0 when it does not exist. */
async function newest(path) {
  const info = await stat(path).catch(() => undefined);
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  const entries = await readdir(path, { withFileTypes: true });
  const times = await Promise.all(
    entries.filter((entry) => !isTest(entry.name)).map((entry) => newest(join(path, entry.name))),
  );
  return Math.max(info.mtimeMs, ...times);
}

const built = await Promise.all(
  outputs.map((path) =>
    stat(join(root, path)).then(
      (info) => info.mtimeMs,
      () => 0,
    ),
  ),
);
const changed = Math.max(...(await Promise.all(sources.map((path) => newest(join(root, path))))));
if (Math.min(...built) < changed) {
  console.error(
    built.includes(0) ? 'start: no build yet, building' : 'start: sources changed since the build, building',
  );
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
process.setSourceMapsEnabled(true);
await import(pathToFileURL(join(root, 'apps/server/dist/main.js')).href);
