import { describe, expect, it } from 'vitest';
import { dictionaries, leafPaths, translate } from './index.ts';

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

function leaves(node: unknown, prefix = ''): [string, string][] {
  if (typeof node === 'string') return [[prefix, node]];
  return Object.entries(node as Record<string, unknown>).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
}

describe('dictionaries', () => {
  it('have the same keys in en and ja', () => {
    expect(leafPaths(dictionaries.ja).sort()).toEqual(leafPaths(dictionaries.en).sort());
  });

  it('leave no message empty in either language', () => {
    for (const language of ['en', 'ja'] as const) {
      for (const [key, text] of leaves(dictionaries[language])) expect(text.trim(), `${language}:${key}`).not.toBe('');
    }
  });

  it('use the same placeholders in en and ja', () => {
    const ja = new Map(leaves(dictionaries.ja));
    for (const [key, text] of leaves(dictionaries.en))
      expect(placeholders(ja.get(key) ?? ''), key).toEqual(placeholders(text));
  });

  it('fills placeholders when translating', () => {
    expect(translate('en', 'server.eventNotFound')).toBe('Event data not found');
    expect(translate('ja', 'server.eventNotFound')).toBe('イベントが見つかりません');
  });
});
