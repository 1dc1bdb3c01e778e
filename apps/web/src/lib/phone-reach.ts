import { useQuery } from '@tanstack/react-query';
import { callApi } from './api-client';

/**
 * Whether phones in the room can open the address the server gives them (docs/decisions.md#346), asked by every
 * console screen. Advice, not the screen's data: a failure shows nothing rather than a second error beside the
 * screen's own.
 */
export const usePhoneReach = () =>
  useQuery({
    queryKey: ['phone-reach'],
    queryFn: ({ signal }) =>
      callApi('adminPhoneReach', undefined, { signal }).then(
        ({ reach }) => reach,
        () => null,
      ),
  });
