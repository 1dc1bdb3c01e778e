import { initialLanguage, isLanguage, type Language } from '@artclash/contract/values';
import type { Dictionary } from '@artclash/i18n';
import i18next, { type i18n as I18n } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';

/** Local storage key of the chosen language (docs/product.md#rule-13). */
export const LANGUAGE_KEY = 'language';

function storedLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_KEY);
  } catch {
    return null;
  }
}

export function pickInitialLanguage(): Language {
  return initialLanguage(storedLanguage(), typeof navigator === 'undefined' ? undefined : navigator.language);
}

/** A part of a language's texts: some domains, and of a domain maybe some messages (docs/decisions.md#256). */
type Texts = { [Domain in keyof Dictionary]?: Partial<Dictionary[Domain]> };

/**
 * Each language's texts are chunks of their own (docs/decisions.md#182): a visit loads the screens' texts
 * of the language it shows, a switch those of the other; the console's texts come with its screens.
 */
const screenTexts: Record<Language, () => Promise<Texts>> = {
  en: () => import('@artclash/i18n/en/screens').then((module) => module.screens),
  ja: () => import('@artclash/i18n/ja/screens').then((module) => module.screens),
};
const organiserTexts: Record<Language, () => Promise<Texts>> = {
  en: () => import('@artclash/i18n/en/organiser').then(({ organiser }) => ({ organiser })),
  ja: () => import('@artclash/i18n/ja/organiser').then(({ organiser }) => ({ organiser })),
};

/** Whether a console screen has been opened: from then on, a language's texts load with the console's. */
let withOrganiserTexts = false;

const textsOf = async (language: Language): Promise<Texts> =>
  withOrganiserTexts
    ? Object.assign({}, ...(await Promise.all([screenTexts[language](), organiserTexts[language]()])))
    : screenTexts[language]();

export const i18n: I18n = i18next.createInstance();

/** The language the visit starts in; i18next names it only once its texts are in. */
const startLanguage = pickInitialLanguage();

/** Settles once the first language's texts are in; the app renders after it (main.tsx). */
export const i18nReady: Promise<unknown> = i18n
  .use(resourcesToBackend((language: string) => (isLanguage(language) ? textsOf(language) : Promise.resolve({}))))
  .use(initReactI18next)
  .init({
    lng: startLanguage,
    // en and ja have the same keys (packages/i18n's parity test): nothing falls back, so nothing else loads.
    fallbackLng: false,
    supportedLngs: ['en', 'ja'],
    load: 'currentOnly',
    interpolation: { escapeValue: false },
    returnNull: false,
  });

/** The console's texts, in every language loaded so far and in any loaded later; a console screen waits for them. */
export async function loadOrganiserTexts(): Promise<void> {
  withOrganiserTexts = true;
  await i18nReady;
  const loaded = (['en', 'ja'] as const).filter(
    (language) => i18n.hasResourceBundle(language, 'translation') && !i18n.exists('organiser.title', { lng: language }),
  );
  await Promise.all(
    loaded.map(async (language) =>
      i18n.addResourceBundle(language, 'translation', await organiserTexts[language](), true, true),
    ),
  );
}

/** The cookie that tells the server the chosen language, for the pages it sends (docs/decisions.md#189). */
const LANGUAGE_COOKIE = 'language';
const ONE_YEAR_S = 365 * 24 * 60 * 60;

/** The page's `lang`, and the cookie by which the server sends the next page in this language. */
function reflectLanguage(language: string) {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${ONE_YEAR_S}; SameSite=Lax`;
}
reflectLanguage(startLanguage);

/** False while a page shows a language it was told (the big screen's `?lang=`), not the visitor's choice. */
let remembered = true;

/**
 * Shows `language` on this page without making it the visitor's choice (docs/product.md#rule-308): a projector
 * opened with `?lang=en` on the organiser's laptop leaves the console, and the next visit, in theirs.
 */
export function showLanguageOnly(language: Language): void {
  remembered = false;
  void i18n.changeLanguage(language);
}

i18n.on('languageChanged', (language) => {
  if (!remembered) {
    remembered = true;
    document.documentElement.lang = language;
    return;
  }
  reflectLanguage(language);
  try {
    localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // Private mode may refuse storage; the choice then lasts for this visit only.
  }
});

/** The interface language: the one on screen, or before the first texts are in, the one they are loading in. */
export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : startLanguage;
}
