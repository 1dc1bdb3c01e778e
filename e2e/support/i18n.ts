import type { Page } from '@playwright/test';
import { dictionaries, leafPaths, type Dictionary } from '../../packages/i18n/src/index.ts';

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

/** The English interface strings that differ from their Japanese counterparts (placeholders cut out). */
export function englishOnlyStrings(): string[] {
  const ja = dictionaries.ja as Dictionary;
  return leafPaths(dictionaries.en)
    .map((key) => [t('en', key), t('ja', key)] as const)
    .filter(([en, jaText]) => en !== jaText && ja !== undefined)
    .flatMap(([en]) => en.split(/\{\{\s*\w+\s*\}\}/))
    .map((part) => part.trim())
    .filter((part) => part.length >= 4 && /[a-z]{3}/i.test(part));
}
