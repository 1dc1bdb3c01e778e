import type { CallOptions } from '@/lib/api-client';

/** What every console write sends: it names the console to the event's log (docs/decisions.md#404, #408). */
export const FROM_CONSOLE = { screen: 'console' } as const satisfies CallOptions;
