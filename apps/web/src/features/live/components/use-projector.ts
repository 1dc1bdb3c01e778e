import { isLanguage, isProjectorLanguage, type TProjectorLanguage } from '@artclash/contract/values';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { showLanguageOnly } from '@/lib/i18n';
import { useLanguage } from '@/lib/use-language';
import { useFullscreen } from './use-fullscreen';
import { useWakeLock } from './use-wake-lock';

/**
 * What a screen on a projector needs with nothing to press on its image (docs/product.md#rule-325): the screen
 * stays awake, it speaks the event's projector language (docs/product.md#rule-397), and full screen comes from the F
 * key or a double click. `projector` is the event's language once its data is in; until then the address's `?lang=`
 * (which every projector link of the product carries) stands in, so the first words on the wall are already in it;
 * a single language there is the page's, shown, not stored as the visitor's choice (docs/product.md#rule-308). Answers the
 * language the stage speaks and whether to show the hint that says how to go full screen: not in full screen, and only
 * while someone is at the machine (docs/decisions.md#420).
 */
export function useProjector(projector?: TProjectorLanguage): {
  fullScreenHint: boolean;
  language: TProjectorLanguage;
} {
  const [search] = useSearchParams();
  const { language } = useLanguage();
  const { supported, active, toggle } = useFullscreen();
  useWakeLock();
  const told = search.get('lang');
  // The page itself takes the address's one language only: switching it again when the event is in would reload the
  // live data under the other language's key and blank the wall meanwhile; the stage speaks the event's anyway.
  useEffect(() => {
    if (isLanguage(told) && told !== language) showLanguageOnly(told);
  }, [told, language]);
  useEffect(() => {
    if (!supported) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === 'f' && !event.ctrlKey && !event.metaKey && !event.altKey) toggle();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('dblclick', toggle);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('dblclick', toggle);
    };
  }, [supported, toggle]);
  const attended = useAttended(HINT_MS);
  return {
    fullScreenHint: supported && !active && attended,
    language: projector ?? (isProjectorLanguage(told) ? told : language),
  };
}

/** How long the full-screen hint stays after the pointer or a key last moved (docs/decisions.md#420). */
const HINT_MS = 8_000;
const PRESENCE = ['pointermove', 'pointerdown', 'keydown'] as const;

/** Whether the pointer or a key moved within the last `ms`: true at first, as a page opened by someone. */
function useAttended(ms: number): boolean {
  const [attended, setAttended] = useState(true);
  useEffect(() => {
    let timer = setTimeout(() => setAttended(false), ms);
    const seen = () => {
      setAttended(true);
      clearTimeout(timer);
      timer = setTimeout(() => setAttended(false), ms);
    };
    for (const kind of PRESENCE) document.addEventListener(kind, seen);
    return () => {
      clearTimeout(timer);
      for (const kind of PRESENCE) document.removeEventListener(kind, seen);
    };
  }, [ms]);
  return attended;
}
