import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n, LANGUAGE_KEY, pickInitialLanguage } from './i18n';

const browserLanguage = (value: string) => vi.spyOn(navigator, 'language', 'get').mockReturnValue(value);

describe('the initial language (docs/decisions.md#13)', () => {
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
});
