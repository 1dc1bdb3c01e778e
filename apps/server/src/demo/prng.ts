/** mulberry32: a small seeded generator, so demo content and images are the same on every machine. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface Picker {
  next(): number;
  between(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
}

export function picker(seed: number): Picker {
  const next = seededRandom(seed);
  return {
    next,
    between: (min, max) => min + next() * (max - min),
    pick: (items) => items[Math.floor(next() * items.length)] as (typeof items)[number],
  };
}
