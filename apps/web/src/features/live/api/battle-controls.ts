import type {
  TBattle,
  TBattleControlReply,
  TBattleUpdateRequest,
  TEventBattles,
  TTimePauseRequest,
  TTimeStartRequest,
} from '@artclash/contract';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { eventKeys } from '@/lib/event-keys';
import { pressed } from './pressed';
import type { ServerClock } from './server-clock';

/** Puts a battle as a control call answered it into the shared battle list (the stream's next snapshot agrees). */
export function storeBattle(queryClient: QueryClient, eventId: string, battle: TBattle): void {
  queryClient.setQueryData<TEventBattles>(
    eventKeys.battles(eventId),
    (event) => event && { ...event, battles: event.battles.map((each) => (each._id === battle._id ? battle : each)) },
  );
}

/** The organisers' battle controls answer the battle as stored and the server's clock (docs/product.md#rule-14). */
function useBattleControl<B extends { eventId: string }>(
  call: (body: B) => Promise<TBattleControlReply>,
  clock: ServerClock,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (reply, body) => {
      clock.observe(reply.serverNow);
      storeBattle(queryClient, body.eventId, reply.battle);
    },
  });
}

/** EventSingleBattleTimeStart (§4.9): '' starts afresh, 'replay' resumes a paused timer. */
const timeStart = pressed((body: TTimeStartRequest, options) =>
  callApi('EventSingleBattleTimeStart', { body }, options),
);
export const useTimeStart = (clock: ServerClock) => useBattleControl(timeStart, clock);

/** EventSingleBattleTimePause (§4.9), sending the remaining time as the screen reads it. */
const timePause = pressed((body: TTimePauseRequest, options) =>
  callApi('EventSingleBattleTimePause', { body }, options),
);
export const useTimePause = (clock: ServerClock) => useBattleControl(timePause, clock);

/** The organisers' live switches (docs/product.md#rule-24, #rule-325): voting on/off, the bar shown/hidden, the battle completed. */
const battleUpdate = pressed(({ battleId, ...body }: TBattleUpdateRequest & { battleId: string }, options) =>
  callApi('adminBattleUpdate', { params: { battleId }, body }, options),
);

export function useBattleUpdate(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: battleUpdate,
    onSuccess: (reply) => void storeBattle(queryClient, eventId, reply.battle),
  });
}
