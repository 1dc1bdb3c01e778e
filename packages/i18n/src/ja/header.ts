import type { Widen } from '../types.ts';
import type { header as en } from '../en/header.ts';

export const header: Widen<typeof en> = {};
