import { defineConfig } from 'vitest/config';

// The server suite runs on embedded PGlite always, and again on PostgreSQL when TEST_DATABASE_URL is set.
const serverOnPostgres = process.env.TEST_DATABASE_URL
  ? [{ extends: './apps/server/vitest.config.ts', test: { name: 'server:postgres', env: { TEST_DB: 'postgres' } } }]
  : [];

export default defineConfig({
  test: {
    // Vitest leaves a core free by default: one test file at a time on the 2-core machines CI runs on, while
    // most files spend their time waiting on PGlite or PostgreSQL. Two at a time (each file has its own database).
    maxWorkers: 2,
    projects: [
      'packages/*',
      { extends: './apps/server/vitest.config.ts', test: { name: 'server:pglite', env: { TEST_DB: 'pglite' } } },
      ...serverOnPostgres,
      'apps/web',
      // The linter's import boundaries, tested on fixtures (eslint.zones.js).
      // Its first ESLint (with the TypeScript resolver) takes seconds to start, more on a busy machine.
      // and the type-checked rules (eslint.promises.test.ts), which read the web app's project.
      { test: { name: 'lint', include: ['eslint.*.test.ts'], environment: 'node', testTimeout: 120_000 } },
      // The docs' own checks (every cited decision exists).
      { test: { name: 'docs', include: ['docs/*.test.ts'], environment: 'node' } },
    ],
  },
});
