import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseEnv } from '../apps/server/src/config.ts';

// docs/operations.md's Security section names every cap and setting that guards the server, with the default the
// server really has (issue 22): a setting added, renamed or given another default fails here until the page says so.
const root = join(import.meta.dirname, '..');
const operations = readFileSync(join(root, 'docs/operations.md'), 'utf8');
const security = operations.slice(
  operations.indexOf('## Security'),
  operations.indexOf('\n## ', operations.indexOf('## Security') + 1),
);

/** The settings of config.ts's environment schema: its keys, four spaces in. */
const settings = [
  ...readFileSync(join(root, 'apps/server/src/config.ts'), 'utf8').matchAll(/^ {4}([A-Z][A-Z0-9_]+):/gm),
].map((match) => match[1]!);
/** Those that limit someone or something: the attempt and upload ceilings, the stream and image caps, the cache, the client's address. */
const guarding = settings.filter((name) => /^(LIMIT_|LIVE_STREAM|IMAGE_)|^(REPLY_CACHE_MS|TRUST_PROXY)$/.test(name));

describe("docs/operations.md's Security section", () => {
  it('finds the settings in config.ts', () => {
    expect(guarding).toEqual(
      expect.arrayContaining([
        'LIMIT_NEW_TAGS_PER_USER',
        'LIVE_STREAMS_PER_ADDRESS',
        'IMAGE_MAX_MEGAPIXELS',
        'TRUST_PROXY',
      ]),
    );
    expect(guarding.length).toBeGreaterThanOrEqual(15);
  });

  it('names every setting that guards the server with its default', () => {
    const defaults = parseEnv({}) as Record<string, unknown>;
    const missing = guarding.filter((name) => {
      const value = defaults[name];
      // `NAME` (default) or `NAME` (default; range); a default worked out at start (LIVE_STREAMS_MAX) says how.
      const shown = value === undefined ? '[^)]+' : String(value).replace('.', '\\.');
      return !new RegExp(`\`${name}\` \\((${shown})[;)]`).test(security);
    });
    expect(missing).toEqual([]);
  });

  it('names only test files that exist, and a test by its path for each failure the second trust review found', () => {
    // Every test file of the workspaces' sources, by its path from the root.
    const sources = ['apps', 'packages'].flatMap((top) =>
      readdirSync(join(root, top)).flatMap((workspace) => {
        const src = join(top, workspace, 'src');
        return existsSync(join(root, src))
          ? readdirSync(join(root, src), { recursive: true, encoding: 'utf8' }).map((path) => join(src, path))
          : [];
      }),
    );
    const named = [...new Set([...security.matchAll(/`([\w./-]+\.test\.tsx?)`/g)].map((match) => match[1]!))];
    expect(named.length).toBeGreaterThanOrEqual(15);
    const missing = named.filter((name) =>
      name.includes('/') ? !existsSync(join(root, name)) : !sources.some((path) => path.endsWith(`/${name}`)),
    );
    expect(missing).toEqual([]);

    // Issue 29's ten failures, a row each, every row naming its test by the path from the root.
    const table = security.slice(security.indexOf('What the second trust review (issue 29) found'));
    const rows = table.split('\n').filter((line) => line.startsWith('| ') && !/^\| (what was found|-)/.test(line));
    expect(rows).toHaveLength(10);
    for (const row of rows) expect(row, row).toMatch(/`(apps|packages)\/[\w./-]+\.test\.tsx?`/);
  });
});
