// What any screen of the web app may need: every text but the organisers' console and the mail, which
// load apart (docs/decisions.md#182), and of the server's messages only those the web's forms show (#256).
import { common } from './common.ts';
import { header } from './header.ts';
import { nav } from './nav.ts';
import { landing } from './landing.ts';
import { home } from './home.ts';
import { events } from './events.ts';
import { results } from './results.ts';
import { calendar } from './calendar.ts';
import { legal } from './legal.ts';
import { serverInForms } from './server-in-forms.ts';
import { auth } from './auth.ts';
import { profile } from './profile.ts';
import { posts } from './posts.ts';
import { live } from './live.ts';
import { votePass } from './vote-pass.ts';
import { show } from './show.ts';
import { app } from './app.ts';

export const screens = {
  common,
  header,
  nav,
  landing,
  home,
  events,
  results,
  calendar,
  legal,
  server: serverInForms,
  auth,
  profile,
  posts,
  live,
  votePass,
  show,
  app,
} as const;
