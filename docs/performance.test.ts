import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// docs/performance.md opens with one table of every target (issue 33): a benchmark added to package.json, or a
// command renamed, fails here until the table names it; each row has its figure's day.
const root = join(import.meta.dirname, '..');
const performance = readFileSync(join(root, 'docs/performance.md'), 'utf8');
const scripts = Object.keys(
  (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts,
);

const start = performance.indexOf('\n## Every target now\n');
const table = performance.slice(start, performance.indexOf('\n## ', start + 1));
const rows = table
  .split('\n')
  .filter((line) => line.startsWith('| ') && !/^\| (target|-)/.test(line))
  .map((line) => line.split(' | ').map((cell) => cell.trim()));

describe("docs/performance.md's table of targets", () => {
  it('comes first, with a row a target', () => {
    expect(start).toBeGreaterThan(0);
    expect(performance.slice(0, start)).not.toMatch(/\n## /);
    expect(rows.length).toBeGreaterThanOrEqual(15);
  });

  it('dates every figure and names the bench scripts that exist, each of them', () => {
    for (const row of rows) expect(row[2], row.join(' | ')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const named = [...new Set([...table.matchAll(/`npm run (bench:[\w-]+)/g)].map((match) => match[1]!))];
    expect(named.filter((name) => !scripts.includes(name))).toEqual([]);
    expect(scripts.filter((name) => name.startsWith('bench:') && !named.includes(name))).toEqual([]);
  });
});
