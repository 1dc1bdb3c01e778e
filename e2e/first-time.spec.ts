import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible } from './support/a11y.ts';
import { PASSWORD, signInAtProviderAs, storedSession, uniqueEmail } from './support/accounts.ts';
import { t, useLanguage } from './support/i18n.ts';

// Issue 12 items 6, 7 and 9 (docs/product.md#rule-150, #rule-151, #rule-152, #rule-153), as a newcomer meets them on a
// phone.

async function upcomingEvent(request: APIRequestContext): Promise<{ _id: string; title_eng: string }> {
  const upcoming = (await (await request.get('/backend/api/GetUpcomingEvent')).json()) as {
    events: { _id: string; title_eng: string }[];
  };
  return upcoming.events[0]!;
}

async function fillRegistration(page: Page, email: string) {
  await expect(page.getByLabel(t('en', 'auth.form.createPassword'), { exact: true })).toBeVisible();
  await page.getByLabel(t('en', 'auth.form.displayName')).fill('Sora Paints');
  await page.getByLabel(t('en', 'auth.form.email')).fill(email);
  await page.getByLabel(t('en', 'auth.form.createPassword'), { exact: true }).fill(PASSWORD);
  await page.getByLabel(t('en', 'auth.form.confirmPassword'), { exact: true }).fill(PASSWORD);
  await page.getByRole('checkbox', { name: /Terms and Conditions/ }).check();
}

const codeBoxes = (page: Page) => page.getByRole('group', { name: t('en', 'auth.screens.code') }).getByRole('textbox');

/** How many lines an element's text takes (one box per line of its text). */
function lineCount(element: Element): number {
  const range = document.createRange();
  range.selectNodeContents(element);
  return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
}

test.describe('first-time flows', () => {
  test.beforeEach(async ({ page }) => {
    await useLanguage(page, 'en');
  });

  test('a fan who opens a voting page signed out registers by e-mail and lands on it', async ({ page, request }) => {
    const event = await upcomingEvent(request);
    const email = uniqueEmail('qr');
    // What the big screen's QR code opens (docs/product.md#rule-330): the event's name and the two ways in, side by
    // side.
    await page.goto(`/voting/${event._id}`);
    await expect(page.getByRole('heading', { name: event.title_eng })).toBeVisible();
    const join = page.getByRole('region', { name: t('en', 'live.join.title') });
    const login = join.getByRole('link', { name: t('en', 'live.join.signIn'), exact: true });
    const signUp = join.getByRole('link', { name: t('en', 'live.join.signUp'), exact: true });
    const [loginBox, signUpBox] = [await login.boundingBox(), await signUp.boundingBox()];
    expect(Math.abs(loginBox!.y - signUpBox!.y)).toBeLessThan(2);
    expect(loginBox!.x + loginBox!.width).toBeLessThanOrEqual(signUpBox!.x);
    // On the narrowest phone, still side by side, each on one line.
    await page.setViewportSize({ width: 320, height: 640 });
    for (const link of [login, signUp]) expect(await link.evaluate(lineCount), await link.innerText()).toBe(1);
    const [narrowLogin, narrowSignUp] = [await login.boundingBox(), await signUp.boundingBox()];
    expect(Math.abs(narrowLogin!.y - narrowSignUp!.y)).toBeLessThan(2);
    await expectAccessible(page, 'voting, signed out');

    // One screen of sign-up, and the new fan lands signed in on the voting page (docs/product.md#rule-331).
    await signUp.click();
    await expect(page).toHaveURL(/\/signup\/fan\?next=/);
    await fillRegistration(page, email);
    await page.getByRole('button', { name: t('en', 'auth.form.register'), exact: true }).click();

    await expect(page).toHaveURL(new RegExp(`/voting/${event._id}$`));
    await expect(page.getByRole('heading', { name: t('en', 'live.votingTitle') })).toBeVisible();
    await expect(page.getByRole('region', { name: t('en', 'live.join.title') })).toHaveCount(0);
    expect((await storedSession(page)).local).toContain(email);
  });

  test('the same through Google: the round trip ends on the voting page', async ({ page, request }) => {
    const event = await upcomingEvent(request);
    const email = uniqueEmail('qr-google');
    await signInAtProviderAs(page, 'google', { sub: `g-${email}`, email, name: 'Aoi Google' });
    await page.goto(`/voting/${event._id}`);
    await page
      .getByRole('region', { name: t('en', 'live.join.title') })
      .getByRole('link', { name: t('en', 'live.join.signIn'), exact: true })
      .click();
    await expect(page).toHaveURL(/\/signin\?next=/);
    await page.getByRole('link', { name: t('en', 'auth.form.continueWithGoogle') }).click();

    await expect(page).toHaveURL(new RegExp(`/voting/${event._id}$`));
    await expect(page.getByRole('heading', { name: t('en', 'live.votingTitle') })).toBeVisible();
    expect((await storedSession(page)).local).toContain(email);
  });

  test('a next that leaves the app is never followed', async ({ page }) => {
    const email = uniqueEmail('evil');
    await signInAtProviderAs(page, 'google', { sub: `g-${email}`, email, name: 'Mallory' });
    await page.goto(`/signin?next=${encodeURIComponent('//example.org/steal')}`);
    await page.getByRole('link', { name: t('en', 'auth.form.continueWithGoogle') }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });

  test('the reset-code screen: a pasted code fills the boxes, the resend wait survives a reload', async ({
    page,
    context,
  }) => {
    const email = uniqueEmail('code');
    await page.goto('/signup/fan');
    await fillRegistration(page, email);
    await page.getByRole('button', { name: t('en', 'auth.form.register'), exact: true }).click();
    await expect(page).toHaveURL(/\/signin$/);
    await page.goto('/forgot-password');
    await page.getByLabel(t('en', 'auth.form.email')).fill(email);
    await page.getByRole('button', { name: t('en', 'auth.screens.sendCode') }).click();
    await expect(page).toHaveURL(/\/verify-email$/);

    const timer = page.getByRole('timer');
    await expect(timer).toHaveText(/^Resend in 0:[0-5]\d$/);
    await expect(page.getByText(t('en', 'auth.screens.codeValidity').replace('{{minutes}}', '10'))).toBeVisible();
    await expect(codeBoxes(page)).toHaveCount(6);
    await expect(codeBoxes(page).first()).toHaveAttribute('inputmode', 'numeric');
    await expect(codeBoxes(page).first()).toHaveAttribute('autocomplete', 'one-time-code');
    await expectAccessible(page, 'code boxes');

    await page.waitForTimeout(3000);
    const before = Number(/0:(\d\d)/.exec((await timer.textContent()) ?? '')?.[1]);
    await page.reload();
    const after = Number(/0:(\d\d)/.exec((await page.getByRole('timer').textContent()) ?? '')?.[1]);
    expect(before).toBeLessThanOrEqual(57);
    expect(after).toBeLessThanOrEqual(before);
    expect(after).toBeGreaterThanOrEqual(before - 2);

    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.evaluate(() => navigator.clipboard.writeText('12 34 56'));
    await codeBoxes(page).nth(2).focus();
    await page.keyboard.press('ControlOrMeta+V');
    for (const [index, digit] of ['1', '2', '3', '4', '5', '6'].entries())
      await expect(codeBoxes(page).nth(index)).toHaveValue(digit);
    await codeBoxes(page).first().focus();
    await page.keyboard.type('x');
    await expect(codeBoxes(page).first()).toHaveValue('1');
  });

  test('a park sign-up is refused for a parent younger than 18', async ({ page, request }) => {
    const email = uniqueEmail('young-parent');
    await page.goto('/park/user-type');
    await expect(page.getByText('1 / 5')).toBeVisible();
    await page.getByText(t('en', 'auth.park.parent'), { exact: true }).click();
    await page.getByRole('button', { name: t('en', 'auth.form.next') }).click();
    await expect(page.getByText('2 / 5')).toBeVisible();
    await fillRegistration(page, email);
    await page.getByRole('button', { name: t('en', 'auth.form.next') }).click();

    await expect(page).toHaveURL(/\/park\/select-age$/);
    await expect(page.getByText('3 / 5')).toBeVisible();
    const year = String(new Date().getFullYear() - 10);
    await page.getByLabel(t('en', 'auth.park.year')).selectOption(year);
    await page.getByLabel(t('en', 'auth.park.month')).selectOption('1');
    await page.getByLabel(t('en', 'auth.park.day')).selectOption('1');
    await page.getByRole('button', { name: t('en', 'auth.form.next') }).click();
    await expect(page.getByText(t('en', 'auth.validation.parentTooYoung'))).toBeVisible();
    await expect(page).toHaveURL(/\/park\/select-age$/);
    await page.getByRole('button', { name: '日本語' }).click();
    await expect(page.getByText(t('ja', 'auth.validation.parentTooYoung'))).toBeVisible();

    // The server refuses it too, whoever calls it.
    const pending = JSON.parse(
      (await page.evaluate(() => localStorage.getItem('artclashPendingRegistration'))) ?? '{}',
    ) as { userId: string };
    const interests = (await (await request.get('/backend/api/AllInterestedEvent')).json()) as {
      data: { _id: string }[];
    };
    const eventIds = interests.data.slice(0, 1).map((event) => event._id);
    const refused = await page.request.post('/backend/api/register-now', {
      headers: { 'accept-language': 'ja' },
      data: {
        userID: pending.userId,
        parent_age: `${year}-1-1`,
        child_age: `${Number(year) + 5}-1-1`,
        event_interests: eventIds,
        type: '',
      },
    });
    expect(refused.status()).toBe(400);
    expect(await refused.json()).toEqual({ status: 0, message: t('ja', 'auth.validation.parentTooYoung') });
  });

  test('a later park step opened with no sign-up in progress starts over with a message', async ({ page }) => {
    await page.goto('/park/select-events');
    await expect(page).toHaveURL(/\/park\/user-type$/);
    await expect(page.getByText(t('en', 'auth.park.restart'))).toBeVisible();
  });
});
