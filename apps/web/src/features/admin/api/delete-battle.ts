import { callApi } from '@/lib/api-client';
import { eventKeys } from '@/lib/event-keys';
import { useConsoleWrite } from './console-write';
import { FROM_CONSOLE } from './from-console';

export const useRemoveBattle = (eventId: string) =>
  useConsoleWrite(
    (battleId: string) => callApi('adminBattleDelete', { params: { battleId } }, FROM_CONSOLE),
    eventKeys.battles(eventId),
  );
