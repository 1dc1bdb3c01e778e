import type { Widen } from '../types.ts';
import type { common as en } from '../en/common.ts';

export const common: Widen<typeof en> = {};
