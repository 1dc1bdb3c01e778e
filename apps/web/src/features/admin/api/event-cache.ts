import type { TAdminEventReply } from '@artclash/contract';
import type { QueryClient } from '@tanstack/react-query';
import { eventKeys } from '@/lib/event-keys';
import { consoleKeys } from './console-keys';

/** After an event write: every console list and the public pages read again. */
export const refreshEventLists = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: [...consoleKeys.all, 'events'] }),
    queryClient.invalidateQueries({ queryKey: eventKeys.all }),
  ]);

/** After a write that answers the event: the console's copy is the reply, and the lists read again. */
export async function storeEvent(queryClient: QueryClient, reply: TAdminEventReply) {
  queryClient.setQueryData(consoleKeys.event(reply.event._id), reply);
  await refreshEventLists(queryClient);
}
