import type { TRouletteRound } from '@artclash/contract';
import { createHash, createHmac } from 'node:crypto';
import type { DrawnKeyword, RouletteKeyword } from '../../db/schema/index.ts';

// The roulette anyone can check (docs/decisions.md#422): each battle's draws follow from a seed the server commits to
// before the first spin and reveals at the lock. These functions are the whole rule: the server draws with them, and
// `npm run recount` checks every draw of an event with them.

/** The drawn pair of a stop. */
export interface DrawnTheme {
  left: DrawnKeyword;
  right: DrawnKeyword;
}

/** What a stop leaves out on each side: the keywords other battles of the event already have there. */
export interface Excluded {
  left: DrawnKeyword[];
  right: DrawnKeyword[];
}

const sameKeyword = (a: DrawnKeyword, b: DrawnKeyword) => a.eng === b.eng && a.jap === b.jap;

/**
 * A battle's seed for one round (a round ends at a lock; an undone start begins the next), 32 bytes in hex: an HMAC of
 * the battle and the round under the server's secret, so it needs no storage, no one can know it before it is revealed,
 * and the next round's is new.
 */
export const rouletteSeed = ({ secret, battleId, round }: { secret: string; battleId: string; round: number }) =>
  createHmac('sha256', `roulette-seed:${secret}`).update(`${battleId}\n${round}`).digest('hex');

/**
 * The commitment shown before a spin: the SHA-256 (hex) of the battle, its keyword pool and the seed as JSON,
 * `{"battle_id":…,"keywords":[[eng1,jap1,eng2,jap2],…],"seed":…}` (arrays, so no store's key order can change it).
 */
export const rouletteCommitment = ({
  battleId,
  keywords,
  seed,
}: {
  battleId: string;
  keywords: readonly RouletteKeyword[];
  seed: string;
}) => {
  const pool = keywords.map((pair) => [pair.keyword_eng1, pair.keyword_jap1, pair.keyword_eng2, pair.keyword_jap2]);
  return createHash('sha256')
    .update(JSON.stringify({ battle_id: battleId, keywords: pool, seed }))
    .digest('hex');
};

/** One side of the pool, each keyword once, in the pool's order. */
function sideOf(keywords: readonly RouletteKeyword[], side: 'left' | 'right'): DrawnKeyword[] {
  const all = keywords.map((pair) =>
    side === 'left'
      ? { eng: pair.keyword_eng1, jap: pair.keyword_jap1 }
      : { eng: pair.keyword_eng2, jap: pair.keyword_jap2 },
  );
  return all.filter((keyword, index) => all.findIndex((other) => sameKeyword(other, keyword)) === index);
}

/**
 * Draw `draw` (1, 2, … within the round) of a pool (docs/decisions.md#278, #422): on each side, the keywords no other
 * battle has there (all of them once every one was drawn), and of those the one an HMAC of the draw and the side
 * under the seed points at (its first 48 bits, modulo their number).
 */
export function drawTheme({
  seed,
  keywords,
  draw,
  excluded,
}: {
  seed: string;
  keywords: readonly RouletteKeyword[];
  draw: number;
  excluded: Excluded;
}): DrawnTheme | undefined {
  const pick = (side: 'left' | 'right') => {
    const unique = sideOf(keywords, side);
    const fresh = unique.filter((keyword) => !excluded[side].some((used) => sameKeyword(used, keyword)));
    const from = fresh.length > 0 ? fresh : unique;
    const hmac = createHmac('sha256', Buffer.from(seed, 'hex')).update(`${draw}\n${side}`).digest();
    return from[hmac.readUIntBE(0, 6) % from.length];
  };
  const [left, right] = [pick('left'), pick('right')];
  return left && right ? { left, right } : undefined;
}

/** Why a revealed round does not check: a key under `server.rouletteCheck` and the draw it concerns. */
export type RoundProblem = { problem: 'commitment' | 'draw' | 'lock'; draw?: number };

/**
 * Checks a revealed round (docs/decisions.md#422): every spin's commitment is the hash of its pool with the revealed
 * seed, every stop's draw is the rule's with that seed, and the lock gave the battle the last draw. Nothing to check
 * before the reveal.
 */
export function checkRound(round: TRouletteRound): RoundProblem[] {
  const { seed } = round;
  if (seed === null) return [];
  const same = (a: DrawnTheme | undefined, b: DrawnTheme | null) =>
    !!a && !!b && sameKeyword(a.left, b.left) && sameKeyword(a.right, b.right);
  const problems: RoundProblem[] = [];
  for (const spin of round.spins) {
    if (rouletteCommitment({ battleId: round.battle_id, keywords: spin.keywords, seed }) !== spin.commitment)
      problems.push({ problem: 'commitment' });
    for (const stop of spin.stops)
      if (!same(drawTheme({ seed, keywords: spin.keywords, draw: stop.draw, excluded: stop.excluded }), stop.theme))
        problems.push({ problem: 'draw', draw: stop.draw });
  }
  const last = round.spins.flatMap((spin) => spin.stops).at(-1);
  if (!same(last?.theme, round.locked)) problems.push({ problem: 'lock' });
  return problems;
}
