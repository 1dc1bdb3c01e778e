import type { Language } from '@artclash/contract';
import { en } from './en/index.ts';
import { ja } from './ja/index.ts';
import type { LeafPaths, Widen } from './types.ts';

export type Dictionary = Widen<typeof en>;
export type MessageKey = LeafPaths<typeof en>;

export const dictionaries: Record<Language, Dictionary> = { en, ja };

export type Variables = Record<string, string | number>;

/** Looks up a dot-path key and fills `{{name}}` placeholders (the same syntax i18next uses in the web app). */
export function translate(language: Language, key: MessageKey, variables: Variables = {}): string {
  let node: unknown = dictionaries[language];
  for (const part of key.split('.')) node = (node as Record<string, unknown>)[part];
  if (typeof node !== 'string') throw new Error(`Missing message ${key}`);
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => String(variables[name] ?? whole));
}

/** Every leaf path of a dictionary, for the test that keeps `en` and `ja` in step. */
export function leafPaths(node: unknown, prefix = ''): string[] {
  if (typeof node === 'string') return [prefix];
  return Object.entries(node as Record<string, unknown>).flatMap(([key, value]) =>
    leafPaths(value, prefix ? `${prefix}.${key}` : key),
  );
}

/** Whether `key` names a message (a schema's issue may carry one, docs/decisions.md#138). */
export function isMessageKey(key: string): key is MessageKey {
  let node: unknown = dictionaries.en;
  for (const part of key.split('.'))
    node =
      typeof node === 'object' && node !== null && Object.hasOwn(node, part)
        ? (node as Record<string, unknown>)[part]
        : undefined;
  return typeof node === 'string';
}
