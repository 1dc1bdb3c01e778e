import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// What docs/decisions.test.ts and docs/product.test.ts share: the repository's files and the citations in them.
export const root = join(import.meta.dirname, '..');

/** Every tracked file, and every new one not ignored: what a commit of this tree would hold. */
export const repositoryFiles = (): string[] =>
  execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((file) => file !== '' && !/\.(png|jpe?g|webp|gif|ico|woff2?|pem|tgz)$/.test(file));

/** A file's text, or '' for one listed by git but deleted in the working tree (or a directory's link). */
export function textOf(file: string): string {
  try {
    return readFileSync(join(root, file), 'utf8');
  } catch {
    return '';
  }
}

/**
 * The anchors cited in a text as `{doc}#{anchor}`, with a list after one `#`: `#N, #M`, `#N, #M and #K`, a range
 * `#N–M` (numbers only), `#rule-N, #rule-M`.
 */
export function citations(text: string, doc: 'decisions.md' | 'product.md'): string[] {
  const id = '[a-z0-9-]*[a-z0-9]';
  const list = new RegExp(`${doc.replace('.', '\\.')}#(${id})((?:(?:, and |, | and | or )#${id}|–#?\\d+)*)`, 'g');
  const cited: string[] = [];
  for (const [, first, rest] of text.matchAll(list)) {
    cited.push(first!);
    for (const [, separator, next] of (rest ?? '').matchAll(new RegExp(`(, and |, | and | or |–)#?(${id})`, 'g'))) {
      if (separator !== '–') cited.push(next!);
      else for (let n = Number(cited.at(-1)) + 1; n <= Number(next); n++) cited.push(String(n));
    }
  }
  return cited;
}
