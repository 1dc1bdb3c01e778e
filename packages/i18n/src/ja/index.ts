import type { Widen } from '../types.ts';
import type { en } from '../en/index.ts';
import { server } from './server.ts';

export const ja: Widen<typeof en> = { server };
