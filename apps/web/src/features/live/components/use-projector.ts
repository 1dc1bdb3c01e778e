import { isLanguage } from '@artclash/contract/values';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { showLanguageOnly } from '@/lib/i18n';
import { useLanguage } from '@/lib/use-language';
import { useFullscreen } from './use-fullscreen';
import { useWakeLock } from './use-wake-lock';

/**
 * What a screen on a projector needs with nothing to press on its image (docs/product.md#rule-325): the screen
 * stays awake, the language comes from `?lang=` in its address (shown, not stored as the visitor's choice:
 * docs/product.md#rule-308), and full screen from the F key or a double click. Answers whether to show the hint
 * that says so (not in full screen).
 */
export function useProjector(): { fullScreenHint: boolean } {
  const [search] = useSearchParams();
  const { language } = useLanguage();
  const { supported, active, toggle } = useFullscreen();
  useWakeLock();
  const wanted = search.get('lang');
  useEffect(() => {
    if (isLanguage(wanted) && wanted !== language) showLanguageOnly(wanted);
  }, [wanted, language]);
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
  return { fullScreenHint: supported && !active };
}
