import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// docs/decisions.md is the reference the code cites by number (`docs/decisions.md#17`): a citation must lead to its
// entry, an entry must show the number of its anchor, and the index must list every entry under its own group.
const root = join(import.meta.dirname, '..');
const decisions = readFileSync(join(root, 'docs/decisions.md'), 'utf8');

/** Every tracked file, and every new one not ignored: what a commit of this tree would hold. */
const repositoryFiles = (): string[] =>
  execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((file) => file !== '' && !/\.(png|jpe?g|webp|gif|ico|woff2?|pem|tgz)$/.test(file));

/** `decisions.md#N` cited in a file (from the repository root, or as a link from a neighbouring doc). */
function citationsIn(file: string): number[] {
  let text: string;
  try {
    text = readFileSync(join(root, file), 'utf8');
  } catch {
    return []; // listed by git but deleted in the working tree
  }
  return [...text.matchAll(/decisions\.md#(\d+)/g)].map((match) => Number(match[1]));
}

const entries = [...decisions.matchAll(/<a id="(\d+)"><\/a>\*\*(\d+)\./g)].map((match) => ({
  anchor: Number(match[1]),
  shown: Number(match[2]),
}));
const anchors = new Set(entries.map((entry) => entry.anchor));

describe('docs/decisions.md', () => {
  it('has an entry for every decision the repository cites', () => {
    const missing = repositoryFiles().flatMap((file) =>
      citationsIn(file)
        .filter((n) => !anchors.has(n))
        .map((n) => `${file}: decisions.md#${n}`),
    );
    expect(missing).toEqual([]);
  });

  it('links only to its own entries and groups', () => {
    const ids = new Set([...decisions.matchAll(/<a id="([^"]+)"><\/a>/g)].map((match) => match[1]));
    const broken = [...decisions.matchAll(/\]\(#([^)]+)\)/g)].map((match) => match[1]).filter((id) => !ids.has(id));
    expect(broken).toEqual([]);
  });

  it('numbers each entry once, as its anchor says', () => {
    expect(entries.length).toBeGreaterThan(100);
    expect(entries.filter((entry) => entry.anchor !== entry.shown)).toEqual([]);
    expect(entries.length).toBe(anchors.size);
  });

  it('lists every entry in the index under the group that holds it', () => {
    const index = decisions.slice(
      decisions.indexOf('## Index'),
      decisions.indexOf('\n## ', decisions.indexOf('## Index') + 1),
    );
    const listed = new Map<number, string>();
    for (const [, group, numbers] of index.matchAll(/^- \[[^\]]+\]\(#([a-z-]+)\):(.*)$/gm))
      for (const [, n] of (numbers ?? '').matchAll(/\[(\d+)\]\(#\d+\)/g)) listed.set(Number(n), group ?? '');

    const held = new Map<number, string>();
    for (const section of decisions.split(/^## /m).slice(1)) {
      const group = /^<a id="([a-z-]+)"><\/a>/.exec(section)?.[1];
      for (const [, n] of section.matchAll(/<a id="(\d+)"><\/a>\*\*/g)) held.set(Number(n), group ?? '(no group)');
    }
    expect(Object.fromEntries(listed)).toEqual(Object.fromEntries(held));
  });
});
