import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/** Whether a test file replaces or reloads modules (`vi.mock`, `vi.resetModules`), so needs a module graph of its own. */
const needsOwnModules = (source: string) => source.includes('vi.mock(') || source.includes('vi.resetModules(');

/**
 * An app's suite as two projects. In the first, test files share their worker's loaded modules instead of importing
 * the app's libraries again each time (docs/decisions.md#334): every file builds what it tests (the server its own
 * app and database). A file that replaces a module with `vi.mock` needs a module graph of its own, so it runs in the
 * second; the files are found by reading them. `runs` chooses the files by their code.
 */
function sharingModules(
  app: string,
  extension: RegExp,
  project: { name: string; extends: string; env?: Record<string, string>; runs?: (source: string) => boolean },
): TestProjectInlineConfiguration[] {
  const root = join(import.meta.dirname, app);
  const files = (readdirSync(join(root, 'src'), { recursive: true }) as string[])
    .filter((file) => extension.test(file))
    .map((file) => `src/${file.split('\\').join('/')}`)
    .map((file) => ({ file, source: readFileSync(join(root, file), 'utf8') }));
  const runs = project.runs ?? (() => true);
  const apart = (own: boolean) =>
    files.filter(({ source }) => !runs(source) || needsOwnModules(source) !== own).map(({ file }) => file);
  const common = { root, env: project.env };
  return [
    {
      extends: join(import.meta.dirname, project.extends),
      test: { ...common, name: project.name, isolate: false, exclude: [...configDefaults.exclude, ...apart(false)] },
    },
    {
      extends: join(import.meta.dirname, project.extends),
      // The extended include is kept, so this project leaves out every other file instead.
      test: { ...common, name: `${project.name}:own-modules`, exclude: [...configDefaults.exclude, ...apart(true)] },
    },
  ];
}

/**
 * A server test file that reaches a database: through the test app or database helpers, or by the database it hands
 * a process. The others (pure functions, the live hub's parts, a start that logs) run once, on the default PGlite.
 */
const usesDatabase = (source: string) =>
  /test\/(helper|test-database|accounts|posts)|TEST_DB|openDatabase|DATABASE_URL/.test(source);

/** The server suite on one database. */
const serverOn = (db: 'pglite' | 'postgres') =>
  sharingModules('apps/server', /\.test\.ts$/, {
    name: `server:${db}`,
    extends: './apps/server/vitest.config.ts',
    env: { TEST_DB: db },
    runs: db === 'postgres' ? usesDatabase : undefined,
  });

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
      // The web's files run each in its own module graph: the app keeps state for a page's life (the first
      // replies, the toasts showing, what the page keeps offline, the screens' loaded code), which files sharing
      // modules would see from one another in whatever order the workers take them.
      'apps/web',
      // The linters' rules, tested on fixtures: the import boundaries (eslint.zones.js), the effect rule, and oxlint's
      // cycles and type-aware rules, which read the web app's project. The first ESLint (with the TypeScript
      // resolver) takes seconds to start, more on a busy machine.
      {
        test: {
          name: 'lint',
          include: ['eslint.*.test.ts', 'oxlint.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
        },
      },
      // The docs' own checks: every cited decision and product rule exists, and what operations.md, architecture.md
      // and performance.md say of the code is read from the code.
      { test: { name: 'docs', include: ['docs/*.test.ts'], environment: 'node' } },
    ],
  },
});
