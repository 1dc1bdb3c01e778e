import type { TEventCreateRequest } from '@artclash/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { storeEvent } from './event-cache';

export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TEventCreateRequest) => callApi('adminEventCreate', { body }),
    onSuccess: (reply) => storeEvent(queryClient, reply),
  });
}
