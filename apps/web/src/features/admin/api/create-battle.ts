import type { TBattleCreateRequest } from '@artclash/contract';
import { callApi } from '@/lib/api-client';
import { eventKeys } from '@/lib/event-keys';
import { useConsoleWrite } from './console-write';

export const useAddBattle = (eventId: string) =>
  useConsoleWrite(
    (body: TBattleCreateRequest) => callApi('adminBattleCreate', { params: { eventId }, body }),
    eventKeys.battles(eventId),
  );
