/**
 * Latencies in 0.1 ms bins up to 30 s (the last bin holds anything longer). Millions of samples
 * (viewers × messages) fit in a fixed array, and histograms from several processes add up exactly.
 */
const BIN_MS = 0.1;
const BINS = 300_000;

export type Histogram = Uint32Array;

export const newHistogram = (): Histogram => new Uint32Array(BINS + 1);

export function record(histogram: Histogram, ms: number): void {
  // A sample below zero is clock jitter between processes (they share the machine's clock): counted as 0.
  const bin = Math.min(BINS, Math.max(0, Math.floor(ms / BIN_MS)));
  histogram[bin]! += 1;
}

export function addInto(target: Histogram, source: Histogram): void {
  for (let bin = 0; bin <= BINS; bin++) target[bin]! += source[bin]!;
}

function countOf(histogram: Histogram): number {
  let total = 0;
  for (let bin = 0; bin <= BINS; bin++) total += histogram[bin]!;
  return total;
}

/** The p-th percentile in ms (the upper edge of its bin), NaN when empty. */
export function percentileOf(histogram: Histogram, p: number): number {
  const total = countOf(histogram);
  if (total === 0) return NaN;
  const rank = Math.max(1, Math.ceil((p / 100) * total));
  let seen = 0;
  for (let bin = 0; bin <= BINS; bin++) {
    seen += histogram[bin]!;
    if (seen >= rank) return (bin + 1) * BIN_MS;
  }
  return Infinity;
}
