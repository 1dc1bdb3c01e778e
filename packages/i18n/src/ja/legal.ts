import type { Widen } from '../types.ts';
import type { legal as en } from '../en/legal.ts';

export const legal: Widen<typeof en> = {};
