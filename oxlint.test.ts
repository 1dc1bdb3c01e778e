import { execFile } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

// What oxlint checks for `npm run lint` (.oxlintrc.json, docs/decisions.md#370): no import cycle, and the
// type-aware rules where a value returned by mistake breaks a screen at run time (docs/decisions.md#332). The
// fixtures are real files of the projects, since both rules read them as the linter reads the code.
const root = import.meta.dirname;
const oxlint = join(root, 'node_modules/.bin/oxlint');

/** The rule codes oxlint reports on the files of a fixture folder, written for the test and removed after it. */
async function oxlintCodes(folder: string, files: Record<string, string>): Promise<string[]> {
  const dir = join(root, folder);
  mkdirSync(dir, { recursive: true });
  try {
    for (const [name, code] of Object.entries(files)) writeFileSync(join(dir, name), code);
    const { stdout } = await promisify(execFile)(oxlint, ['--type-aware', '--format', 'json', folder], {
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
});
