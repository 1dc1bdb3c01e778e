import { battleNameIn, isLanguage, localized, type Language } from '@artclash/contract/values';
import { useTranslation } from 'react-i18next';

/** The current UI language and the §1 rule for picking an _eng or _jap field. */
export function useLanguage() {
  const { i18n } = useTranslation();
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'ja';
  return {
    language,
    pick: (english: string, japanese: string) => localized(language, english, japanese),
    /** A battle's name in the language, its English one standing in for a missing Japanese one. */
    battleName: (battle: { battle_name: string; battle_name_jap: string }) => battleNameIn(language, battle),
    setLanguage: (next: Language) => void i18n.changeLanguage(next),
  };
}
