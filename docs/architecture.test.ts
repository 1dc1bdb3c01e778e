import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { endpoints } from '../packages/contract/src/endpoints.ts';
import { firstScreens } from '../packages/contract/src/first-screens.ts';
import { JOIN_PATH } from '../packages/contract/src/rules/join-address.ts';

// docs/architecture.md names the server's errors, its paths and the web app's cache-key factories, which drifted
// from the code as it grew (issue 33): each list is read here from the code, and a name added, renamed or removed
// on either side fails until the page says so.
const root = join(import.meta.dirname, '..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');
const architecture = read('docs/architecture.md');

/** The text from a heading to the next heading of the same or a higher level. */
function section(heading: string): string {
  const start = architecture.indexOf(`\n${heading}\n`);
  if (start < 0) throw new Error(`docs/architecture.md has no '${heading}'`);
  const level = heading.split(' ')[0]!;
  const next = architecture.slice(start + heading.length + 2).search(new RegExp(`\\n#{1,${level.length}} `));
  return architecture.slice(start, next < 0 ? undefined : start + heading.length + 2 + next);
}

/** The source files (not tests, not test helpers) under a folder, by their path from the root. */
const sourcesUnder = (folder: string, extension: RegExp): string[] =>
  readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .map((file) => file.split('\\').join('/'))
    .filter((file) => extension.test(file) && !/\.test\.tsx?$/.test(file) && !file.startsWith('test/'))
    .map((file) => `${folder}/${file}`);

/** `/backend/api/live/:eventId` → `/backend/api`. */
const prefixOf = (path: string) => path.split('/').slice(0, 3).join('/');

describe("docs/architecture.md's errors", () => {
  // The one table of the app's refusals: `name: status,` in ERROR_STATUS.
  const source = read('apps/server/src/errors/app-error.ts');
  const table = source.slice(source.indexOf('const ERROR_STATUS = {'), source.indexOf('} as const;'));
  const codes = [...table.matchAll(/^ {2}(\w+): (\d{3}),$/gm)].map((match) => `${match[1]} ${match[2]}`);

  it('finds the codes in app-error.ts', () => {
    expect(codes).toEqual(expect.arrayContaining(['invalidInput 400', 'notFound 404', 'unavailable 503']));
  });

  it('lists every code AppError takes, with its status, and no other', () => {
    const errors = section('### Errors and replies');
    const listed = [...errors.matchAll(/`(\w+)` \((\d{3})\b/g)].map((match) => `${match[1]} ${match[2]}`);
    expect(listed.toSorted()).toEqual(codes.toSorted());
  });

  it("matches the statuses a call's refusals may declare in the contract", () => {
    const contract = read('packages/contract/src/calls/define-call.ts');
    const union = /export type RefusalStatus = ([^;]+);/.exec(contract)?.[1] ?? '';
    const refusals = union.split('|').map((status) => status.trim());
    const statuses = [...new Set(codes.map((code) => code.split(' ')[1]!))];
    expect(refusals.toSorted()).toEqual(statuses.toSorted());
  });
});

describe("docs/architecture.md's paths", () => {
  const server = sourcesUnder('apps/server/src', /\.ts$/).map((file) => ({ file, text: read(file) }));

  // A route the server registers itself (`app.get('/backend/…'`, `app.get<…>(JOIN_PATH`) by its first argument, and
  // a plugin's or a static folder's `prefix`/`routePrefix`; the contract's calls are registered from endpoints.ts.
  const registrations = server.flatMap(({ file, text }) =>
    [...text.matchAll(/\bapp\.(?:get|post|put|delete|patch|head|options|all)\b(?:<[^(]*>)?\(\s*([^,\s)]+)/g)].map(
      (match) => ({ file, argument: match[1]! }),
    ),
  );
  const prefixes = server.flatMap(({ text }) =>
    [...text.matchAll(/\b(?:routePrefix|prefix)\s*:\s*(['"`])([^'"`]*)\1/g)].map((match) => match[2]!),
  );
  /** A route registered by a name, not a literal: what it is. `null`: one of the web app's own pages. */
  const named: Record<string, string | null> = { JOIN_PATH, 'firstScreens[name].path': null, RESULTS_PATH: null };
  const literal = /^(['"`])(.*)\1$/;
  const unknown = registrations.filter(({ argument }) => !literal.test(argument) && !(argument in named));
  const registered = [
    ...Object.values(endpoints).map((endpoint) => endpoint.path),
    ...registrations.map(({ argument }) => literal.exec(argument)?.[2] ?? named[argument] ?? ''),
    ...prefixes,
  ].filter((path) => path !== '');
  const backend = [...new Set(registered.filter((path) => path.startsWith('/backend/')).map((path) => prefixOf(path)))];
  const elsewhere = [
    ...new Set(
      registered.filter((path) => !path.startsWith('/backend/') && !path.startsWith('/assets/') && path !== '/'),
    ),
  ];

  const table = section("## The server's paths");
  const rows = [...table.matchAll(/^\| `(\/[^`]*)` +\|/gm)].map((match) => match[1]!);

  it('reads every registration from the code', () => {
    expect(unknown, 'a route registered by a name this test does not know: add it to `named`').toEqual([]);
    expect(backend).toEqual(
      expect.arrayContaining(['/backend/api', '/backend/admin-api', '/backend/auth', '/backend/metrics']),
    );
    expect(elsewhere).toEqual([JOIN_PATH]);
    expect(Object.values(firstScreens).filter((screen) => screen.path.startsWith('/backend'))).toEqual([]);
  });

  it('lists every path prefix the server answers under /backend, and no other', () => {
    expect(rows.filter((row) => row.startsWith('/backend/')).toSorted()).toEqual(backend.toSorted());
  });

  it('lists the routes outside /backend that are not the web app', () => {
    expect(rows.filter((row) => !row.startsWith('/backend/')).toSorted()).toEqual(elsewhere.toSorted());
  });

  it('names no /backend path anywhere that the server does not answer', () => {
    const mentioned = [...new Set([...architecture.matchAll(/\/backend\/[\w-]+/g)].map((match) => match[0]))];
    expect(mentioned.filter((path) => !backend.includes(path))).toEqual([]);
  });
});

describe("docs/architecture.md's live hub", () => {
  it("gives the coalescer's window and its crowd as live-hub.ts has them", () => {
    const hub = read('apps/server/src/modules/live/live-hub.ts');
    const window = /\bcoalesceMs = (\d+)/.exec(hub)?.[1];
    const crowd = Number(/\bcrowd = (\d+)/.exec(hub)?.[1]);
    const widest = /Math\.min\(coalesceMs \* 2, (\d+)\)/.exec(hub)?.[1];
    expect([window, crowd, widest]).toEqual([expect.any(String), expect.any(Number), expect.any(String)]);
    const text = architecture.replace(/\s+/g, ' ');
    expect(text).toContain(`within ${window} ms into one flush, within ${widest} ms while more than`);
    expect(text).toContain(`more than ${crowd.toLocaleString('en')} viewers watch the event`);
    expect(text).toContain(`(${window} ms; ${widest} ms above ${crowd.toLocaleString('en')} viewers)`);
  });
});

describe("docs/architecture.md's cache keys", () => {
  const web = sourcesUnder('apps/web/src', /\.tsx?$/).map((file) => ({ file, text: read(file) }));
  const keys = section('## Web (`apps/web/src`)');

  it('names every key factory of the web app by its file, and no other', () => {
    const factories = web.flatMap(({ file, text }) =>
      [...text.matchAll(/^export const (\w+Keys) = \{/gm)].map(
        (match) => `${file.slice('apps/web/src/'.length)} ${match[1]}`,
      ),
    );
    expect(factories.length).toBeGreaterThanOrEqual(8);
    const listed = [...keys.matchAll(/^ *\| `([\w/.-]+\.ts)` +\| ([^|]+)\|$/gm)].flatMap(([, file, names]) =>
      [...names!.matchAll(/`(\w+Keys)`/g)].map((match) => `${file} ${match[1]}`),
    );
    expect(listed.toSorted()).toEqual(factories.toSorted());
  });

  it('names every file that writes a key where it is read, and only those', () => {
    const literal = web
      .filter(({ text }) => /queryKey:\s*\[\s*['"`]/.test(text))
      .map(({ file }) => basename(file))
      .toSorted();
    const paragraph = keys.slice(keys.indexOf('A key that one query alone reads'));
    const named = [...paragraph.slice(0, paragraph.indexOf('\n\n')).matchAll(/`([\w.-]+\.tsx?)`/g)].map(
      (match) => match[1]!,
    );
    expect(named.toSorted()).toEqual(literal);
  });
});
