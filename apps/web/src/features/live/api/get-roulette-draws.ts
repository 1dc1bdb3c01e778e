import type { TBattle, TEventBattles } from '@artclash/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { liveKeys } from './query-keys';

/** How often a screen reads the commitment again while nothing moves: the organisers may change the pool meanwhile. */
const COMMITMENT_MS = 30_000;

/** What a screen shows of a battle's draw: the commitment before the spin, the seed too once locked. */
export interface RouletteCheck {
  commitment: string;
  seed: string | null;
}

/**
 * The draw check of the battle on stage (docs/decisions.md#422), read from the public roulette-draws call again each
 * time the roulette moves: before its theme is locked, what its next or current spin commits to; after, the round's
 * commitment and the seed the lock revealed. Nothing for a battle whose theme was not drawn.
 */
export function useRouletteCheck(event: TEventBattles, battle: TBattle): RouletteCheck | undefined {
  const draws = useQuery({
    queryKey: liveKeys.rouletteDraws(event._id, event.show.roulette.changed_at),
    queryFn: ({ signal }) => callApi('rouletteDraws', { params: { eventId: event._id } }, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: COMMITMENT_MS,
    meta: { quietWhenShown: true },
  }).data;
  if (!draws) return undefined;
  const last = draws.rounds.filter((round) => round.battle_id === battle._id).at(-1);
  const spun = last?.spins.at(-1)?.commitment;
  if (battle.battle_phase !== 'not_started')
    return last?.seed && spun ? { commitment: spun, seed: last.seed } : undefined;
  const next = draws.next.find((entry) => entry.battle_id === battle._id)?.commitment;
  const commitment = last && last.seed === null ? (spun ?? next) : next;
  return commitment ? { commitment, seed: null } : undefined;
}
