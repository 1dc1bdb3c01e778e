import type { TEventUpdateRequest } from '@artclash/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { storeEvent } from './event-cache';

export function useUpdateEvent(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TEventUpdateRequest) => callApi('adminEventUpdate', { params: { eventId }, body }),
    onSuccess: (reply) => storeEvent(queryClient, reply),
  });
}
