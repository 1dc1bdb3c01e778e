import { expect, test, type Browser, type Page } from '@playwright/test';
import sharp from 'sharp';
import { expectAccessible } from './support/a11y.ts';
import { PASSWORD, signIn, uniqueEmail } from './support/accounts.ts';
import { type Lang, t, useLanguage } from './support/i18n.ts';
import { ORGANISER } from './support/ports.ts';
import { eventWithBattles, showControl, tokenOf } from './support/show.ts';

// The artworks in the results (docs/decisions.md#425): once a battle's time is up the organiser photographs each
// canvas from the control room on a phone; the photo shows on the results page and the share card, and the artist
// finds it as a draft post, which they complete and publish.

const tr = (lang: Lang, key: string, values: Record<string, string> = {}) =>
  Object.entries(values).reduce((text, [name, value]) => text.replaceAll(`{{${name}}}`, value), t(lang, key));

/** A page of a new context at `width`×`height`, in `lang`. */
async function phone(browser: Browser, lang: Lang, width: number) {
  const context = await browser.newContext({ viewport: { width, height: 800 }, isMobile: true, hasTouch: true });
  context.setDefaultTimeout(30_000);
  const page = await context.newPage();
  await useLanguage(page, lang);
  return page;
}

/** Whether a page scrolls sideways: something wider than the phone. */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

test('the organiser photographs a canvas at the end of a battle; it shows in the results, and its artist publishes it', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const token = await tokenOf(request, ORGANISER.email, ORGANISER.password);
  const email = uniqueEmail('artist-canvas');
  const registered = await request.post('/backend/api/register', {
    data: { email, password: PASSWORD, type: 'artist', username: 'canvas.kaito' },
  });
  expect(registered.ok()).toBe(true);
  const firstPlayer = { _id: ((await registered.json()) as { userID: string }).userID, username: 'canvas.kaito' };
  const { eventId, battles } = await eventWithBattles(request, token, { firstPlayer });
  const [name, opponent] = [battles[0]!.name, battles[0]!.players[1]];
  const show = showControl(request, token, eventId);
  const [first] = await show.battles();
  await show.onStage(first!.id);
  for (const action of ['spin', 'stop', 'lock'] as const) await show.roulette(first!.id, action);
  await show.start(first!.id);

  // The organiser's phone (320 px, Japanese): nothing to photograph while the battle runs.
  const organiser = await phone(browser, 'ja', 320);
  await signIn(organiser, ORGANISER.email, ORGANISER.password, 'ja');
  await organiser.goto(`/admin/live/${eventId}`);
  const card = organiser.getByRole('article', { name });
  await expect(card.getByTestId('votes-1')).toBeVisible();
  const artworks = card.getByRole('region', { name: t('ja', 'organiser.control.artworks.title') });
  await expect(artworks).toHaveCount(0);

  // The battle ends: the photos are offered. A camera's photo, 4000×3000 of fine detail, is over the 5 MB an upload
  // may be; the phone makes it 2048 px wide before sending it.
  await show.move(first!.id, 'complete', 'live', { player_winner_id: firstPlayer._id });
  await expect(artworks).toBeVisible();
  await expect(artworks.getByText(t('ja', 'organiser.control.artworks.none'))).toHaveCount(2);
  const noise = Buffer.alloc(4000 * 3000 * 3);
  for (let at = 0; at < noise.length; at += 1) noise[at] = (at * 2_654_435_761) >>> 24;
  const photo = await sharp(noise, { raw: { width: 4000, height: 3000, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer();
  expect(photo.length).toBeGreaterThan(5 * 1024 * 1024);
  const sent = organiser.waitForRequest((sending) => sending.url().endsWith(`/artworks/1`));
  await artworks
    .getByTestId('artwork-input-1')
    .setInputFiles({ name: 'IMG_0001.jpg', mimeType: 'image/jpeg', buffer: photo });
  const upload = await sent;
  // Taken: as sent, the camera's file would be refused for its size (413).
  expect((await upload.response())?.status()).toBe(200);
  await expect(
    organiser.getByText(tr('ja', 'organiser.control.artworks.saved', { name: 'canvas.kaito' })),
  ).toBeVisible();
  const stored = artworks.getByRole('img', {
    name: tr('ja', 'organiser.control.artworks.alt', { name: 'canvas.kaito' }),
  });
  await expect(stored).toBeVisible();
  expect(await stored.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  await expect(
    artworks.getByRole('button', { name: tr('ja', 'organiser.control.artworks.retake', { name: 'canvas.kaito' }) }),
  ).toBeEnabled();
  expect(await scrollsSideways(organiser)).toBe(false);
  await expectAccessible(organiser, 'control room: the artworks');
  await artworks.screenshot({ path: test.info().outputPath('control room artworks 320 ja.png') });

  // A visitor, signed out, sees the photo under its artist on the results page, and the share card is made with it.
  const visitor = await phone(browser, 'en', 390);
  await visitor.goto(`/match-details/${eventId}`);
  const result = visitor.getByRole('article').filter({ hasText: name });
  const shown = result
    .getByRole('list', { name: t('en', 'results.artworks') })
    .getByRole('img', { name: tr('en', 'results.artworkOf', { name: 'canvas.kaito' }) });
  await expect(shown).toBeVisible();
  // Loaded once scrolled to (a post image loads lazily), from the server's own files.
  await shown.scrollIntoViewIfNeeded();
  await expect
    .poll(() => shown.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
    .toBe(true);
  await expect(result.getByRole('img', { name: tr('en', 'results.artworkOf', { name: opponent }) })).toHaveCount(0);
  expect(await scrollsSideways(visitor)).toBe(false);
  await result.screenshot({ path: test.info().outputPath('results artwork 390 en.png') });
  const shareCard = await request.get(`/backend/api/battles/${first!.id}/card?lang=en`);
  expect(shareCard.ok()).toBe(true);
  expect(await sharp(await shareCard.body()).metadata()).toMatchObject({ width: 1200, height: 630 });

  // The artist (320 px, Japanese) finds the draft above their posts, completes it and publishes it.
  const artist = await phone(browser, 'ja', 320);
  await signIn(artist, email, PASSWORD, 'ja');
  await artist.goto('/my-profile');
  const drafts = artist.getByRole('region', { name: t('ja', 'profile.my.drafts') });
  await expect(drafts.getByRole('img')).toBeVisible();
  expect(await scrollsSideways(artist)).toBe(false);
  await drafts.screenshot({ path: test.info().outputPath('drafts 320 ja.png') });
  await drafts.getByRole('link', { name: t('ja', 'profile.my.completeDraft') }).click();
  await expect(artist.getByText(t('ja', 'posts.update.draftHint'))).toBeVisible();
  await artist.getByLabel(t('ja', 'posts.form.mediaType')).selectOption({ label: t('ja', 'posts.form.other') });
  await artist.getByLabel(t('ja', 'posts.form.otherMediaType')).fill('Acrylic on canvas');
  await artist.getByLabel(t('ja', 'posts.form.tools')).fill('Acrylics, palette knife');
  await artist.getByLabel(t('ja', 'posts.form.tags')).fill('live painting');
  await artist.getByLabel(t('ja', 'posts.form.tags')).press('Enter');
  await artist.getByLabel(t('ja', 'posts.form.description')).fill('Painted live in ten minutes.');
  await artist.getByLabel(t('ja', 'posts.form.collaboration')).fill('Solo');
  await artist
    .getByLabel(t('ja', 'posts.form.visibility'))
    .selectOption({ label: t('ja', 'posts.options.visibility.public') });
  await artist.getByLabel(t('ja', 'posts.form.licensing')).fill('All rights reserved');
  await artist.getByRole('button', { name: t('ja', 'posts.update.publish') }).click();
  await expect(artist).toHaveURL(/\/post-details\/[0-9a-f-]{36}$/);
  await artist.goto('/my-profile');
  await expect(artist.getByRole('list', { name: t('ja', 'profile.my.postsTab') }).getByRole('img')).toHaveCount(1);
  await expect(artist.getByRole('region', { name: t('ja', 'profile.my.drafts') })).toHaveCount(0);
  for (const page of [organiser, visitor, artist]) await page.context().close();
});
