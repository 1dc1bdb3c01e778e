import { useEffect, useState } from 'react';

/** The roulette shows a new random keyword every 100 ms while it spins (§9). */
const ROULETTE_TICK_MS = 100;

const randomIndex = (count: number) => Math.floor(Math.random() * count);

/**
 * The keyword a spinning roulette shows on this screen, for each side (an index into the pool), changing
 * every 100 ms while the server's roulette spins (docs/decisions.md#278); null when it does not.
 */
export function useRouletteSpin(count: number, spinning: boolean): { left: number; right: number } | null {
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
