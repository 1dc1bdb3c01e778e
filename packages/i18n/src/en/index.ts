import { email } from './email.ts';
import { screens } from './screens.ts';
import { organiser } from './organiser.ts';
import { server } from './server.ts';

export const en = { ...screens, server, email, organiser } as const;
