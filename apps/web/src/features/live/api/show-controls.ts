import type { TEventBattles, TShow, TShowRouletteRequest } from '@artclash/contract';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { eventKeys } from '@/lib/event-keys';
import { pressed } from './pressed';

/** Puts the show as the server answered it into the shared event (the stream's next snapshot agrees). */
function storeShow(queryClient: QueryClient, eventId: string, show: TShow): void {
  queryClient.setQueryData<TEventBattles>(eventKeys.battles(eventId), (event) => event && { ...event, show });
}

/** adminShowCurrent (docs/decisions.md#277): puts a battle on stage for every screen. */
const showCurrent = pressed(({ eventId, battleId }: { eventId: string; battleId: string }, options) =>
  callApi('adminShowCurrent', { params: { eventId }, body: { battleId } }, options),
);

export function useShowCurrent(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: showCurrent,
    onSuccess: (reply) => void storeShow(queryClient, eventId, reply.show),
  });
}

/** adminShowRoulette (docs/decisions.md#278): spin, stop or lock the roulette every screen shows. */
const showRoulette = pressed(({ eventId, ...body }: TShowRouletteRequest & { eventId: string }, options) =>
  callApi('adminShowRoulette', { params: { eventId }, body }, options),
);

export function useShowRoulette(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: showRoulette,
    // Lock also makes the battle live: the stream's next snapshot brings the battle.
    onSuccess: (reply) => void storeShow(queryClient, eventId, reply.show),
  });
}
