import type { TReferenceList } from '@artclash/contract';
import { callApi } from '@/lib/api-client';
import { consoleKeys } from './console-keys';
import { useConsoleWrite } from './console-write';
import { FROM_CONSOLE } from './from-console';

export const useRemoveReferenceItem = (list: TReferenceList) =>
  useConsoleWrite(
    (itemId: string) => callApi('adminReferenceDelete', { params: { list, itemId } }, FROM_CONSOLE),
    consoleKeys.reference(list),
  );
