import { expect, test, type Browser } from '@playwright/test';
import { expectAccessible } from './support/a11y.ts';
import { signIn } from './support/accounts.ts';
import { type Lang, t, useLanguage } from './support/i18n.ts';
import { ORGANISER } from './support/ports.ts';
import { eventWithBattles, tokenOf } from './support/show.ts';

// A control room for a live show (issue 28, docs/product.md#rule-392, #rule-395): the Next step button walks the run
// sheet with its N key, and on a phone (390×844) and a laptop (1366×768), in both languages, the battle on stage's
// controls are above the fold with nothing to scroll, and axe finds nothing serious.

const SCREENS = [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
];

/** The control room of the event, signed in as the organiser, in `lang`, at the size given. */
async function controlRoom(browser: Browser, eventId: string, lang: Lang, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport });
  context.setDefaultTimeout(30_000);
  const page = await context.newPage();
  await useLanguage(page, lang);
  await signIn(page, ORGANISER.email, ORGANISER.password, lang);
  await page.goto(`/admin/live/${eventId}`);
  return page;
}

test('the control room walks the run sheet with N and keeps the battle on stage above the fold (390×844, 1366×768)', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const token = await tokenOf(request, ORGANISER.email, ORGANISER.password);
  const { eventId, battles } = await eventWithBattles(request, token);
  const name = battles[0]!.name;

  // N, five times: on stage, spin, stop, lock the theme and start (the timer runs), open voting.
  const organiser = await controlRoom(browser, eventId, 'en', SCREENS[1]!);
  const next = organiser.getByRole('button', { name: new RegExp(`^${t('en', 'organiser.control.next.title')}`) });
  for (const step of ['putOnStage', 'spin', 'stop', 'lock', 'openVoting'] as const) {
    await expect(next).toContainText(t('en', `organiser.control.next.${step}`).replace('{{name}}', name));
    await expect(next).toBeEnabled();
    await organiser.keyboard.press('n');
  }
  await expect(next).toContainText(t('en', 'organiser.control.next.closeAtTimeUp'));
  await expect(next).toBeDisabled();
  const onStage = organiser.getByRole('region', { name });
  await expect(onStage.getByRole('button', { name: t('en', 'live.bigScreen.pause') })).toBeVisible();
  await organiser.context().close();

  for (const lang of ['en', 'ja'] as const) {
    for (const viewport of SCREENS) {
      const page = await controlRoom(browser, eventId, lang, viewport);
      const battle = page.getByRole('region', { name: lang === 'en' ? name : 'Semi-final' });
      const close = battle.getByRole('button', { name: t(lang, 'organiser.control.closeVoting') });
      const complete = battle.getByRole('button', { name: t(lang, 'organiser.control.complete') });
      await expect(close).toBeVisible();
      // Above the fold: nothing scrolled, every control of the battle on stage inside the viewport.
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      for (const control of [
        page.getByRole('button', { name: new RegExp(t(lang, 'organiser.control.next.title')) }),
        close,
        complete,
      ]) {
        const box = (await control.boundingBox())!;
        expect(box.y + box.height, `${lang} ${viewport.width}×${viewport.height}`).toBeLessThanOrEqual(viewport.height);
      }
      await page.screenshot({ path: `/tmp/control-room-${lang}-${viewport.width}x${viewport.height}.png` });
      await expectAccessible(page, `control room ${lang} ${viewport.width}×${viewport.height}`);
      // Complete asks first, saying the time left and the votes as they stand (docs/product.md#rule-395).
      await complete.click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByTestId('complete-summary')).toContainText(
        t(lang, 'organiser.control.confirm.timeLeft').split('{{time}}')[0]!,
      );
      await page.screenshot({ path: `/tmp/control-room-complete-${lang}-${viewport.width}x${viewport.height}.png` });
      await expectAccessible(page, `complete dialog ${lang} ${viewport.width}×${viewport.height}`);
      await dialog.getByRole('button', { name: t(lang, 'common.cancel') }).click();
      await page.context().close();
    }
  }
});
