import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/a11y.ts';
import { signIn } from './support/accounts.ts';
import { englishOnlyStrings, t, useLanguage } from './support/i18n.ts';
import { ORGANISER } from './support/ports.ts';

/** Every text a person sees or hears: visible text plus accessible names and alternative texts. */
async function perceivableText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const labels = [...document.querySelectorAll('[aria-label],[alt],[title],[placeholder]')].flatMap((el) =>
      ['aria-label', 'alt', 'title', 'placeholder'].map((name) => el.getAttribute(name) ?? ''),
    );
    return `${document.body.innerText}\n${labels.join('\n')}`;
  });
}

const screens = ['/', '/calendar', '/privacy-policy', '/terms', '/home', '/artclash', '/park'];

test.describe('language switch', () => {
  for (const path of screens) {
    test(`changes every visible string of ${path}`, async ({ page }) => {
      await useLanguage(page, 'en');
      await page.goto(path);
      await expect(page.getByRole('button', { name: 'EN', exact: true })).toHaveAttribute('aria-pressed', 'true');
      await page.waitForLoadState('networkidle');
      const english = await perceivableText(page);
      const shown = englishOnlyStrings().filter((text) => english.includes(text));
      expect(shown.length, 'the English screen shows interface strings').toBeGreaterThan(2);

      await page.getByRole('button', { name: '日本語' }).click();
      await expect(page.getByRole('button', { name: '日本語' })).toHaveAttribute('aria-pressed', 'true');
      await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
      // The screen's data comes again in Japanese (place names, countries) a moment after its texts: wait for it,
      // since a page that was idle once counts as idle at once for waitForLoadState.
      await expect
        .poll(
          async () => {
            const japanese = await perceivableText(page);
            return shown.filter((text) => japanese.includes(text));
          },
          { message: 'English strings left after switching' },
        )
        .toEqual([]);
      await expectAccessible(page, `${path} in Japanese`);

      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    });
  }

  test('event details follow the language, titles and rules included', async ({ page, request }) => {
    // A demo event with rules: other journeys add events of their own, without rules, that may lead the carousel.
    const upcoming = (await (await request.get('/backend/api/GetUpcomingEvent')).json()) as {
      events: { _id: string; rules_eng: string }[];
    };
    const withRules = upcoming.events.find((event) => event.rules_eng.includes('Each battle lasts'))!;
    await useLanguage(page, 'ja');
    await page.goto('/');
    await expect(
      page.getByRole('heading', { name: t('ja', 'home.title').replace('{{product}}', 'ArtClash') }),
    ).toBeVisible();
    await page.goto(`/event-details/${withRules._id}`);
    await expect(page.getByRole('heading', { name: t('ja', 'events.rules') })).toBeVisible();
    const japanese = await perceivableText(page);
    expect(japanese).toMatch(/[\u3040-\u30ff\u4e00-\u9faf]/);
    await page.getByRole('button', { name: 'EN', exact: true }).click();
    await expect(page.getByRole('heading', { name: t('en', 'events.rules') })).toBeVisible();
    await expect(page.getByText(/Each battle lasts/)).toBeVisible();
  });

  test("a visit loads only its language's texts, the other on a switch, and the console's only in the console (docs/decisions.md#182)", async ({
    page,
  }) => {
    const texts: string[] = [];
    page.on('request', (request) => {
      const file = /\/assets\/(dictionary-(?:en|ja)|console-texts-(?:en|ja))-/.exec(request.url())?.[1];
      if (file) texts.push(file);
    });
    await useLanguage(page, 'en');
    await page.goto('/');
    await expect(
      page.getByRole('heading', { name: t('en', 'home.title').replace('{{product}}', 'ArtClash') }),
    ).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(texts).toEqual(['dictionary-en']);

    await page.getByRole('button', { name: '日本語' }).click();
    await expect(
      page.getByRole('heading', { name: t('ja', 'home.title').replace('{{product}}', 'ArtClash') }),
    ).toBeVisible();
    expect(texts).toEqual(['dictionary-en', 'dictionary-ja']);

    await page.getByRole('button', { name: 'EN', exact: true }).click();
    await signIn(page, ORGANISER.email, ORGANISER.password);
    await page.goto('/admin/events');
    await expect(page.getByText(t('en', 'organiser.events.newEvent')).first()).toBeVisible();
    expect(texts.filter((file) => file.startsWith('console-texts'))).toEqual(['console-texts-en']);
    // Switched in the console, the other language brings its console texts along: nothing shows as a key.
    await page.getByRole('button', { name: '日本語' }).click();
    await expect(page.getByText(t('ja', 'organiser.events.newEvent')).first()).toBeVisible();
    expect(await page.locator('body').innerText()).not.toMatch(/\borganiser\.[a-z]/);
  });
});
