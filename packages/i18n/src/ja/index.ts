import type { Widen } from '../types.ts';
import type { en } from '../en/index.ts';
import { email } from './email.ts';
import { screens } from './screens.ts';
import { organiser } from './organiser.ts';
import { server } from './server.ts';

export const ja: Widen<typeof en> = { ...screens, server, email, organiser };
