import type { Widen } from '../types.ts';
import type { landing as en } from '../en/landing.ts';

export const landing: Widen<typeof en> = {};
