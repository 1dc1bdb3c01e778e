import type { TBattle, TShow } from '@artclash/contract';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/use-language';
import { hasKeywords } from './battle-rules';

/**
 * The battle's two theme keywords in the interface language (§1 bilingual pairs): its saved theme, or
 * with the show, the pair the roulette just drew for it, shown as soon as it stops (docs/decisions.md#278).
 */
export function useKeywords(battle: TBattle | undefined, show?: TShow): [string, string] | undefined {
  const { pick } = useLanguage();
  if (!battle) return undefined;
  const drawn = show?.roulette.battle_id === battle._id ? show.roulette : undefined;
  if (!hasKeywords(battle))
    return drawn?.left && drawn.right
      ? [pick(drawn.left.eng, drawn.left.jap), pick(drawn.right.eng, drawn.right.jap)]
      : undefined;
  return [
    pick(battle.battle1_keyword_eng, battle.battle1_keyword_jap),
    pick(battle.battle2_keyword_eng, battle.battle2_keyword_jap),
  ];
}

/** 'Theme: keyword 1 + keyword 2' (docs/product.md#rule-3). */
export function ThemeLine({ battle, className }: { battle: TBattle; className?: string }) {
  const { t } = useTranslation();
  const keywords = useKeywords(battle);
  if (!keywords) return null;
  return <p className={className}>{t('live.themeLine', { keyword1: keywords[0], keyword2: keywords[1] })}</p>;
}
