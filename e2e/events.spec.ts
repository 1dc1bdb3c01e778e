import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y.ts';
import { expectDrawn } from './support/canvas.ts';
import { t, useLanguage } from './support/i18n.ts';

test.describe('browsing events', () => {
  test.beforeEach(async ({ page }) => {
    await useLanguage(page, 'en');
  });

  test('home → event details → participants modal', async ({ page, request }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Welcome to ArtClash!' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Swipe Through ArtClash Events' })).toBeVisible();
    await expectAccessible(page, 'home');

    const slide = page.locator('.swiper-slide-active a[href^="/event-details/"]');
    await expect(slide).toBeVisible();
    const title = (await slide.innerText()).split('\n')[0]?.trim() ?? '';
    await slide.click();

    await expect(page).toHaveURL(/\/event-details\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    await expect(page.getByRole('heading', { name: t('en', 'events.rules') })).toBeVisible();
    // The soonest event may be one another journey has just run to its end: its results are public then, and the
    // page offers them instead of joining (docs/product.md#rule-376).
    const eventId = new URL(page.url()).pathname.split('/').pop()!;
    const { events: shown } = (await (await request.get(`/backend/api/SingleEventDetails/${eventId}`)).json()) as {
      events: { results_public: boolean };
    };
    const [action, target] = shown.results_public
      ? [t('en', 'events.viewResults'), /\/match-details\//]
      : [t('en', 'events.joinEvent'), /\/live-match\//];
    await expect(page.getByRole('link', { name: action })).toHaveAttribute('href', target);
    await expectAccessible(page, 'event details');

    await page
      .getByRole('button', { name: /\+\d+ Participants?|\d+ Participants?/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    const profiles = dialog.getByRole('link');
    await expect(profiles.first()).toHaveAttribute('href', /^\/public-profile\/[0-9a-f-]{36}$/);
    expect(await profiles.count()).toBeGreaterThanOrEqual(2);
    await expect(dialog.getByText(/, /).first()).toBeVisible(); // 'city, country'
    await expectAccessible(page, 'participants modal');

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('the carousel holds each upcoming event once: no loop copies to tab through', async ({ page, request }) => {
    const upcoming = (await (await request.get('/backend/api/GetUpcomingEvent')).json()) as {
      events: { _id: string }[];
    };
    await page.goto('/');
    await expect(page.locator('.swiper-slide a').first()).toBeVisible();
    const links = await page
      .locator('.swiper-slide a')
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
    expect(links.toSorted()).toEqual(upcoming.events.map((event) => `/event-details/${event._id}`).toSorted());
  });

  test('a past event → View Results → results with winners and vote shares', async ({ page, request }) => {
    await page.goto('/');
    const tabs = page.getByRole('tablist');
    await expect(tabs.getByRole('tab', { name: 'Tokyo' })).toHaveAttribute('aria-selected', 'true');
    await tabs.getByRole('tab', { name: 'Seoul' }).click();
    await expect(tabs.getByRole('tab', { name: 'Seoul' })).toHaveAttribute('aria-selected', 'true');

    const card = page.getByRole('tabpanel').getByRole('link').first();
    await expect(card).toBeVisible();
    // The final's winner, named as on the results page (docs/product.md#rule-111).
    await expect(card).toContainText(t('en', 'home.champion'));
    await card.click();

    await expect(page).toHaveURL(/\/event-details\//);
    await page.getByRole('link', { name: t('en', 'events.viewResults') }).click();
    await expect(page).toHaveURL(/\/match-details\/[0-9a-f-]{36}$/);
    await expect(page.getByText(/\d+(\.\d+)?%/).first()).toBeVisible();
    await expect(page.getByText(t('en', 'results.winner')).first()).toBeVisible();
    // How each battle was won, drawn from the night's log (docs/decisions.md#421): a chart in every battle's card.
    const battles = page.getByRole('article');
    await expect(battles.first()).toBeVisible();
    for (const battle of await battles.all())
      await expectDrawn(battle.getByRole('figure', { name: t('en', 'results.curve.title') }).locator('canvas'));
    // A messenger given the page's address finds the event's share card: a 1200×630 PNG (docs/decisions.md#423).
    const head = await (await request.get(page.url(), { headers: { 'accept-language': 'en' } })).text();
    const image = /<meta property="og:image" content="([^"]+)"/.exec(head)?.[1] ?? '';
    expect(image).toMatch(/\/backend\/api\/events\/[0-9a-f-]{36}\/card\?lang=en$/);
    const png = await (await request.get(new URL(image).pathname + new URL(image).search)).body();
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    await expect(
      page
        .getByRole('link', { name: /.+/ })
        .filter({ has: page.locator('[href^="/public-profile/"]') })
        .or(page.locator('a[href^="/public-profile/"]'))
        .first(),
    ).toBeVisible();
    await expectAccessible(page, 'results');
  });

  test('an empty calendar range shows No Records', async ({ page }) => {
    await page.goto('/calendar');
    await expect(page.getByRole('heading', { name: t('en', 'calendar.title') })).toBeVisible();
    // A month two years back holds no demo events.
    const previous = page.getByRole('button', { name: /previous/i });
    for (let i = 0; i < 24; i++) await previous.click();
    const month = page.getByRole('grid');
    await month.getByRole('button', { name: /\b10th\b/ }).click();
    await month.getByRole('button', { name: /\b12th\b/ }).click();
    await expect(month.getByRole('button', { name: /\b11th\b.*selected/ })).toBeVisible();
    await expect(page.getByText(t('en', 'calendar.noRecords'), { exact: true })).toBeVisible();
    await expectAccessible(page, 'calendar, empty range');

    await page.getByRole('button', { name: t('en', 'calendar.today') }).click();
    await expect(
      page
        .getByText(t('en', 'calendar.noRecords'), { exact: true })
        .or(page.locator('a[href^="/event-details/"]').first()),
    ).toBeVisible();
  });
});
