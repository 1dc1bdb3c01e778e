import type { TBattleUpdateRequest } from '@artclash/contract';
import { callApi } from '@/lib/api-client';
import { eventKeys } from '@/lib/event-keys';
import { useConsoleWrite } from './console-write';

export const useEditBattle = (eventId: string) =>
  useConsoleWrite(
    ({ battleId, ...body }: TBattleUpdateRequest & { battleId: string }) =>
      callApi('adminBattleUpdate', { params: { battleId }, body }),
    eventKeys.battles(eventId),
  );
