import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { consoleKeys } from './console-keys';
import { refreshEventLists } from './event-cache';
import { FROM_CONSOLE } from './from-console';

export function useDeleteEvent(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi('adminEventDelete', { params: { eventId } }, FROM_CONSOLE),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: consoleKeys.event(eventId) });
      await refreshEventLists(queryClient);
    },
  });
}
