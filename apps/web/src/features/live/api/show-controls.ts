import type { TEventBattles, TShow, TShowRouletteRequest } from '@artclash/contract';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { eventKeys } from '@/lib/event-keys';

/** Puts the show as the server answered it into the shared event (the stream's next snapshot agrees). */
function storeShow(queryClient: QueryClient, eventId: string, show: TShow): void {
  queryClient.setQueryData<TEventBattles>(eventKeys.battles(eventId), (event) => event && { ...event, show });
}

/** adminShowCurrent (docs/decisions.md#277): puts a battle on stage for every screen. */
const showCurrent = ({ eventId, battleId }: { eventId: string; battleId: string }) =>
  callApi('adminShowCurrent', { params: { eventId }, body: { battleId } });

export function useShowCurrent(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: showCurrent,
    onSuccess: (reply) => void storeShow(queryClient, eventId, reply.show),
  });
}

/** adminShowRoulette (docs/decisions.md#278): spin, stop or lock the roulette every screen shows. */
const showRoulette = ({ eventId, ...body }: TShowRouletteRequest & { eventId: string }) =>
  callApi('adminShowRoulette', { params: { eventId }, body });

export function useShowRoulette(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: showRoulette,
    // Lock also makes the battle live: the stream's next snapshot brings the battle.
    onSuccess: (reply) => void storeShow(queryClient, eventId, reply.show),
  });
}
