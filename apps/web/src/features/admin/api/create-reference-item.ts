import type { TReferenceItemRequest, TReferenceList } from '@artclash/contract';
import { callApi } from '@/lib/api-client';
import { consoleKeys } from './console-keys';
import { useConsoleWrite } from './console-write';
import { FROM_CONSOLE } from './from-console';

export const useAddReferenceItem = (list: TReferenceList) =>
  useConsoleWrite(
    (body: TReferenceItemRequest) => callApi('adminReferenceCreate', { params: { list }, body }, FROM_CONSOLE),
    consoleKeys.reference(list),
  );
