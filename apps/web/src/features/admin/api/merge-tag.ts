import { callApi } from '@/lib/api-client';
import { consoleKeys } from './console-keys';
import { useConsoleWrite } from './console-write';
import { FROM_CONSOLE } from './from-console';

// Every tag write reads every tag search again: a rename, merge or delete changes names and counts across pages.
export const useMergeTag = () =>
  useConsoleWrite(
    ({ tagId, into }: { tagId: string; into: string }) =>
      callApi('adminTagMerge', { params: { tagId }, body: { into } }, FROM_CONSOLE),
    consoleKeys.tags(),
  );
