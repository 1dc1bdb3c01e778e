import type { TAdminRouletteReply } from '@artclash/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventKeys } from '@/lib/event-keys';
import { consoleKeys } from './console-keys';

/** A roulette write: the console's copy is the reply; the battles (which show its keywords) read again. */
export function useRouletteWrite<V>(eventId: string, call: (variables: V) => Promise<TAdminRouletteReply>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async (reply) => {
      queryClient.setQueryData(consoleKeys.roulette(eventId), reply.Roulette);
      await queryClient.invalidateQueries({ queryKey: eventKeys.battles(eventId) });
    },
  });
}
