import { email } from './email.ts';
import { screens } from './screens.ts';
import { organiser } from './organiser.ts';

export const en = { ...screens, email, organiser } as const;
