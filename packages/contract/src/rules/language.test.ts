import { describe, expect, it } from 'vitest';
import { initialLanguage, isLanguage, languageFromHeader, localized } from './language.ts';

describe('languageFromHeader', () => {
  it('answers in English when the first tag is English', () => {
    expect(languageFromHeader('en')).toBe('en');
    expect(languageFromHeader('en-US,en;q=0.9,ja;q=0.8')).toBe('en');
    expect(languageFromHeader('EN-gb')).toBe('en');
  });

  it('falls back to Japanese otherwise (§9)', () => {
    expect(languageFromHeader(undefined)).toBe('ja');
    expect(languageFromHeader('')).toBe('ja');
    expect(languageFromHeader('ja,en;q=0.9')).toBe('ja');
    expect(languageFromHeader('fr-FR')).toBe('ja');
  });
});

describe('initialLanguage (docs/product.md#rule-13)', () => {
  it('keeps a stored choice', () => {
    expect(initialLanguage('ja', 'en-US')).toBe('ja');
    expect(initialLanguage('en', 'ja')).toBe('en');
  });

  it('uses the browser language when nothing valid is stored', () => {
    expect(initialLanguage(null, 'en-GB')).toBe('en');
    expect(initialLanguage('de', 'de-DE')).toBe('ja');
    expect(initialLanguage(undefined, undefined)).toBe('ja');
  });
});

describe('localized', () => {
  it('picks the English variant only for en', () => {
    expect(localized('en', 'Hello', 'こんにちは')).toBe('Hello');
    expect(localized('ja', 'Hello', 'こんにちは')).toBe('こんにちは');
    expect(localized('fr', 'Hello', 'こんにちは')).toBe('こんにちは');
  });

  it('recognises only en and ja as languages', () => {
    expect(isLanguage('en')).toBe(true);
    expect(isLanguage('ja')).toBe(true);
    expect(isLanguage('fr')).toBe(false);
  });
});
