import type { TBattleCreateRequest } from '@artclash/contract';
import { callApi } from '@/lib/api-client';
import { eventKeys } from '@/lib/event-keys';
import { useConsoleWrite } from './console-write';
import { FROM_CONSOLE } from './from-console';

export const useAddBattle = (eventId: string) =>
  useConsoleWrite(
    (body: TBattleCreateRequest) => callApi('adminBattleCreate', { params: { eventId }, body }, FROM_CONSOLE),
    eventKeys.battles(eventId),
  );
