import { languagesOfProjector, localized, type Language, type TProjectorLanguage } from '@artclash/contract/values';
import type { TFunction } from 'i18next';
import { createContext, Fragment, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/use-language';
import styles from './stage-language.module.css';

/** The languages the big screen shows, in order; none outside a stage (the phones' parts speak the interface's). */
const StageLanguages = createContext<readonly Language[] | null>(null);

/**
 * The big screen's texts in the event's projector language (docs/product.md#rule-397), whatever the language of the
 * page around it: the projector and the control room's preview show the same. A language whose texts the visit has not
 * loaded yet is loaded, the screen speaking the ones it has meanwhile.
 */
export function StageLanguage({ projector, children }: { projector: TProjectorLanguage; children: ReactNode }) {
  const { i18n } = useTranslation();
  const [, setLoads] = useState(0);
  const wanted = languagesOfProjector(projector);
  const missing = wanted.filter((language) => !i18n.hasResourceBundle(language, 'translation'));
  const missingKey = missing.join();
  useEffect(() => {
    if (!missingKey) return;
    let current = true;
    void i18n.loadLanguages(missingKey.split(',')).then(() => current && setLoads((loads) => loads + 1));
    return () => {
      current = false;
    };
  }, [i18n, missingKey]);
  const shownKey = wanted.filter((language) => !missing.includes(language)).join();
  const shown = useMemo(() => (shownKey ? (shownKey.split(',') as Language[]) : null), [shownKey]);
  return <StageLanguages.Provider value={shown}>{children}</StageLanguages.Provider>;
}

type Layout = 'stack' | 'line';

/** Each language's text of one thing, side by side in a line or English over Japanese, each tagged with its language. */
function Both({ texts, layout }: { texts: [Language, string][]; layout: Layout }) {
  return (
    <span className={styles.both} data-layout={layout}>
      {texts.map(([language, text], index) => (
        <Fragment key={language}>
          {/* Between the two, a slash on a line, a space in a stack (which a flex column does not draw): a name read
              aloud or matched says both, as `read` does. */}
          {index > 0 && (layout === 'line' ? ' / ' : ' ')}
          <span lang={language} className={styles.one}>
            {text}
          </span>
        </Fragment>
      ))}
    </span>
  );
}

/** A text of the dictionaries, written once for every language: `(t) => t('live.theme')`. */
type Text = (t: TFunction) => string;

/**
 * The big screen's way of saying things (docs/product.md#rule-397): in each language the stage shows, one text when
 * it shows one, English over Japanese (`stack`) or beside it (`line`) when it shows both. `read` and `readPick` give
 * a name that is read rather than seen (an image's alt text, a region's name), the languages joined by ' / '.
 */
export function useStageText() {
  const stage = useContext(StageLanguages);
  const { i18n } = useTranslation();
  const { language } = useLanguage();
  const languages: readonly Language[] = stage ?? [language];
  const translate = (each: Language) => i18n.getFixedT(each) as TFunction;
  const show = (texts: [Language, string][], layout: Layout): ReactNode => {
    const distinct = texts.filter(
      ([, text], index) => text && texts.findIndex(([, other]) => other === text) === index,
    );
    if (distinct.length > 1) return <Both texts={distinct} layout={layout} />;
    return distinct[0]?.[1] ?? '';
  };
  const pairs = (english: string, japanese: string) =>
    languages.map((each): [Language, string] => [each, localized(each, english, japanese || english)]);
  return {
    languages,
    /** The one language shown, for the `lang` of the stage; undefined when it shows both. */
    lang: languages.length === 1 ? languages[0] : undefined,
    both: languages.length > 1,
    say: (text: Text, layout: Layout = 'stack') =>
      show(
        languages.map((each) => [each, text(translate(each))]),
        layout,
      ),
    read: (text: Text) => [...new Set(languages.map((each) => text(translate(each))))].join(' / '),
    /** A field written in both languages (a title, a keyword): English's and Japanese's, as the stage shows them. */
    pick: (english: string, japanese: string, layout: Layout = 'stack') => show(pairs(english, japanese), layout),
    readPick: (english: string, japanese: string) =>
      [...new Set(pairs(english, japanese).map(([, text]) => text))].join(' / '),
  };
}
