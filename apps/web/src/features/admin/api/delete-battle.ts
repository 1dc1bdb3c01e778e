import { callApi } from '@/lib/api-client';
import { eventKeys } from '@/lib/event-keys';
import { useConsoleWrite } from './console-write';

export const useRemoveBattle = (eventId: string) =>
  useConsoleWrite(
    (battleId: string) => callApi('adminBattleDelete', { params: { battleId } }),
    eventKeys.battles(eventId),
  );
