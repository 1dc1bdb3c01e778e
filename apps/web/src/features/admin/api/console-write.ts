import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';

/** A console write after which `refresh` reads again, so numbering, order and counts stay the server's. */
export function useConsoleWrite<V, R>(call: (variables: V) => Promise<R>, refresh: QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: refresh }),
  });
}
