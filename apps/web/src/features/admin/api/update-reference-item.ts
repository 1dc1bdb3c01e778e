import type { TReferenceItemRequest, TReferenceList } from '@artclash/contract';
import { callApi } from '@/lib/api-client';
import { consoleKeys } from './console-keys';
import { useConsoleWrite } from './console-write';
import { FROM_CONSOLE } from './from-console';

export const useEditReferenceItem = (list: TReferenceList) =>
  useConsoleWrite(
    ({ itemId, ...body }: TReferenceItemRequest & { itemId: string }) =>
      callApi('adminReferenceUpdate', { params: { list, itemId }, body }, FROM_CONSOLE),
    consoleKeys.reference(list),
  );
