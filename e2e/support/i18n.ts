import type { Page } from '@playwright/test';
import { dictionaries, leafPaths } from '../../packages/i18n/src/index.ts';

export type Lang = 'en' | 'ja';

/** Opens the app with a chosen language already stored, as a returning visitor would have it. */
export async function useLanguage(page: Page, language: Lang): Promise<void> {
  await page.addInitScript((lang) => {
    if (!window.localStorage.getItem('language')) window.localStorage.setItem('language', lang);
  }, language);
}

export function t(language: Lang, key: string): string {
  let node: unknown = dictionaries[language];
  for (const part of key.split('.')) node = (node as Record<string, unknown>)[part];
  if (typeof node !== 'string') throw new Error(`no message ${key}`);
  return node;
}

/**
 * The English interface strings (placeholders cut out) that the Japanese interface never shows: a
 * string that also stands inside a Japanese one (a brand name, the spec's bilingual 'Login |
 * ログインはこちら') is left out.
 */
export function englishOnlyStrings(): string[] {
  const japanese = leafPaths(dictionaries.ja).map((key) => t('ja', key));
  return leafPaths(dictionaries.en)
    .flatMap((key) => t('en', key).split(/\{\{\s*\w+\s*\}\}/))
    .map((part) => part.trim())
    .filter((part) => part.length >= 4 && /[a-z]{3}/i.test(part))
    .filter((part) => !japanese.some((text) => text.includes(part)));
}
