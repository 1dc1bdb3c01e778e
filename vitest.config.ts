import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const serverRoot = join(import.meta.dirname, 'apps/server');

/**
 * The server's test files that replace a module (`vi.mock`): they need a module graph of their own. Every other
 * server file builds its own app and database, so files share one worker's loaded modules instead of importing
 * Fastify, Drizzle and the app again each time (docs/decisions.md#334).
 */
const serverTests = (readdirSync(join(serverRoot, 'src'), { recursive: true }) as string[])
  .filter((file) => file.endsWith('.test.ts'))
  .map((file) => `src/${file.split('\\').join('/')}`);
const replacingModules = serverTests.filter((file) =>
  readFileSync(join(serverRoot, file), 'utf8').includes('vi.mock('),
);

/** The server suite on one database: its files side by side in each worker, and those that replace a module apart. */
const serverOn = (db: 'pglite' | 'postgres'): TestProjectInlineConfiguration[] => [
  {
    extends: './apps/server/vitest.config.ts',
    test: {
      name: `server:${db}`,
      env: { TEST_DB: db },
      isolate: false,
      exclude: [...configDefaults.exclude, ...replacingModules],
    },
  },
  {
    extends: './apps/server/vitest.config.ts',
    // The extended include is kept, so this project leaves out every other file instead.
    test: {
      name: `server:${db}:own-modules`,
      env: { TEST_DB: db },
      exclude: [...configDefaults.exclude, ...serverTests.filter((file) => !replacingModules.includes(file))],
    },
  },
];

export default defineConfig({
  test: {
    // Vitest leaves a core free by default: one test file at a time on the 2-core machines CI runs on, while
    // most files spend their time waiting on PGlite or PostgreSQL. Two at a time (each file has its own database).
    maxWorkers: 2,
    projects: [
      'packages/*',
      // The server suite runs on embedded PGlite always, and again on PostgreSQL when TEST_DATABASE_URL is set.
      ...serverOn('pglite'),
      ...(process.env.TEST_DATABASE_URL ? serverOn('postgres') : []),
      'apps/web',
      // The linter's import boundaries, tested on fixtures (eslint.zones.js), and the type-checked rules
      // (eslint.promises.test.ts), which read the web app's project.
      // Its first ESLint (with the TypeScript resolver) takes seconds to start, more on a busy machine.
      {
        test: {
          name: 'lint',
          include: ['eslint.*.test.ts', 'oxlint.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
        },
      },
      // The docs' own checks (every cited decision exists).
      { test: { name: 'docs', include: ['docs/*.test.ts'], environment: 'node' } },
    ],
  },
});
