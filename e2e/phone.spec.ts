import { expect, test, type APIRequestContext } from '@playwright/test';
import { joinPathOf } from '../packages/contract/src/values.ts';
import { t, useLanguage } from './support/i18n.ts';
import { ORGANISER } from './support/ports.ts';

// On a phone at the venue (docs/decisions.md#91): installable, and useful when the network drops.
test.use({ serviceWorkers: 'allow' });

async function firstUpcomingEvent(
  request: APIRequestContext,
): Promise<{ _id: string; title_eng: string; title_jap: string }> {
  const reply = (await (await request.get('/backend/api/GetUpcomingEvent')).json()) as {
    events: { _id: string; title_eng: string; title_jap: string }[];
  };
  return reply.events[0]!;
}

/** PNG width and height from the IHDR chunk. */
const pngSize = (bytes: Buffer) => [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];

test('the web manifest describes an installable app in both languages, with icons that exist', async ({ request }) => {
  const reply = await request.get('/manifest.webmanifest');
  expect(reply.ok()).toBe(true);
  expect(reply.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await reply.json()) as Record<string, unknown> & {
    icons: { src: string; sizes: string; type: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({
    name: 'ArtClash',
    short_name: 'ArtClash',
    start_url: '/',
    display: 'standalone',
    theme_color: '#0F78C5',
    background_color: '#141B2D',
  });
  expect(manifest.description).toContain(t('en', 'app.description'));
  expect(manifest.description).toContain(t('ja', 'app.description'));
  expect(manifest.icons.map((icon) => icon.purpose)).toEqual(expect.arrayContaining(['any', 'maskable']));
  for (const icon of manifest.icons) {
    const image = await request.get(icon.src);
    expect(image.headers()['content-type'], icon.src).toBe('image/png');
    expect(pngSize(await image.body()).join('x'), icon.src).toBe(icon.sizes);
  }
  const page = await request.get('/');
  expect(await page.text()).toContain('<link rel="manifest" href="/manifest.webmanifest">');
});

test('the service worker at /sw.js is never cached stale and precaches the shell and every screen', async ({
  page,
  request,
}) => {
  const sw = await request.get('/sw.js');
  expect(sw.headers()['content-type']).toContain('javascript');
  expect(sw.headers()['cache-control']).toBe('no-cache');

  await page.goto('/');
  const worker = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
  expect(new URL(worker ?? '').pathname).toBe('/sw.js');
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys())
      for (const entry of await (await caches.open(name)).keys()) urls.push(new URL(entry.url).pathname);
    return urls;
  });
  expect(cached).toContain('/index.html');
  // Every screen's code, e.g. the calendar and the live screens, which home never loads.
  for (const screen of ['calendar', 'live-event', 'voting', 'signin'])
    expect(
      cached.some((path) => path.startsWith(`/assets/${screen}-`)),
      screen,
    ).toBe(true);
  expect(cached.some((path) => path.startsWith('/backend/'))).toBe(false);
});

test('offline, a reload still shows the app with a notice in the chosen language, and the live page comes back by itself', async ({
  page,
  context,
  request,
}) => {
  const event = await firstUpcomingEvent(request);
  await useLanguage(page, 'ja');
  await page.goto('/');
  await page.evaluate(async () => navigator.serviceWorker.ready);
  // The first visit installed the worker; from the next load on it answers.
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: t('ja', 'app.offline') })).toBeVisible();
  await expect(page.getByRole('navigation').first()).toBeVisible();
  // A screen never opened before: its code comes from the precache.
  await page.goto(`/live-event/${event._id}`);
  await expect(page.getByRole('status').filter({ hasText: t('ja', 'app.offline') })).toBeVisible();
  await expect(page.getByRole('heading', { name: event.title_jap })).toHaveCount(0);

  await context.setOffline(false);
  await expect(page.getByRole('heading', { name: event.title_jap })).toBeVisible();
  await expect(page.getByText(t('ja', 'app.offline'))).toHaveCount(0);
});

test('a phone whose service worker took control follows the short address under the QR code to the voting page (docs/decisions.md#345)', async ({
  page,
  request,
}) => {
  // A new event: the demo's ids share their first eight digits, so none of them has a short address of its own.
  const login = await request.post('/backend/api/login', { data: ORGANISER });
  const headers = { authorization: ((await login.json()) as { token: string }).token };
  const title = `Short Address ${Date.now()}`;
  const created = await request.post('/backend/admin-api/events', {
    headers,
    data: {
      title_eng: title,
      title_jap: '短いアドレス',
      battles_time: 5,
      date_times: [
        { dates: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10), start_time: '18:00', end_time: '21:00' },
      ],
    },
  });
  expect(created.ok()).toBe(true);
  const eventId = ((await created.json()) as { event: { _id: string } }).event._id;

  await useLanguage(page, 'en');
  await page.goto('/');
  await page.evaluate(async () => navigator.serviceWorker.ready);
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  // The worker answers every other address with the app; this one only the server can send on.
  await page.goto(joinPathOf(eventId));
  await expect(page).toHaveURL(new RegExp(`/voting/${eventId}$`));
  await expect(page.getByText(title).first()).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
});

test("a first visit's screen needs no round trip for its code, texts or data (docs/decisions.md#187, #188, #191)", async ({
  page,
  request,
}) => {
  const event = await firstUpcomingEvent(request);
  const past = (await (await request.get('/backend/api/GetPastEvent?city=Tokyo')).json()) as {
    events: { title_eng: string }[];
  };
  const asked: string[] = [];
  page.on('request', (sent) => {
    const url = new URL(sent.url());
    if (url.pathname.startsWith('/backend/api/')) asked.push(url.pathname + url.search);
  });
  // A chunk is `assets/{name}-{hash}.js`, its hash eight characters of [A-Za-z0-9_-]: it may begin with a hyphen.
  const preloaded = (html: string) =>
    [...html.matchAll(/<link rel="modulepreload" crossorigin href="\/assets\/([a-z-]+?)-[\w-]{8}\.js"/g)].map(
      ([, name]) => name,
    );

  await useLanguage(page, 'en');
  const home = await page.goto('/');
  expect(preloaded(await home!.text())).toEqual(expect.arrayContaining(['home', 'dictionary-en']));
  await expect(page.locator('.swiper-slide-active')).toContainText(event.title_eng);
  await expect(page.getByText(past.events[0]!.title_eng).first()).toBeVisible();
  expect(asked.filter((url) => /GetUpcomingEvent|GetPastEvent\?city=Tokyo/.test(url))).toEqual([]);

  const details = await page.goto(`/event-details/${event._id}`);
  expect(preloaded(await details!.text())).toEqual(expect.arrayContaining(['event-details', 'dictionary-en']));
  await expect(page.getByRole('heading', { name: event.title_eng, level: 2 })).toBeVisible();
  expect(asked.filter((url) => url.includes('SingleEventDetails'))).toEqual([]);

  // The big screen shows the event from its page while its stream is held back (docs/decisions.md#191).
  await page.route('**/backend/api/live/**', () => new Promise<void>(() => {}));
  await page.goto(`/live-event-battle/${event._id}`);
  await expect(page.getByText(event.title_eng).first()).toBeVisible();
  expect(asked.filter((url) => url.includes('EventByAllBattle'))).toEqual([]);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});
