import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PROJECTOR_LANGUAGE,
  isProjectorLanguage,
  languagesOfProjector,
  PROJECTOR_LANGUAGES,
} from './projector-language.ts';

describe("the projector's language (docs/product.md#rule-397)", () => {
  it('is English, Japanese or both, both unless told', () => {
    expect([...PROJECTOR_LANGUAGES].sort()).toEqual(['both', 'en', 'ja']);
    expect(DEFAULT_PROJECTOR_LANGUAGE).toBe('both');
    expect(isProjectorLanguage('both')).toBe(true);
    expect(isProjectorLanguage('fr')).toBe(false);
    expect(isProjectorLanguage(undefined)).toBe(false);
  });

  it('shows English over Japanese in both, one language otherwise', () => {
    expect(languagesOfProjector('both')).toEqual(['en', 'ja']);
    expect(languagesOfProjector('ja')).toEqual(['ja']);
    expect(languagesOfProjector('en')).toEqual(['en']);
  });
});
