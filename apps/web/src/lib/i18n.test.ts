import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screens as enScreens } from '@artclash/i18n/en/screens';
import { screens as jaScreens } from '@artclash/i18n/ja/screens';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n, LANGUAGE_KEY, pickInitialLanguage, showLanguageOnly } from './i18n';

const browserLanguage = (value: string) => vi.spyOn(navigator, 'language', 'get').mockReturnValue(value);

describe('the initial language (docs/product.md#rule-13)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is the stored choice when there is one', () => {
    browserLanguage('en-US');
    localStorage.setItem(LANGUAGE_KEY, 'ja');
    expect(pickInitialLanguage()).toBe('ja');
  });

  it('is English for an English browser', () => {
    browserLanguage('en-GB');
    expect(pickInitialLanguage()).toBe('en');
  });

  it('falls back to Japanese for any other browser language or an unknown stored value', () => {
    browserLanguage('fr-FR');
    expect(pickInitialLanguage()).toBe('ja');
    localStorage.setItem(LANGUAGE_KEY, 'de');
    expect(pickInitialLanguage()).toBe('ja');
  });

  it('is stored and put on <html lang> when it changes', async () => {
    await i18n.changeLanguage('ja');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('ja');
    expect(document.documentElement.lang).toBe('ja');
  });

  it('is told to the server in a cookie, so the pages it sends come in it (docs/decisions.md#189)', async () => {
    await i18n.changeLanguage('en');
    expect(document.cookie).toContain('language=en');
    await i18n.changeLanguage('ja');
    expect(document.cookie).toContain('language=ja');
    expect(document.cookie).not.toContain('language=en');
  });

  it("is not changed by a language a page was told to show (the big screen's ?lang=, docs/product.md#rule-308)", async () => {
    await i18n.changeLanguage('ja');
    showLanguageOnly('en');
    await vi.waitFor(() => expect(i18n.language).toBe('en'));
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('ja');
    expect(document.cookie).toContain('language=ja');
    // The visitor's own switch afterwards is remembered as ever.
    await i18n.changeLanguage('en');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('en');
  });
});

/** Every `server.…` message a source file below `dir` names (tests aside). */
function serverMessagesNamedIn(root: string): string[] {
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
    (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file),
  );
  return files.flatMap((file) =>
    [...readFileSync(join(root, file), 'utf8').matchAll(/['"`]server\.(\w+)['"`]/g)].map((match) => match[1]!),
  );
}

describe("the server's messages in the web's texts (docs/decisions.md#256)", () => {
  it('hold every one the web or the contract names, in both languages, and only those', () => {
    const named = new Set([
      ...serverMessagesNamedIn(join(import.meta.dirname, '..')),
      ...serverMessagesNamedIn(join(import.meta.dirname, '../../../../packages/contract/src')),
    ]);
    expect(named.size).toBeGreaterThan(10);
    for (const screens of [enScreens, jaScreens]) expect(Object.keys(screens.server).sort()).toEqual([...named].sort());
  });
});
