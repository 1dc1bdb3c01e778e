import type { TEventUpdateRequest } from '@artclash/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { storeEvent } from './event-cache';
import { FROM_CONSOLE } from './from-console';

export function useUpdateEvent(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TEventUpdateRequest) => callApi('adminEventUpdate', { params: { eventId }, body }, FROM_CONSOLE),
    onSuccess: (reply) => storeEvent(queryClient, reply),
  });
}
