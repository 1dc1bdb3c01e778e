import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { liveKeys } from './query-keys';

/** EventSingleBattleRouletteGet (§7.3, public): the event, the battle's roulette (or null) and the battle. */
const rouletteQuery = (eventId: string, battleId: string) =>
  queryOptions({
    queryKey: liveKeys.roulette(eventId, battleId),
    queryFn: ({ signal }) => callApi('EventSingleBattleRouletteGet', { params: { eventId, battleId } }, { signal }),
  });

export const useRoulette = (eventId: string, battleId: string) => useQuery(rouletteQuery(eventId, battleId));
