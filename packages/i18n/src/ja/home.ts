import type { Widen } from '../types.ts';
import type { home as en } from '../en/home.ts';

export const home: Widen<typeof en> = {};
