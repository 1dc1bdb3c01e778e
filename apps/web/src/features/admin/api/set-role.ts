import type { TRole } from '@artclash/contract';
import { callApi } from '@/lib/api-client';
import { consoleKeys } from './console-keys';
import { useConsoleWrite } from './console-write';
import { FROM_CONSOLE } from './from-console';

/** Makes an account an organiser or a user again; every page of the list (and its organiser count) reads again. */
export const useSetRole = () =>
  useConsoleWrite(
    ({ userId, role }: { userId: string; role: TRole }) =>
      callApi('adminAccountRole', { params: { userId }, body: { role } }, FROM_CONSOLE),
    [...consoleKeys.all, 'accounts'],
  );
