import type { TBattle } from '@artclash/contract';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/use-language';
import { hasKeywords } from './battle-rules';

/** The battle's two theme keywords in the interface language (§1 bilingual pairs). */
export function useKeywords(battle: TBattle | undefined): [string, string] | undefined {
  const { pick } = useLanguage();
  if (!battle || !hasKeywords(battle)) return undefined;
  return [
    pick(battle.battle1_keyword_eng, battle.battle1_keyword_jap),
    pick(battle.battle2_keyword_eng, battle.battle2_keyword_jap),
  ];
}

/** 'Theme: keyword 1 + keyword 2' (docs/decisions.md#3). */
export function ThemeLine({ battle, className }: { battle: TBattle; className?: string }) {
  const { t } = useTranslation();
  const keywords = useKeywords(battle);
  if (!keywords) return null;
  return <p className={className}>{t('live.themeLine', { keyword1: keywords[0], keyword2: keywords[1] })}</p>;
}
