import { expect, test, type Browser, type Page } from '@playwright/test';
import { PASSWORD, registerAccount, signIn, uniqueEmail } from './support/accounts.ts';
import { type Lang, t, useLanguage } from './support/i18n.ts';
import { ORGANISER } from './support/ports.ts';
import { eventWithBattles, openNextBattle, tokenOf } from './support/show.ts';

// The room votes as it lives (issue 27, docs/decisions.md#333): under the rule a first-time organiser keeps, in
// Chromium with the service worker in control, a projector nobody is signed in on, phones of 320–390 px in both
// languages. A fan scans the QR code, signs up and votes with nothing to type and stays on the voting screen; a fan
// whose phone already has the app types the short address and the code under it; a pass copied to another account
// votes nothing; guessing the code stops.

test.use({ serviceWorkers: 'allow' });

const PROJECTOR = { viewport: { width: 1920, height: 1080 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 };
/** A digit's height in em in the projector's faces (join-panel-size.ts). */
const DIGIT_EM = 0.7;

/** A phone of `width` px whose service worker took control, as a phone that opened the app before. */
async function phoneWithTheApp(browser: Browser, width: number, lang: Lang): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: width === 320 ? 568 : 844 } });
  context.setDefaultTimeout(30_000);
  const page = await context.newPage();
  await useLanguage(page, lang);
  await page.goto('/');
  await page.evaluate(async () => navigator.serviceWorker.ready);
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  return page;
}

/** The organiser's control room for the event, and the address of its "Open the projector" link. */
async function controlRoomAndProjectorLink(browser: Browser, eventId: string) {
  const organiserContext = await browser.newContext();
  organiserContext.setDefaultTimeout(30_000);
  const organiser = await organiserContext.newPage();
  await useLanguage(organiser, 'en');
  await signIn(organiser, ORGANISER.email, ORGANISER.password);
  await organiser.goto(`/admin/live/${eventId}`);
  const link = organiser.getByRole('link', { name: t('en', 'organiser.control.projector.open') });
  const address = await link.getAttribute('href');
  expect(address).toContain('?screen=');
  return { organiser, address: address! };
}

/** The organiser's control room for the event, and the projector opened from its "Open the projector" link, signed out. */
async function controlRoomAndProjector(browser: Browser, eventId: string) {
  const { organiser, address } = await controlRoomAndProjectorLink(browser, eventId);
  const projectorContext = await browser.newContext(PROJECTOR);
  projectorContext.setDefaultTimeout(30_000);
  const projector = await projectorContext.newPage();
  await projector.goto(address);
  return { organiser, projector };
}

/**
 * The big screen's way in at `address`, signed out: its box while the room's addresses are held back, and its box
 * once they came (Lighthouse saw the panel grow then, moving the stage: a layout shift of 0.15).
 */
async function joinPanelBoxes(browser: Browser, address: string, device: typeof PROJECTOR) {
  const context = await browser.newContext(device);
  context.setDefaultTimeout(30_000);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await context.route('**/backend/api/room-code/**', async (route) => {
    await held;
    await route.continue();
  });
  const page = await context.newPage();
  await page.goto(address);
  const waiting = page.locator('aside[aria-busy="true"]');
  // The stage speaks English and Japanese unless the event chooses one (docs/product.md#rule-397); the Japanese
  // texts may come a moment after the English, and the panel's call to scan is in both once they have.
  await expect(waiting.locator('[lang="ja"]').first()).toBeVisible();
  await page.evaluate(async () => document.fonts.ready);
  const before = (await waiting.boundingBox())!;
  const waitingShot = await page.screenshot({ scale: 'css' });
  release();
  const qr = page.getByRole('img', { name: t('en', 'live.bigScreen.qrLabel') });
  await expect(qr).toBeVisible();
  const after = (await page.locator('aside').filter({ has: qr }).boundingBox())!;
  const cameShot = await page.screenshot({ scale: 'css' });
  // How to go full screen is for a projector's keyboard and mouse: a phone has neither (docs/product.md#rule-325).
  const hint = await page.getByText(t('en', 'live.bigScreen.fullScreenHint')).isVisible();
  await context.close();
  return { before, after, waitingShot, cameShot, hint };
}

/** The room code the projector shows now, and the address its QR code carries. */
async function whatTheProjectorShows(projector: Page) {
  // The projector speaks both languages unless the event chooses one (docs/product.md#rule-397): the English comes first.
  const code = projector.getByLabel(/^Code to type on the voting page: \d{6}/);
  await expect(code).toBeVisible();
  // The label and the digits are read in one look: the code changes each minute, and may between two reads.
  const { digits, fontPx } = await code.evaluate((element) => {
    const digits = /: (\d{6})/.exec(element.getAttribute('aria-label') ?? '')?.[1] ?? '';
    const shown = [...element.querySelectorAll('span')].find((span) => span.textContent === digits);
    return { digits, fontPx: shown ? parseFloat(getComputedStyle(shown).fontSize) : 0 };
  });
  expect(digits, 'the digits the label names are shown').toMatch(/^\d{6}$/);
  expect(fontPx, 'the digits the label names are shown').toBeGreaterThan(0);
  const qr = projector.getByRole('img', { name: t('en', 'live.bigScreen.qrLabel') });
  const scanned = (await qr.getAttribute('data-value'))!;
  return { digits, scanned, digitPx: fontPx * DIGIT_EM };
}

const voteFor = (page: Page, lang: Lang, player: string) =>
  page.getByRole('button', { name: t(lang, 'live.voteFor').replace('{{player}}', player) });

test('under the default rule a fan scans, signs up and votes with nothing to type; a phone with the app types the short address and the code', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const token = await tokenOf(request, ORGANISER.email, ORGANISER.password);
  // The organiser leaves "Who may vote" as it comes.
  const { eventId, battles } = await eventWithBattles(request, token);
  const event = await request.get(`/backend/admin-api/events/${eventId}`, { headers: { authorization: token } });
  expect(((await event.json()) as { event: { voting_rule: string } }).event.voting_rule).toBe('room_or_proven');
  const [{ name, players }] = battles as [(typeof battles)[number]];

  const { organiser, projector } = await controlRoomAndProjector(browser, eventId);
  // Between battles the code is read from the back of the hall: its digits 120 px tall and more on 1920×1080.
  const before = await whatTheProjectorShows(projector);
  expect(before.digitPx).toBeGreaterThanOrEqual(120);
  // The QR code and the short address are the server's public address, with the room's key in the QR code.
  expect(before.scanned).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:\\d+/voting/${eventId}\\?room=[\\w-]{22}$`));
  await test.info().attach('projector, before the battle', {
    body: await projector.screenshot({ scale: 'css' }),
    contentType: 'image/png',
  });

  // An English fan on a 320×568 phone scans: signs up from the voting page and comes back to it, in the room.
  const fanEn = await phoneWithTheApp(browser, 320, 'en');
  await fanEn.goto(before.scanned);
  await fanEn
    .getByRole('region', { name: t('en', 'live.join.title') })
    .getByRole('link', { name: t('en', 'live.join.signUp'), exact: true })
    .click();
  await fanEn.getByLabel(t('en', 'auth.form.displayName')).fill('Sora Paints');
  await fanEn.getByLabel(t('en', 'auth.form.email')).fill(uniqueEmail('scanned'));
  await fanEn.getByLabel(t('en', 'auth.form.createPassword'), { exact: true }).fill(PASSWORD);
  await fanEn.getByLabel(t('en', 'auth.form.confirmPassword'), { exact: true }).fill(PASSWORD);
  await fanEn.getByRole('checkbox', { name: /Terms and Conditions/ }).check();
  await fanEn.getByRole('button', { name: t('en', 'auth.form.register'), exact: true }).click();
  await expect(fanEn).toHaveURL(new RegExp(`/voting/${eventId}$`));

  // A Japanese fan on a 390 px phone that has the app signs in, then types the short address under the QR code.
  const fanJa = await phoneWithTheApp(browser, 390, 'ja');
  await signIn(fanJa, await registerAccount(request, 'typed'), PASSWORD, 'ja');
  const shortPath = new URL(
    (await projector.getByText(/^\/v\/[0-9a-f]{8}$/).textContent())!.trim(),
    'http://artclash.invalid',
  ).pathname;
  await fanJa.goto(shortPath);
  await expect(fanJa).toHaveURL(new RegExp(`/voting/${eventId}$`));

  await openNextBattle(organiser, name);
  // While the battle runs the code steps back, and still reads from the middle of the hall: 60 px and more.
  await expect.poll(async () => (await whatTheProjectorShows(projector)).digitPx).toBeGreaterThanOrEqual(60);

  // The scanned fan votes with one tap, and stays on the voting screen.
  await expect(voteFor(fanEn, 'en', players[0])).toBeInViewport();
  await expect(voteFor(fanEn, 'en', players[1])).toBeInViewport();
  await voteFor(fanEn, 'en', players[0]).click();
  await expect(fanEn.getByText(t('en', 'server.voteRecorded'))).toBeVisible();
  await expect(voteFor(fanEn, 'en', players[0])).toHaveAttribute('aria-pressed', 'true');
  await fanEn.waitForTimeout(1500);
  await expect(fanEn.getByRole('heading', { name: t('en', 'live.castYourVote') })).toBeVisible();
  await expect(fanEn.getByText(t('en', 'common.errorTitle'))).toHaveCount(0);
  await test
    .info()
    .attach('fan (en), voted', { body: await fanEn.screenshot({ scale: 'css' }), contentType: 'image/png' });

  // The typing fan is asked for the room's code on the spot, types it, and the vote goes without a second tap.
  await voteFor(fanJa, 'ja', players[1]).click();
  await expect(fanJa.getByText(t('ja', 'votePass.roomTitle'))).toBeVisible();
  await test.info().attach('fan (ja), asked for the code', {
    body: await fanJa.screenshot({ scale: 'css' }),
    contentType: 'image/png',
  });
  const { digits } = await whatTheProjectorShows(projector);
  await fanJa.getByRole('textbox', { name: t('ja', 'votePass.roomLabel') }).fill(digits);
  await fanJa.getByRole('button', { name: t('ja', 'votePass.roomSubmit') }).click();
  await expect(voteFor(fanJa, 'ja', players[1])).toHaveAttribute('aria-pressed', 'true');
  await expect(fanJa.getByText(t('ja', 'votePass.roomTitle'))).toHaveCount(0);
  await test
    .info()
    .attach('fan (ja), voted', { body: await fanJa.screenshot({ scale: 'css' }), contentType: 'image/png' });

  // Both votes counted, both from the room: the control room shows them by origin.
  const battle = organiser.getByRole('article', { name });
  await expect(battle.getByTestId('votes-in-room')).toHaveText('2');
  await expect(battle.getByTestId('votes-online')).toHaveText('0');
  await expect(projector.getByRole('button')).toHaveCount(0);
  await Promise.all([organiser, projector, fanEn, fanJa].map((page) => page.context().close()));
});

test("the big screen's way in keeps its place while the room's addresses come, and a phone shows no hint to go full screen", async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const token = await tokenOf(request, ORGANISER.email, ORGANISER.password);
  const { eventId } = await eventWithBattles(request, token);
  const { address: withCode } = await controlRoomAndProjectorLink(browser, eventId);
  const phone = { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 };
  for (const [name, address, device] of [
    ['projector', `/live-event-battle/${eventId}`, PROJECTOR],
    ['phone', `/live-event-battle/${eventId}`, phone],
    ["projector from the console's link, with the room code", withCode, PROJECTOR],
  ] as const) {
    const { before, after, waitingShot, cameShot, hint } = await joinPanelBoxes(browser, address, device);
    expect(hint, `${name}: the hint to go full screen`).toBe(device === PROJECTOR);
    await test.info().attach(`${name}, waiting`, { body: waitingShot, contentType: 'image/png' });
    await test.info().attach(`${name}, come`, { body: cameShot, contentType: 'image/png' });
    for (const side of ['x', 'y', 'width', 'height'] as const)
      expect(Math.abs(after[side] - before[side]), `${name}: the panel's ${side}`).toBeLessThanOrEqual(1);
  }
});

test('under "In the room" a pass copied to another account votes nothing, and guessing the code stops at the limit', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const token = await tokenOf(request, ORGANISER.email, ORGANISER.password);
  const { eventId, battles } = await eventWithBattles(request, token, { votingRule: 'room' });
  const [{ name, players }] = battles as [(typeof battles)[number]];
  const { organiser, projector } = await controlRoomAndProjector(browser, eventId);
  const { scanned } = await whatTheProjectorShows(projector);
  await openNextBattle(organiser, name);

  // A fan in the room scans and votes.
  const fan = await phoneWithTheApp(browser, 390, 'en');
  await signIn(fan, await registerAccount(request, 'in-room'), PASSWORD);
  await fan.goto(scanned);
  await voteFor(fan, 'en', players[0]).click();
  await expect(voteFor(fan, 'en', players[0])).toHaveAttribute('aria-pressed', 'true');

  // Their browser's cookies, set on another account's browser elsewhere: that account is asked for the code.
  const elsewhere = await phoneWithTheApp(browser, 360, 'en');
  await elsewhere.context().addCookies(await fan.context().cookies());
  await signIn(elsewhere, await registerAccount(request, 'bought'), PASSWORD);
  await elsewhere.goto(`/voting/${eventId}`);
  await voteFor(elsewhere, 'en', players[0]).click();
  await expect(elsewhere.getByText(t('en', 'votePass.roomTitle'))).toBeVisible();
  await expect(voteFor(elsewhere, 'en', players[0])).toHaveAttribute('aria-pressed', 'false');

  // Guessing: ten wrong codes from this account, then the eleventh is refused before it is checked.
  const field = elsewhere.getByRole('textbox', { name: t('en', 'votePass.roomLabel') });
  const submit = elsewhere.getByRole('button', { name: t('en', 'votePass.roomSubmit') });
  const { digits } = await whatTheProjectorShows(projector);
  const wrong = digits === '000000' ? '111111' : '000000';
  for (let tries = 0; tries < 10; tries++) {
    await field.fill(wrong);
    await submit.click();
    await expect(elsewhere.getByText(t('en', 'server.roomCodeWrong')).first()).toBeVisible();
  }
  await field.fill(digits);
  await submit.click();
  await expect(elsewhere.getByText(t('en', 'server.tooManyRoomCodes')).first()).toBeVisible();
  await expect(voteFor(elsewhere, 'en', players[0])).toHaveAttribute('aria-pressed', 'false');
  await test
    .info()
    .attach('guessing stopped', { body: await elsewhere.screenshot({ scale: 'css' }), contentType: 'image/png' });
  await Promise.all([organiser, projector, fan, elsewhere].map((page) => page.context().close()));
});
