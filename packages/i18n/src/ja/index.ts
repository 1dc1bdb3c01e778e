import type { Widen } from '../types.ts';
import type { en } from '../en/index.ts';
import { email } from './email.ts';
import { screens } from './screens.ts';
import { organiser } from './organiser.ts';

export const ja: Widen<typeof en> = { ...screens, email, organiser };
