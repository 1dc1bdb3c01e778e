import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The effect rule of eslint.config.js (docs/decisions.md#332): a fan's first vote once crashed the voting page
// because an effect returned what scrollIntoView returns, a Promise in current Chromium, and React called it as the
// effect's clean-up. The Promise rules that read types are oxlint's (oxlint.test.ts).
const fixture = join(import.meta.dirname, `apps/web/src/features/live/components/effect-fixture-${process.pid}.tsx`);

/** What ESLint reports on `code` written as a component file of the web app. */
async function effectErrors(code: string): Promise<string[]> {
  writeFileSync(fixture, code);
  try {
    const [result] = await new ESLint({ cwd: import.meta.dirname }).lintFiles([fixture]);
    return (result?.messages ?? []).map((m) => `${m.ruleId ?? 'parse'}: ${m.message}`);
  } finally {
    rmSync(fixture, { force: true });
  }
}

describe('the effect rule', () => {
  it('refuses an effect that returns a value, and accepts the same effect with a body', async () => {
    const component = (effect: string) =>
      [
        "import { useEffect, useRef } from 'react';",
        'export function Prompt() {',
        '  const ref = useRef<HTMLElement>(null);',
        `  useEffect(${effect}, []);`,
        '  return <section ref={ref} />;',
        '}',
        '',
      ].join('\n');
    expect(await effectErrors(component("() => ref.current?.scrollIntoView({ block: 'nearest' })"))).toEqual([
      expect.stringContaining('An effect returns nothing or its clean-up'),
    ]);
    expect(await effectErrors(component('() => () => ref.current?.blur()'))).toEqual([]);
    expect(
      await effectErrors(
        component(`() => {
    ref.current?.scrollIntoView({ block: 'nearest' });
  }`),
      ),
    ).toEqual([]);
  });
});
