import { common } from './common.ts';
import { header } from './header.ts';
import { nav } from './nav.ts';
import { landing } from './landing.ts';
import { home } from './home.ts';
import { events } from './events.ts';
import { results } from './results.ts';
import { calendar } from './calendar.ts';
import { legal } from './legal.ts';
import { server } from './server.ts';
import { auth } from './auth.ts';
import { email } from './email.ts';
import { profile } from './profile.ts';
import { posts } from './posts.ts';
import { live } from './live.ts';
import { organiser } from './organiser.ts';
import { app } from './app.ts';

export const en = { common, header, nav, landing, home, events, results, calendar, legal, server, auth, email, profile, posts, live, organiser, app } as const;
