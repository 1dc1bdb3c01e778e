import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { i18n, i18nReady, loadOrganiserTexts } from '@/lib/i18n';
import { mediaQueryList } from './media-query';

// jsdom has no matchMedia; Swiper's breakpoints ask it. Nothing matches, as on a narrow phone.
if (!window.matchMedia) window.matchMedia = (query: string) => mediaQueryList(query, false);

// jsdom lays nothing out and has no scrollIntoView; forms call it to show their first error.
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};

// jsdom's Performance keeps no timeline (every browser has the navigation entry a live screen reads); a test stubs it.
if (!performance.getEntriesByType) performance.getEntriesByType = () => [];

// Screens are lazy chunks; the first import in a cold test worker can take a couple of seconds.
configure({ asyncUtilTimeout: 5000 });

beforeEach(async () => {
  // Both dictionaries at hand, so a test's language switch is as quick as a second switch in the app (docs/decisions.md#182).
  await i18nReady;
  await i18n.loadLanguages(['en', 'ja']);
  await loadOrganiserTexts();
  await i18n.changeLanguage('en');
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
