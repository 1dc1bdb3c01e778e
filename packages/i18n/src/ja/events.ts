import type { Widen } from '../types.ts';
import type { events as en } from '../en/events.ts';

export const events: Widen<typeof en> = {};
