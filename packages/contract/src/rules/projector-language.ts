import type { Language } from './language.ts';

/**
 * The language of an event's projector (docs/product.md#rule-397): English, Japanese, or both at once (each text of the
 * big screen in English with its Japanese under it). Both unless the organiser chooses: a night in Japan has guests of
 * both languages in one room, and a single-language screen leaves half of them reading a theme they cannot read.
 */
export const PROJECTOR_LANGUAGES = ['both', 'ja', 'en'] as const;
export type TProjectorLanguage = (typeof PROJECTOR_LANGUAGES)[number];

export const DEFAULT_PROJECTOR_LANGUAGE: TProjectorLanguage = 'both';

export function isProjectorLanguage(value: unknown): value is TProjectorLanguage {
  return (PROJECTOR_LANGUAGES as readonly unknown[]).includes(value);
}

/** The interface languages a projector language shows, in the order they stand: English first, Japanese under it. */
export function languagesOfProjector(projector: TProjectorLanguage): readonly Language[] {
  return projector === 'both' ? ['en', 'ja'] : [projector];
}
