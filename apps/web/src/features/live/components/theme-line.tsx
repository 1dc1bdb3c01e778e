import type { TBattle, TShow } from '@artclash/contract';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/use-language';
import { hasKeywords } from './battle-rules';

interface KeywordPair {
  eng: string;
  jap: string;
}

/**
 * The battle's two theme keywords, each in both languages (§1 bilingual pairs): its saved theme, or with the show, the
 * pair the roulette just drew for it, shown as soon as it stops (docs/decisions.md#278).
 */
export function keywordPairsOf(battle: TBattle | undefined, show?: TShow): [KeywordPair, KeywordPair] | undefined {
  if (!battle) return undefined;
  const drawn = show?.roulette.battle_id === battle._id ? show.roulette : undefined;
  if (!hasKeywords(battle)) return drawn?.left && drawn.right ? [drawn.left, drawn.right] : undefined;
  return [
    { eng: battle.battle1_keyword_eng, jap: battle.battle1_keyword_jap },
    { eng: battle.battle2_keyword_eng, jap: battle.battle2_keyword_jap },
  ];
}

/** The battle's two theme keywords in the interface language. */
export function useKeywords(battle: TBattle | undefined, show?: TShow): [string, string] | undefined {
  const { pick } = useLanguage();
  const pairs = keywordPairsOf(battle, show);
  return pairs && [pick(pairs[0].eng, pairs[0].jap), pick(pairs[1].eng, pairs[1].jap)];
}

/** 'Theme: keyword 1 + keyword 2' (docs/product.md#rule-3). */
export function ThemeLine({ battle, className }: { battle: TBattle; className?: string }) {
  const { t } = useTranslation();
  const keywords = useKeywords(battle);
  if (!keywords) return null;
  return <p className={className}>{t('live.themeLine', { keyword1: keywords[0], keyword2: keywords[1] })}</p>;
}
