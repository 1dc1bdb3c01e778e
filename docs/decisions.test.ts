import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { citations, repositoryFiles, root, textOf } from './citations';

// docs/decisions.md is the reference the code cites by number (`docs/decisions.md#186`, or `#70, #71` for several):
// a citation must lead to its entry, an entry must show the number of its anchor, and the index must list every entry
// under its own group. A number leaves for good: a product rule keeps it in product.md (`rule-N`), a superseded
// decision under History, and no number names two things.
const decisions = readFileSync(join(root, 'docs/decisions.md'), 'utf8');
const product = readFileSync(join(root, 'docs/product.md'), 'utf8');

const entries = [...decisions.matchAll(/<a id="(\d+)"><\/a>\*\*(\d+)\./g)].map((match) => ({
  anchor: Number(match[1]),
  shown: Number(match[2]),
}));
const anchors = new Set(entries.map((entry) => entry.anchor));
const ids = new Set([...decisions.matchAll(/<a id="([^"]+)"><\/a>/g)].map((match) => match[1]));
const history = decisions.slice(decisions.indexOf('## <a id="history"></a>'));
const retired = [...history.matchAll(/^- <a id="(\d+)"><\/a>(\d+):/gm)].map((match) => Number(match[1]));
const rules = [...product.matchAll(/<a id="rule-(\d+)"><\/a>/g)].map((match) => Number(match[1]));

describe('docs/decisions.md', () => {
  it('has an entry for every decision the repository cites', () => {
    const missing = repositoryFiles().flatMap((file) =>
      citations(textOf(file), 'decisions.md')
        .filter((id) => (/^\d+$/.test(id) ? !anchors.has(Number(id)) : !ids.has(id)))
        .map((id) => `${file}: decisions.md#${id}`),
    );
    expect(missing).toEqual([]);
  });

  it('links only to its own entries and groups', () => {
    const broken = [...decisions.matchAll(/\]\(#([^)]+)\)/g)].map((match) => match[1]).filter((id) => !ids.has(id));
    expect(broken).toEqual([]);
  });

  it('numbers each entry once, as its anchor says', () => {
    expect(entries.length).toBeGreaterThan(100);
    expect(entries.filter((entry) => entry.anchor !== entry.shown)).toEqual([]);
    expect(entries.length).toBe(anchors.size);
  });

  it('never gives one number to two things: a decision, a product rule, a retired number', () => {
    expect(retired.length).toBeGreaterThan(0);
    const all = [...anchors, ...new Set(rules), ...retired];
    expect(all.filter((n, i) => all.indexOf(n) !== i)).toEqual([]);
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
