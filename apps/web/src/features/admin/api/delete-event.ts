import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { consoleKeys } from './console-keys';
import { refreshEventLists } from './event-cache';

export function useDeleteEvent(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi('adminEventDelete', { params: { eventId } }),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: consoleKeys.event(eventId) });
      await refreshEventLists(queryClient);
    },
  });
}
