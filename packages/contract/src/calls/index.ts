import type { EndpointName } from '../endpoints.ts';
import { adminCalls } from './admin.ts';
import { adminReferenceCalls } from './admin-reference.ts';
import { clientErrorCalls } from './client-errors.ts';
import { accountCalls } from './auth.ts';
import type { CallMap } from './define-call.ts';
import { eventCalls } from './events.ts';
import { liveCalls } from './live.ts';
import { postCalls } from './posts.ts';
import { profileCalls } from './profiles.ts';
import { referenceCalls } from './reference.ts';
import { showCalls } from './show.ts';
import { userDetailsCalls } from './user-details.ts';

/** Every call of §7, by name: the server registers its routes from these, the web app types its requests by them. */
export const calls = {
  ...eventCalls,
  ...adminCalls,
  ...adminReferenceCalls,
  ...liveCalls,
  ...showCalls,
  ...referenceCalls,
  ...userDetailsCalls,
  ...accountCalls,
  ...profileCalls,
  ...postCalls,
  ...clientErrorCalls,
} satisfies CallMap;

type Calls = typeof calls;
export type CallOf<N extends EndpointName> = Calls[N];
