import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { citations, repositoryFiles, root, textOf } from './citations';

// docs/product.md is cited by anchor: a section (`docs/product.md#s2-8`) or a settled rule (`docs/product.md#rule-152`,
// `#rule-9, #rule-142` for several). A citation must lead to an anchor, and a rule written as a numbered paragraph
// must show the number of its anchor.
const product = readFileSync(join(root, 'docs/product.md'), 'utf8');
const ids = [...product.matchAll(/<a id="([^"]+)"><\/a>/g)].map((match) => match[1]!);

describe('docs/product.md', () => {
  it('has an anchor for everything the repository cites', () => {
    const known = new Set(ids);
    const missing = repositoryFiles().flatMap((file) =>
      citations(textOf(file), 'product.md')
        .filter((id) => !known.has(id))
        .map((id) => `${file}: product.md#${id}`),
    );
    expect(missing).toEqual([]);
  });

  it('links only to its own anchors', () => {
    const known = new Set(ids);
    const broken = [...product.matchAll(/\]\(#([^)]+)\)/g)].map((match) => match[1]!).filter((id) => !known.has(id));
    expect(broken).toEqual([]);
  });

  it('gives each anchor once, and each numbered rule the number of its anchor', () => {
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    const rules = [...product.matchAll(/<a id="rule-(\d+)"><\/a>\*\*(\d+)\./g)];
    expect(rules.length).toBeGreaterThan(100);
    expect(rules.filter(([, anchor, shown]) => anchor !== shown).map(([match]) => match)).toEqual([]);
  });
});
