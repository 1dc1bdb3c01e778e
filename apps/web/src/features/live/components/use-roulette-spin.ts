import { useEffect, useState } from 'react';

/** The roulette shows a new random keyword every 100 ms while a side spins (§9). */
const ROULETTE_TICK_MS = 100;

export type RouletteSide = 'left' | 'right';

export interface SideState {
  spinning: boolean;
  /** The keyword pair shown (an index into the roulette's keywords), or null for the battle's saved keyword. */
  index: number | null;
  /** Stopped on a pick by a tap (not merely idle). */
  picked: boolean;
}

export type Sides = Record<RouletteSide, SideState>;

const IDLE: SideState = { spinning: false, index: null, picked: false };
const randomIndex = (count: number) => Math.floor(Math.random() * count);

/**
 * The roulette's spin (§4.8): a tap on either panel, unlocked and with nothing spinning, spins both;
 * a tap on a spinning side stops it on a random keyword; when both have stopped on a pick,
 * `onPicked` receives the two indexes. The lock stops both spins (nothing is saved) and prevents new ones.
 */
export function useRouletteSpin(count: number, onPicked: (left: number, right: number) => void) {
  const [sides, setSides] = useState<Sides>({ left: IDLE, right: IDLE });
  const [locked, setLocked] = useState(false);
  const spinning = sides.left.spinning || sides.right.spinning;

  useEffect(() => {
    if (!spinning || count === 0) return;
    const timer = setInterval(() => {
      const left = randomIndex(count);
      const right = randomIndex(count);
      setSides((current) => ({
        left: current.left.spinning ? { ...current.left, index: left } : current.left,
        right: current.right.spinning ? { ...current.right, index: right } : current.right,
      }));
    }, ROULETTE_TICK_MS);
    return () => clearInterval(timer);
  }, [spinning, count]);

  function tap(side: RouletteSide) {
    if (locked || count === 0) return;
    if (!spinning) {
      setSides({
        left: { spinning: true, index: randomIndex(count), picked: false },
        right: { spinning: true, index: randomIndex(count), picked: false },
      });
      return;
    }
    if (!sides[side].spinning) return;
    const next: Sides = { ...sides, [side]: { spinning: false, index: randomIndex(count), picked: true } };
    setSides(next);
    const { left, right } = next;
    if (
      !left.spinning &&
      !right.spinning &&
      left.picked &&
      right.picked &&
      left.index !== null &&
      right.index !== null
    ) {
      onPicked(left.index, right.index);
    }
  }

  function toggleLock() {
    if (!locked) setSides({ left: IDLE, right: IDLE });
    setLocked(!locked);
  }

  return { sides, locked, spinning, tap, toggleLock };
}
