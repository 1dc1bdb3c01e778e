import { initialLanguage, isLanguage, type Language } from '@artclash/contract/values';
import { dictionaries } from '@artclash/i18n';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

/** Local storage key of the chosen language (docs/decisions.md#13). */
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

export const i18n: I18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { en: { translation: dictionaries.en }, ja: { translation: dictionaries.ja } },
  lng: pickInitialLanguage(),
  fallbackLng: 'ja',
  supportedLngs: ['en', 'ja'],
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

function reflectLanguage(language: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
reflectLanguage(i18n.language);

i18n.on('languageChanged', (language) => {
  reflectLanguage(language);
  try {
    localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // Private mode may refuse storage; the choice then lasts for this visit only.
  }
});

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : 'ja';
}
