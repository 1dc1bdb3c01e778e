import { callApi } from '@/lib/api-client';
import { eventKeys } from '@/lib/event-keys';
import { useConsoleWrite } from './console-write';
import { FROM_CONSOLE } from './from-console';

export const useOrderBattles = (eventId: string) =>
  useConsoleWrite(
    (battles: string[]) => callApi('adminBattleOrder', { params: { eventId }, body: { battles } }, FROM_CONSOLE),
    eventKeys.battles(eventId),
  );
