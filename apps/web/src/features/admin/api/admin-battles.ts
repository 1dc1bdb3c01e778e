import type { TBattleCreateRequest, TBattleUpdateRequest, TEventBattles } from '@artclash/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { eventKeys } from '@/lib/event-keys';

/** The event's battles as EventByAllBattle tells them (the same cache entry the live stream keeps fresh). */
const battlesQuery = (eventId: string) =>
  queryOptions({
    queryKey: eventKeys.battles(eventId),
    queryFn: async ({ signal }): Promise<TEventBattles> =>
      (await callApi('EventByAllBattle', { params: { id: eventId } }, { signal })).event,
  });

export const useBattles = (eventId: string) => useQuery(battlesQuery(eventId));

/** Every battle write reads the list again, so numbering, order and counts stay the server's. */
function useBattleWrite<V>(eventId: string, call: (variables: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventKeys.battles(eventId) }),
  });
}

export const useAddBattle = (eventId: string) =>
  useBattleWrite(eventId, (body: TBattleCreateRequest) => callApi('adminBattleCreate', { params: { eventId }, body }));

export const useEditBattle = (eventId: string) =>
  useBattleWrite(eventId, ({ battleId, ...body }: TBattleUpdateRequest & { battleId: string }) =>
    callApi('adminBattleUpdate', { params: { battleId }, body }),
  );

export const useRemoveBattle = (eventId: string) =>
  useBattleWrite(eventId, (battleId: string) => callApi('adminBattleDelete', { params: { battleId } }));

export const useOrderBattles = (eventId: string) =>
  useBattleWrite(eventId, (battles: string[]) =>
    callApi('adminBattleOrder', { params: { eventId }, body: { battles } }),
  );
