import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
// Relative, not '@artclash/i18n': Vite loads its config with Node, which does not run a linked package's TypeScript.
import { app as en } from '../../packages/i18n/src/en/app.ts';
import { app as ja } from '../../packages/i18n/src/ja/app.ts';
import { JOIN_PATH } from '../../packages/contract/src/rules/join-address.ts';

const src = fileURLToPath(new URL('./src', import.meta.url));
const repository = fileURLToPath(new URL('../../', import.meta.url));

/**
 * A chunk group's test: a module whose path (from the repository's root) starts with one of the folders followed by
 * one of the names listed after it, e.g. underAny('apps/web/src/components/', ['pill/', 'stage/']).
 */
function underAny(...folderThenNames: (string | string[])[]): (id: string) => boolean {
  const prefixes: string[] = [];
  let folder = '';
  for (const part of folderThenNames) {
    if (typeof part === 'string') folder = part;
    else prefixes.push(...part.map((name) => folder + name));
  }
  return (id) => {
    const path = id.replaceAll('\\', '/').replace(repository.replaceAll('\\', '/'), '');
    return prefixes.some((prefix) => path.startsWith(prefix));
  };
}

// Long-lived libraries every screen needs go in one stable chunk (better caching; one request, docs/decisions.md#373).
// swiper, react-day-picker, react-toastify and zod (forms only) are left to the automatic split so they load
// only with the screen (or the first toast) that needs them.
const vendorGroups = [
  {
    name: 'libs',
    test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|i18next|react-i18next|i18next-resources-to-backend|html-parse-stringify|void-elements)[\\/]/,
  },
  // One chunk per language's texts, named for it: a visit loads the one it shows; the console's texts apart (docs/decisions.md#182).
  { name: 'console-texts-en', test: /packages[\\/]i18n[\\/]src[\\/]en[\\/]organiser/, priority: 1 },
  { name: 'console-texts-ja', test: /packages[\\/]i18n[\\/]src[\\/]ja[\\/]organiser/, priority: 1 },
  { name: 'dictionary-en', test: /packages[\\/]i18n[\\/]src[\\/]en[\\/]/ },
  { name: 'dictionary-ja', test: /packages[\\/]i18n[\\/]src[\\/]ja[\\/]/ },
  // The frame and the small helpers the first screens share (each alone was a chunk under 2 KB, and every
  // chunk costs a phone a request and about half a kilobyte of headers): one chunk (docs/decisions.md#183).
  {
    name: 'frame',
    test: /apps[\\/]web[\\/]src[\\/](components[\\/](app-shell|header|bottom-nav|state|skeleton|icons|event-image|event-card|layout|query-view)[\\/]|lib[\\/](social-redirect|pending-registration|use-city-label|event-time-format)\.|features[\\/]events[\\/]components[\\/]calendar-range\.)|packages[\\/]contract[\\/]src[\\/]rules[\\/]event-/,
  },
  // The parts the event's screens share (Event Details, voting, the live battle), and the button and form fields every
  // form and the vote's pass use: each alone was a file of under 2 KB, and over the plain HTTP/1.1 of `npm start` a
  // phone fetches six files at a time, each a round trip before the first paint (docs/decisions.md#373). A module
  // another chunk needs stays where it is (includeDependenciesRecursively: false), so home loads neither.
  {
    name: 'event-parts',
    test: underAny(
      'apps/web/src/features/live/api/',
      ['use-live-event.', 'get-event-battles.', 'vote-pass.', 'voting-status.', 'server-clock.', 'query-keys.'],
      'apps/web/src/features/live/components/',
      ['live-skeleton.', 'theme-line.', 'live-tag.', 'vote-pass.', 'countdown.', 'use-countdown.'],
      ['event-battles-list.', 'battle-rules.', 'live.module.'],
      'apps/web/src/features/events/components/',
      ['event-schedule.', 'participant-stack.', 'participants-modal.'],
      'apps/web/src/components/',
      ['stage/', 'part-boundary/', 'stream-embed/', 'pill/', 'versus/', 'vote-bar/', 'modal/'],
      'apps/web/src/lib/events/',
      ['get-event-battles.'],
      'packages/contract/src/rules/',
      ['vote-share.', 'voting-rules.'],
    ),
    includeDependenciesRecursively: false,
  },
  {
    name: 'fields',
    test: underAny(
      'apps/web/src/components/',
      ['button/', 'form-field/', 'email-code/'],
      'apps/web/src/lib/accounts/',
      ['email-code.'],
      'packages/contract/src/rules/',
      ['email.', 'reset-code.'],
    ),
    includeDependenciesRecursively: false,
  },
];

const PRODUCT_NAME = 'ArtClash';
const STAGE = '#141B2D';

// docs/decisions.md#91: the installable app. Its manifest speaks both languages; the service worker precaches the shell
// and every screen's code (both dictionaries too, each its own chunk), and never answers /backend from a cache.
const pwa = VitePWA({
  registerType: 'prompt',
  injectRegister: false,
  manifest: {
    id: '/',
    name: PRODUCT_NAME,
    short_name: PRODUCT_NAME,
    lang: 'ja',
    description: `${ja.description} ${en.description}`,
    // Manifest localization (W3C Manifest Incubations): browsers that know it pick the user's language.
    ...{ description_localized: { en: en.description, ja: ja.description } },
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#0F78C5',
    background_color: STAGE,
    categories: ['entertainment', 'events'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
    // Every screen's code, the shell and the dictionaries: moving to a screen not yet opened works offline.
    navigateFallback: '/index.html',
    // Calls, the live stream, votes, sign-in (OAuth redirects), uploads and downloads always go to the network, and so
    // does the short address under the QR code, which only the server can send on (docs/decisions.md#345).
    navigateFallbackDenylist: [/^\/backend\//, new RegExp(`^${JOIN_PATH.slice(0, JOIN_PATH.indexOf(':'))}`)],
    cleanupOutdatedCaches: true,
    // A new version waits until the page asks it to take over (app/service-worker.ts): never in the middle of a vote.
    skipWaiting: false,
    clientsClaim: false,
  },
});

export default defineConfig({
  // Each build names itself: the data a browser kept for offline use is for the build that kept it
  // (app/query-persist.ts, docs/decisions.md#323).
  define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(Date.now().toString(36)) },
  plugins: [
    react(),
    pwa,
    // Every text file of the build also as .br and .gz at the highest levels, made once here: the server sends the
    // variant a browser accepts (plugins/web-app.ts, docs/decisions.md#90) and never compresses a file per request.
    compression({
      algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip')],
      include: /\.(html|js|css|json|svg|webmanifest|txt)$/,
      threshold: 512,
      logLevel: 'silent',
    }),
  ],
  resolve: { alias: { '@': src } },
  server: {
    proxy: { '/backend': { target: 'http://localhost:8080', changeOrigin: true } },
  },
  preview: {
    proxy: { '/backend': { target: 'http://localhost:8080', changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    rolldownOptions: { output: { codeSplitting: { groups: vendorGroups } } },
  },
});
