const KINDS = {
  user: 1,
  event: 2,
  battle: 3,
  roulette: 4,
  artType: 5,
  artWork: 6,
  participate: 7,
  communicate: 8,
  mediaType: 9,
  interest: 10,
  city: 11,
  post: 12,
  tag: 13,
} as const;

/**
 * Fixed demo ids (valid v4-shaped UUIDs), so loading the demo twice inserts nothing new. The first eight hex digits
 * tell every id apart (the kind, then the index), since they are an event's short address (docs/product.md#rule-309).
 */
export function demoId(kind: keyof typeof KINDS, index: number): string {
  const prefix = (0xde000000 + KINDS[kind] * 0x10000 + index).toString(16);
  return `${prefix}-0000-4000-8000-${index.toString(16).padStart(12, '0')}`;
}
