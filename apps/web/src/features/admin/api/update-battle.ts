import type { TBattleUpdateRequest } from '@artclash/contract';
import { callApi } from '@/lib/api-client';
import { eventKeys } from '@/lib/event-keys';
import { useConsoleWrite } from './console-write';
import { FROM_CONSOLE } from './from-console';

export const useEditBattle = (eventId: string) =>
  useConsoleWrite(
    ({ battleId, ...body }: TBattleUpdateRequest & { battleId: string }) =>
      callApi('adminBattleUpdate', { params: { battleId }, body }, FROM_CONSOLE),
    eventKeys.battles(eventId),
  );
