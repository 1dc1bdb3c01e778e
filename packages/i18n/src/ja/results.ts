import type { Widen } from '../types.ts';
import type { results as en } from '../en/results.ts';

export const results: Widen<typeof en> = {};
