import type { TRole } from '@artclash/contract';
import { callApi } from '@/lib/api-client';
import { consoleKeys } from './console-keys';
import { useConsoleWrite } from './console-write';

/** Makes an account an organiser or a user again; every page of the list (and its organiser count) reads again. */
export const useSetRole = () =>
  useConsoleWrite(
    ({ userId, role }: { userId: string; role: TRole }) =>
      callApi('adminAccountRole', { params: { userId }, body: { role } }),
    [...consoleKeys.all, 'accounts'],
  );
