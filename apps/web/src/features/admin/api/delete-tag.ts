import { callApi } from '@/lib/api-client';
import { consoleKeys } from './console-keys';
import { useConsoleWrite } from './console-write';
import { FROM_CONSOLE } from './from-console';

// Every tag write reads every tag search again: a rename, merge or delete changes names and counts across pages.
export const useDeleteTag = () =>
  useConsoleWrite(
    (tagId: string) => callApi('adminTagDelete', { params: { tagId } }, FROM_CONSOLE),
    consoleKeys.tags(),
  );
