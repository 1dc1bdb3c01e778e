import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible } from './support/a11y.ts';
import { PASSWORD, resetCodeFor, signInAtProviderAs, storedSession, uniqueEmail } from './support/accounts.ts';
import { t, useLanguage } from './support/i18n.ts';

const product = (text: string) => text.replace('{{product}}', 'ArtClash');

// Each helper first waits for its own form: while a lazy screen loads, the previous one stays up.
async function fillRegistration(page: Page, email: string) {
  await expect(page.getByLabel(t('en', 'auth.form.createPassword'), { exact: true })).toBeVisible();
  await page.getByLabel(t('en', 'auth.form.displayName')).fill('Sora Paints');
  await page.getByLabel(t('en', 'auth.form.email')).fill(email);
  await page.getByLabel(t('en', 'auth.form.createPassword'), { exact: true }).fill(PASSWORD);
  await page.getByLabel(t('en', 'auth.form.confirmPassword'), { exact: true }).fill(PASSWORD);
  await page.getByRole('checkbox', { name: /Terms and Conditions/ }).check();
}

async function logIn(page: Page, email: string, password = PASSWORD) {
  await expect(page.getByRole('button', { name: t('en', 'auth.form.login'), exact: true })).toBeVisible();
  await page.getByLabel(t('en', 'auth.form.email')).fill(email);
  await page.getByLabel(t('en', 'auth.form.password'), { exact: true }).fill(password);
  await page.getByRole('button', { name: t('en', 'auth.form.login'), exact: true }).click();
}

/** The PARENT / MYSELF choice is drawn as a card around its radio: a person taps the card. */
async function chooseParkType(page: Page, name: string) {
  await page.getByText(name, { exact: true }).click();
  await expect(page.getByRole('radio', { name })).toBeChecked();
}

/** A new fan account, registered and signed in through the screens. */
async function registerAndLogIn(page: Page, email: string) {
  await page.goto('/signup/fan');
  await fillRegistration(page, email);
  await page.getByRole('button', { name: t('en', 'auth.form.register'), exact: true }).click();
  await expect(page).toHaveURL(/\/signin$/);
  await logIn(page, email);
  await expect(page).toHaveURL(/\/$/);
}

/** The stored session's token and user id. */
async function sessionOf(page: Page): Promise<{ token: string; userId: string }> {
  const { local, session } = await storedSession(page);
  const stored = JSON.parse(local ?? session ?? '{}') as { token?: string; _id?: string };
  return { token: stored.token ?? '', userId: stored._id ?? '' };
}

/** What the server answers a call made with `token`: 200 while its session lives, 401 once it ended. */
const statusWith = async (request: APIRequestContext, { token, userId }: { token: string; userId: string }) =>
  (await request.get(`/backend/api/get_user/${userId}`, { headers: { authorization: token } })).status();

async function chooseBirthdate(page: Page, year: string, month: string, day: string) {
  await page.getByLabel(t('en', 'auth.park.year')).selectOption(year);
  await page.getByLabel(t('en', 'auth.park.month')).selectOption(month);
  await page.getByLabel(t('en', 'auth.park.day')).selectOption(day);
}

test.describe('accounts', () => {
  test.beforeEach(async ({ page }) => {
    await useLanguage(page, 'en');
  });

  test('a fan registers, logs in and logs out', async ({ page }) => {
    const email = uniqueEmail('fan');
    await page.goto('/artclash');
    await page.getByRole('link', { name: /Create an Account/ }).click();
    await expect(page).toHaveURL(/\/user-type$/);
    await page.getByRole('link', { name: product(t('en', 'auth.screens.fan')) }).click();
    await expect(page).toHaveURL(/\/signup\/fan$/);

    // Nothing is sent while a field error shows.
    await page.getByRole('button', { name: t('en', 'auth.form.register'), exact: true }).click();
    await expect(page.getByText(t('en', 'auth.validation.emailRequired'))).toBeVisible();
    await expect(page.getByText(t('en', 'auth.validation.termsRequired'))).toBeVisible();
    await expectAccessible(page, 'register with errors');

    await fillRegistration(page, `  ${email}  `);
    await page.getByRole('button', { name: t('en', 'auth.form.register'), exact: true }).click();
    await expect(page.getByText(t('en', 'auth.messages.registered'))).toBeVisible();
    await expect(page).toHaveURL(/\/signin$/);

    await logIn(page, email);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Welcome to ArtClash!' })).toBeVisible();
    expect((await storedSession(page)).local).toContain(email);
    const signedIn = await sessionOf(page);
    expect(await statusWith(page.request, signedIn)).toBe(200);

    // The login's toast shows under the header: the account menu takes a tap at once (docs/product.md#rule-15).
    await expect(page.getByText(t('en', 'auth.messages.loggedIn'))).toBeVisible();
    await page.getByRole('button', { name: /Account menu/ }).click({ timeout: 2_000 });
    await page.getByRole('menuitem', { name: t('en', 'header.logout') }).click();
    await expect(page).toHaveURL(/\/home$/);
    expect(await storedSession(page)).toEqual({ local: null, session: null });
    // The session ended on the server: its token is refused from now on.
    expect(await statusWith(page.request, signedIn)).toBe(401);
  });

  test('a fan logs out everywhere from the profile menu, and the other device is signed out too', async ({
    page,
    browser,
  }) => {
    test.slow(); // two devices sign in
    const email = uniqueEmail('everywhere');
    await registerAndLogIn(page, email);

    const phone = await browser.newContext({ baseURL: new URL(page.url()).origin });
    const other = await phone.newPage();
    await useLanguage(other, 'en');
    await other.goto('/signin');
    await logIn(other, email);
    await expect(other).toHaveURL(/\/$/);
    const phoneSession = await sessionOf(other);

    await page.goto('/profile');
    await page.getByRole('button', { name: t('en', 'profile.menu.logoutEverywhere') }).click();
    await expect(page.getByText(t('en', 'auth.messages.loggedOutEverywhere'))).toBeVisible();
    await expect(page).toHaveURL(/\/home$/);
    expect(await statusWith(page.request, phoneSession)).toBe(401);

    // The other device finds out on its next call and goes to /home, remembering where it was
    // (docs/product.md#rule-152).
    await other.goto('/profile');
    await expect(other).toHaveURL(/\/home\?next=%2Fprofile$/);
    expect(await storedSession(other)).toEqual({ local: null, session: null });
    await phone.close();
  });

  test('a parent signs up by e-mail and finishes park onboarding at home', async ({ page }) => {
    const email = uniqueEmail('parent');
    await page.goto('/park');
    await page.getByRole('link', { name: t('en', 'landing.parkCreateAccount'), exact: true }).click();
    await expect(page).toHaveURL(/\/park\/user-type$/);
    const next = page.getByRole('button', { name: t('en', 'auth.form.next') });
    await expect(next).toBeDisabled();
    await chooseParkType(page, t('en', 'auth.park.parent'));
    await next.click();

    await expect(page).toHaveURL(/\/park\/signup$/);
    await expect(page.getByRole('heading', { name: t('en', 'auth.park.signupHeading') })).toBeVisible();
    await fillRegistration(page, email);
    await page.getByRole('button', { name: t('en', 'auth.form.next') }).click();

    await expect(page).toHaveURL(/\/park\/select-age$/);
    await expect(page.getByRole('heading', { name: t('en', 'auth.park.ageHeading') })).toBeVisible();
    await page.getByRole('button', { name: t('en', 'auth.form.next') }).click();
    await expect(page.getByText(t('en', 'auth.validation.birthdateRequired'))).toBeVisible();
    const year = new Date().getFullYear() - 38;
    await chooseBirthdate(page, String(year), '1', '15');
    await expect(page.getByText(/WOW OLD FART, YOU'RE 3[78]!/)).toBeVisible();
    await expectAccessible(page, 'select age');
    await page.getByRole('button', { name: t('en', 'auth.form.next') }).click();

    await expect(page).toHaveURL(/\/park\/select-child-age$/);
    await expect(page.getByRole('heading', { name: t('en', 'auth.park.childAgeHeading') })).toBeVisible();
    await chooseBirthdate(page, String(new Date().getFullYear() - 8), '2', '29'.replace('29', '28'));
    await expect(page.getByText(/GREAT! YOUR KID IS [78]!/)).toBeVisible();
    await page.getByRole('button', { name: t('en', 'auth.form.next') }).click();

    await expect(page).toHaveURL(/\/park\/select-events$/);
    await expect(page.getByRole('heading', { name: t('en', 'auth.park.eventsHeading') })).toBeVisible();
    await page.getByRole('button', { name: t('en', 'auth.form.next') }).click();
    await expect(page.getByText(t('en', 'auth.validation.eventRequired'))).toBeVisible();
    await page.getByRole('checkbox').first().check();
    await expect(page.getByText(t('en', 'auth.park.eventsChosen'))).toBeVisible();
    await expectAccessible(page, 'select events');
    await page.getByRole('button', { name: t('en', 'auth.form.next') }).click();

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Welcome to ArtClash!' })).toBeVisible();
    expect((await storedSession(page)).local).toContain('"type":"parent"');
  });

  test('an unfinished park account resumes onboarding when it logs in', async ({ page }) => {
    const email = uniqueEmail('myself');
    await page.goto('/park/user-type');
    await chooseParkType(page, t('en', 'auth.park.myself'));
    await page.getByRole('button', { name: t('en', 'auth.form.next') }).click();
    await fillRegistration(page, email);
    await page.getByRole('button', { name: t('en', 'auth.form.next') }).click();
    await expect(page).toHaveURL(/\/park\/select-age$/);
    await expect(page.getByRole('heading', { name: t('en', 'auth.park.ageHeading') })).toBeVisible();

    await page.goto('/park/signin');
    await logIn(page, email);
    await expect(page).toHaveURL(/\/park\/select-age$/);
    await expect(page.getByRole('heading', { name: t('en', 'auth.park.ageHeading') })).toBeVisible();
    await chooseBirthdate(page, String(new Date().getFullYear() - 20), '3', '3');
    await page.getByRole('button', { name: t('en', 'auth.form.next') }).click();
    await expect(page).toHaveURL(/\/park\/select-events$/);
    await expect(page.getByRole('heading', { name: t('en', 'auth.park.eventsHeading') })).toBeVisible(); // myself skips the child's age
  });

  test('a forgotten password is reset with the code from the mail', async ({ page }) => {
    test.slow(); // registration, two codes, the new password and two logins
    const email = uniqueEmail('reset');
    await page.goto('/signup/artist');
    await fillRegistration(page, email);
    await page.getByRole('button', { name: t('en', 'auth.form.register'), exact: true }).click();
    await expect(page).toHaveURL(/\/signin$/);

    await page.getByRole('link', { name: t('en', 'auth.form.forgotPassword') }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.getByRole('heading', { name: t('en', 'auth.screens.forgotHeading') })).toBeVisible();
    await page.getByLabel(t('en', 'auth.form.email')).fill(email);
    await page.getByRole('button', { name: t('en', 'auth.screens.sendCode') }).click();

    await expect(page).toHaveURL(/\/verify-email$/);
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.getByRole('timer')).toHaveText(/^Resend in 0:[0-5]\d$/);
    await expect(page.getByRole('button', { name: t('en', 'auth.screens.resendCode') })).toBeDisabled();
    await expectAccessible(page, 'verify email');

    const boxes = page.getByRole('group', { name: t('en', 'auth.screens.code') }).getByRole('textbox');
    await boxes.first().click();
    await page.keyboard.type('000000');
    await page.getByRole('button', { name: t('en', 'auth.screens.next') }).click();
    await expect(page.getByText(t('en', 'auth.messages.codeWrong'))).toBeVisible();

    await boxes.first().click();
    await page.keyboard.type(await resetCodeFor(email));
    await page.getByRole('button', { name: t('en', 'auth.screens.next') }).click();
    await expect(page).toHaveURL(/\/recover-password$/);
    await page.getByLabel(t('en', 'auth.form.newPassword'), { exact: true }).fill('Sketch2027');
    await page.getByLabel(t('en', 'auth.form.confirmPassword'), { exact: true }).fill('Sketch2027');
    await page.getByRole('button', { name: t('en', 'auth.screens.sendCode') }).click();
    await expect(page).toHaveURL(/\/home$/);

    await page.goto('/signin');
    await logIn(page, email, PASSWORD);
    await expect(page.getByText(t('en', 'auth.messages.loginFailed'))).toBeVisible();
    await logIn(page, email, 'Sketch2027');
    await expect(page).toHaveURL(/\/$/);
  });

  test('Google sign-in as a new park user goes through onboarding', async ({ page }) => {
    const email = uniqueEmail('google');
    await signInAtProviderAs(page, 'google', { sub: `g-${email}`, email, name: 'Hana Google' });
    await page.goto('/park');
    await page.getByRole('link', { name: t('en', 'auth.form.continueWithGoogle') }).click();

    await expect(page).toHaveURL(/\/park\/user-type/);
    await chooseParkType(page, t('en', 'auth.park.myself'));
    await page.getByRole('button', { name: t('en', 'auth.form.next') }).click();
    await expect(page).toHaveURL(/\/park\/select-age$/);
    await expect(page.getByRole('heading', { name: t('en', 'auth.park.ageHeading') })).toBeVisible(); // a Google account needs no password step
    await chooseBirthdate(page, String(new Date().getFullYear() - 30), '12', '31');
    await page.getByRole('button', { name: t('en', 'auth.form.next') }).click();
    await expect(page).toHaveURL(/\/park\/select-events$/);
    await expect(page.getByRole('heading', { name: t('en', 'auth.park.eventsHeading') })).toBeVisible();
    await page.getByRole('checkbox').first().check();
    await page.getByRole('button', { name: t('en', 'auth.form.next') }).click();
    await expect(page).toHaveURL(/\/$/);
    expect((await storedSession(page)).local).toContain(email);

    // Signing in again with the same Google account goes straight home, through a one-time code:
    // no address the browser visits carries the session.
    await page.evaluate(() => localStorage.removeItem('artclashUser'));
    await page.goto('/signin');
    const visited: string[] = [];
    page.on('framenavigated', (frame) => visited.push(frame.url()));
    await page.getByRole('link', { name: t('en', 'auth.form.continueWithGoogle') }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: /Account menu/ })).toBeVisible();
    const { token } = await sessionOf(page);
    expect(token).not.toBe('');
    expect(visited.some((url) => new URL(url).searchParams.has('code'))).toBe(true);
    expect(visited.filter((url) => url.includes(token) || new URL(url).searchParams.has('token'))).toEqual([]);
  });

  test('LINE sign-in from the park area', async ({ page }) => {
    const email = uniqueEmail('line');
    await signInAtProviderAs(page, 'line', { sub: `l-${email}`, email, name: 'Ren LINE' });
    await page.goto('/park/signin');
    await page.getByRole('link', { name: t('en', 'auth.form.continueWithLine') }).click();
    await expect(page).toHaveURL(/\/park\/user-type/);
    await chooseParkType(page, t('en', 'auth.park.parent'));
    await page.getByRole('button', { name: t('en', 'auth.form.next') }).click();
    await expect(page).toHaveURL(/\/park\/select-age$/);
    await expect(page.getByRole('heading', { name: t('en', 'auth.park.ageHeading') })).toBeVisible();
  });

  test('guards send each visitor where the spec says', async ({ page }) => {
    test.slow(); // every guard of the spec, signed out, as a fan, a park account and an organiser
    // §2.2's /home, remembering the screen opened (docs/product.md#rule-152).
    await page.goto('/profile');
    await expect(page, 'a private route without a session').toHaveURL(/\/home\?next=%2Fprofile$/);
    await page.evaluate(() => localStorage.setItem('artclashUser', '{not json'));
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/home\?next=%2Fprofile$/);

    const email = uniqueEmail('guard');
    await registerAndLogIn(page, email);
    for (const path of ['/signin', '/home', '/user-type', '/park', '/park/signin', '/forgot-password']) {
      await page.goto(path);
      await expect(page, `${path} with a session`).toHaveURL(/\/$/);
    }
    await page.goto('/signup/nobody');
    await expect(page).toHaveURL(/\/$/);

    // The profile menu is private; its Logout ends the session and leads to /home.
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: t('en', 'profile.menu.title') })).toBeVisible();
    await expectAccessible(page, 'profile menu');
    await page.getByRole('button', { name: t('en', 'profile.menu.logout') }).click();
    await expect(page).toHaveURL(/\/home$/);
    expect(await storedSession(page)).toEqual({ local: null, session: null });
  });
});
