import type { TReferenceList } from '@artclash/contract';
import { callApi } from '@/lib/api-client';
import { consoleKeys } from './console-keys';
import { useConsoleWrite } from './console-write';

export const useRemoveReferenceItem = (list: TReferenceList) =>
  useConsoleWrite(
    (itemId: string) => callApi('adminReferenceDelete', { params: { list, itemId } }),
    consoleKeys.reference(list),
  );
