import type { TEventCreateRequest } from '@artclash/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { storeEvent } from './event-cache';
import { FROM_CONSOLE } from './from-console';

export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TEventCreateRequest) => callApi('adminEventCreate', { body }, FROM_CONSOLE),
    onSuccess: (reply) => storeEvent(queryClient, reply),
  });
}
