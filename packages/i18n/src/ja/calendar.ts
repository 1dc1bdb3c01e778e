import type { Widen } from '../types.ts';
import type { calendar as en } from '../en/calendar.ts';

export const calendar: Widen<typeof en> = {};
