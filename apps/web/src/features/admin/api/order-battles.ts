import { callApi } from '@/lib/api-client';
import { eventKeys } from '@/lib/event-keys';
import { useConsoleWrite } from './console-write';

export const useOrderBattles = (eventId: string) =>
  useConsoleWrite(
    (battles: string[]) => callApi('adminBattleOrder', { params: { eventId }, body: { battles } }),
    eventKeys.battles(eventId),
  );
