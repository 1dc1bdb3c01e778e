import type { TBattle, TRouletteKeyword, TShow } from '@artclash/contract';
import { useEffect, useState } from 'react';

/** The roulette shows a new random keyword every 100 ms while it spins (§9). */
const ROULETTE_TICK_MS = 100;

const randomIndex = (count: number) => Math.floor(Math.random() * count);

/**
 * The keyword a spinning roulette shows on this screen, for each side (an index into the pool), changing
 * every 100 ms while the server's roulette spins (docs/decisions.md#278); null when it does not.
 */
function useRouletteSpin(count: number, spinning: boolean): { left: number; right: number } | null {
  const [shown, setShown] = useState(() => ({ left: randomIndex(count), right: randomIndex(count) }));
  useEffect(() => {
    if (!spinning || count === 0) return;
    const timer = setInterval(
      () => setShown({ left: randomIndex(count), right: randomIndex(count) }),
      ROULETTE_TICK_MS,
    );
    return () => clearInterval(timer);
  }, [spinning, count]);
  return spinning && count > 0 ? { left: shown.left % count, right: shown.right % count } : null;
}

/** One side of the roulette as a screen shows it: English and Japanese, empty when not decided. */
type Face = { english: string; japanese: string };

/**
 * What the roulette of `battle` shows on every screen (docs/decisions.md#278): while the server's roulette
 * spins, a keyword of the pool on each side, changing every tick; once it stops, the pair it drew; else the
 * battle's saved theme.
 */
export function useRouletteFaces(
  battle: TBattle,
  keywords: readonly TRouletteKeyword[],
  show: TShow | undefined,
): { spinning: boolean; drawn: boolean; left: Face; right: Face } {
  const turning = show?.roulette.battle_id === battle._id ? show.roulette : undefined;
  const spinning = turning?.state === 'spinning';
  const spin = useRouletteSpin(keywords.length, spinning);
  const drawn = turning?.state === 'stopped' && !!turning.left && !!turning.right;

  const left = spin ? keywords[spin.left] : undefined;
  const right = spin ? keywords[spin.right] : undefined;
  return {
    spinning,
    drawn,
    left: left
      ? { english: left.keyword_eng1, japanese: left.keyword_jap1 }
      : turning?.left && !battle.battle1_keyword_eng
        ? { english: turning.left.eng, japanese: turning.left.jap }
        : { english: battle.battle1_keyword_eng, japanese: battle.battle1_keyword_jap },
    right: right
      ? { english: right.keyword_eng2, japanese: right.keyword_jap2 }
      : turning?.right && !battle.battle2_keyword_eng
        ? { english: turning.right.eng, japanese: turning.right.jap }
        : { english: battle.battle2_keyword_eng, japanese: battle.battle2_keyword_jap },
  };
}
