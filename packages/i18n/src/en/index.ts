import { server } from './server.ts';

export const en = { server } as const;
