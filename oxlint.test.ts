import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

// What oxlint checks for `npm run lint` (.oxlintrc.json, docs/decisions.md#370): no import cycle, the type-aware
// rules where a value returned by mistake breaks a screen at run time (docs/decisions.md#332), and the TypeScript
// compiler's errors (docs/decisions.md#418). The fixtures are real files of the projects, since the rules and the
// compiler read them as the linter reads the code, and oxlint runs with the options of the lint script itself.
const root = import.meta.dirname;
const oxlint = join(root, 'node_modules/.bin/oxlint');
const lintScript = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: { lint: string } })
  .scripts.lint;
const lintOptions = /^oxlint ((?:--[\w-]+ ?)+)&&/.exec(lintScript)![1]!.trim().split(' ');

/** The rule codes oxlint reports on the files of a fixture folder, written for the test and removed after it. */
async function oxlintCodes(folder: string, files: Record<string, string>): Promise<string[]> {
  const dir = join(root, folder);
  mkdirSync(dir, { recursive: true });
  try {
    for (const [name, code] of Object.entries(files)) writeFileSync(join(dir, name), code);
    const { stdout } = await promisify(execFile)(oxlint, [...lintOptions, '--format', 'json', folder], {
      cwd: root,
    }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
    const { diagnostics } = JSON.parse(stdout) as { diagnostics: { code: string; filename: string }[] };
    return diagnostics.map((d) => `${d.filename.slice(folder.length + 1)} ${d.code}`).sort();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('oxlint', () => {
  it('refuses an import cycle, however far round it goes and however its imports are written', async () => {
    expect(
      await oxlintCodes(`apps/web/src/features/cycle-fixture-${process.pid}`, {
        'first.ts': `import { second } from '@/features/cycle-fixture-${process.pid}/second';\nexport const first = (): number => second() + 1;\n`,
        'second.ts': "import { third } from './third.ts';\nexport const second = (): number => third() + 1;\n",
        'third.ts': "import { first } from './first.ts';\nexport const third = (): number => first() + 1;\n",
      }),
    ).toEqual(['first.ts import(no-cycle)', 'second.ts import(no-cycle)', 'third.ts import(no-cycle)']);
  });

  it('refuses a Promise nobody waits for, one handed to a handler that returns nothing, and a returned void', async () => {
    expect(
      await oxlintCodes(`apps/web/src/features/promise-fixture-${process.pid}`, {
        'send.tsx': [
          'export function Send() {',
          "  const send = async () => fetch('/backend/api/ping');",
          '  send();',
          '  return <button type="button" onClick={send} />;',
          '}',
          "export const say = () => console.log('said');",
          '',
        ].join('\n'),
        'waits.tsx': [
          'export function Send() {',
          "  const send = async () => fetch('/backend/api/ping');",
          '  return <button type="button" onClick={() => void send()} />;',
          '}',
          '',
        ].join('\n'),
      }),
    ).toEqual([
      'send.tsx typescript(no-confusing-void-expression)',
      'send.tsx typescript(no-floating-promises)',
      'send.tsx typescript(no-misused-promises)',
    ]);
  });

  it("reports the compiler's type errors in the web app, the server and the journeys, as tsc -b would", async () => {
    const wrong = 'export const count: number = "three";\n';
    for (const folder of [
      `apps/web/src/features/type-fixture-${process.pid}`,
      `apps/server/src/type-fixture-${process.pid}`,
      `e2e/type-fixture-${process.pid}`,
    ])
      expect(await oxlintCodes(folder, { 'wrong.ts': wrong })).toEqual(['wrong.ts typescript(TS2322)']);
  });
});
