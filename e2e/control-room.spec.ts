import { expect, test, type Browser, type Page } from '@playwright/test';
import sharp from 'sharp';
import { expectAccessible } from './support/a11y.ts';
import { PASSWORD, signIn, uniqueEmail } from './support/accounts.ts';
import { type Lang, t, useLanguage } from './support/i18n.ts';
import { ORGANISER } from './support/ports.ts';
import { eventWithBattles, KEYWORDS, showControl, tokenOf } from './support/show.ts';

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
  // Four screens, each signed in with two axe checks: over three minutes on a 2-core machine of today's speed.
  test.setTimeout(300_000);
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

// The event chooses the projector's language (issue 28 item 3, docs/product.md#rule-397): set to both, the control
// room's projector address carries it, and a projector nobody is signed in on shows the theme in English and Japanese,
// at 1920×1080 and 1280×720, inside the frame, with nothing serious for axe.
/** What on the big screen runs past the window (its element and the start of its text), and whether the page scrolls. */
async function outsideTheFrame(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    for (const node of document.querySelectorAll('main *, header *, aside *')) {
      const box = node.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      if (box.right > window.innerWidth + 1 || box.bottom > window.innerHeight + 1 || box.left < -1)
        out.push(`${node.tagName} ${node.textContent?.slice(0, 30) ?? ''}`);
    }
    const { scrollWidth, scrollHeight } = document.documentElement;
    if (scrollWidth > window.innerWidth || scrollHeight > window.innerHeight) out.push('the page scrolls');
    return out;
  });
}

test('the projector in "both" shows the theme in both languages, from the control room’s address', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const token = await tokenOf(request, ORGANISER.email, ORGANISER.password);
  const { eventId } = await eventWithBattles(request, token);
  const set = await request.put(`/backend/admin-api/events/${eventId}`, {
    headers: { authorization: token },
    data: { projector_language: 'both' },
  });
  expect(set.ok()).toBe(true);

  // The organiser's control room in English on a phone: the address carries both, the preview shows both.
  const organiser = await controlRoom(browser, eventId, 'en', SCREENS[0]!);
  const address = organiser.getByRole('textbox', { name: t('en', 'organiser.control.projector.address') });
  await expect(address).toHaveValue(/\?screen=[\w-]+&lang=both$/);
  const projectorUrl = await address.inputValue();
  const next = organiser.getByRole('button', { name: new RegExp(`^${t('en', 'organiser.control.next.title')}`) });
  for (const step of ['putOnStage', 'spin', 'stop', 'lock'] as const) {
    await expect(next).toContainText(t('en', `organiser.control.next.${step}`).split('{{')[0]!);
    await expect(next).toBeEnabled();
    await organiser.keyboard.press('n');
  }
  const preview = organiser.getByTestId('projector-preview');
  await expect(preview.getByText(t('ja', 'live.theme'), { exact: true })).toBeAttached();
  await organiser.screenshot({ path: '/tmp/projector-both-control-room-390x844.png' });

  for (const viewport of [
    { width: 1920, height: 1080 },
    { width: 1280, height: 720 },
  ]) {
    const context = await browser.newContext({ viewport, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });
    context.setDefaultTimeout(30_000);
    const projector = await context.newPage();
    await projector.goto(projectorUrl);
    const theme = projector.getByRole('region', { name: `${t('en', 'live.theme')} / ${t('ja', 'live.theme')}` });
    await expect(theme).toBeVisible();
    // The drawn pair, each keyword in English over its Japanese.
    const left = theme.locator('[data-side="1"]');
    const right = theme.locator('[data-side="2"]');
    const [one, two] = await Promise.all([left.innerText(), right.innerText()]);
    const first = KEYWORDS.find(({ keyword_eng1 }) => one.includes(keyword_eng1))!;
    const second = KEYWORDS.find(({ keyword_eng2 }) => two.includes(keyword_eng2))!;
    await expect(left.locator('[lang="en"]')).toHaveText(first.keyword_eng1);
    await expect(left.locator('[lang="ja"]')).toHaveText(first.keyword_jap1);
    await expect(right.locator('[lang="en"]')).toHaveText(second.keyword_eng2);
    await expect(right.locator('[lang="ja"]')).toHaveText(second.keyword_jap2);
    await expect(projector.getByText(t('ja', 'live.bigScreen.scanToVote'))).toBeVisible();
    // Nothing runs past the frame: no scrolling, every text inside the window.
    const outside = await outsideTheFrame(projector);
    expect(outside, `${viewport.width}×${viewport.height}`).toEqual([]);
    await projector.screenshot({
      path: `/tmp/projector-both-${viewport.width}x${viewport.height}.png`,
      animations: 'disabled',
    });
    await expectAccessible(projector, `projector in both ${viewport.width}×${viewport.height}`);
    await context.close();
  }

  // Voting opens: the moment in both languages too.
  await organiser.keyboard.press('n');
  const wall = await browser.newContext({ viewport: { width: 1920, height: 1080 }, deviceScaleFactor: 1 });
  const projector = await wall.newPage();
  await projector.goto(projectorUrl);
  await expect(projector.getByRole('heading', { name: /Vote now/ })).toContainText(t('ja', 'live.bigScreen.voteNow'));
  await expect(projector.getByText(t('ja', 'live.theme'), { exact: true })).toBeVisible();
  expect(await outsideTheFrame(projector), 'vote now 1920×1080').toEqual([]);
  await projector.screenshot({ path: '/tmp/projector-both-vote-now-1920x1080.png', animations: 'disabled' });
  await expectAccessible(projector, 'projector in both, vote now');
  await wall.close();
  await organiser.context().close();
});

// Every moment of the night on a projector in both languages (issue 28, docs/product.md#rule-387, #rule-397,
// #rule-399), at 1920×1080 and 1280×720 at once, with 12-letter keywords and a 40-character name: nothing past the
// frame, no text under a player's card, the join panel only while joining or voting makes sense, no 00:00.0 after a
// result. The battle moves through its states by the organiser's calls, one event and one browser context a size.

/** Texts of the arena that stand over a player's card without being in it (the theme running under it). */
async function underTheCards(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const cards = [...document.querySelectorAll('main section[data-side], main [role="group"][data-side]')];
    const out: string[] = [];
    for (const text of document.querySelectorAll('main p, main h2, main [lang]')) {
      const box = text.getBoundingClientRect();
      for (const card of cards) {
        if (card.contains(text) || text.contains(card)) continue;
        const other = card.getBoundingClientRect();
        const overlap = Math.min(box.right, other.right) - Math.max(box.left, other.left);
        const tall = Math.min(box.bottom, other.bottom) - Math.max(box.top, other.top);
        if (overlap > 1 && tall > 1)
          out.push(`${text.textContent?.slice(0, 30)} over ${card.getAttribute('aria-label')}`);
      }
    }
    return out;
  });
}

const LONG_KEYWORDS = [
  {
    keyword_eng1: 'Thunderstorm',
    keyword_jap1: 'カミナリアラシ',
    keyword_eng2: 'Kaleidoscope',
    keyword_jap2: 'まんげきょうのひかり',
  },
];
/** A 40-character name, the first battle's left player. */
const LONG_NAME = 'Lucía Fernández de la Vega-Montenegro Ruiz';

test('the projector in "both" keeps every moment inside the frame at 1920×1080 and 1280×720', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const token = await tokenOf(request, ORGANISER.email, ORGANISER.password);
  const artist = await request.post('/backend/api/register', {
    data: { email: uniqueEmail('artist-long'), password: PASSWORD, type: 'artist', username: LONG_NAME },
  });
  expect(artist.ok()).toBe(true);
  const firstPlayer = { _id: ((await artist.json()) as { userID: string }).userID, username: LONG_NAME };
  const { eventId } = await eventWithBattles(request, token, { firstPlayer, keywords: LONG_KEYWORDS });
  expect(
    (
      await request.put(`/backend/admin-api/events/${eventId}`, {
        headers: { authorization: token },
        data: { projector_language: 'both' },
      })
    ).ok(),
  ).toBe(true);
  const show = showControl(request, token, eventId);
  await show.sponsor(
    await sharp({ create: { width: 400, height: 160, channels: 3, background: '#0F78C5' } })
      .png()
      .toBuffer(),
  );
  const [semi, last] = await show.battles();
  const first = semi!.id;
  const final = last!.id;

  const projectors = await Promise.all(
    [
      { width: 1920, height: 1080 },
      { width: 1280, height: 720 },
    ].map(async (viewport) => {
      const context = await browser.newContext({ viewport, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });
      context.setDefaultTimeout(30_000);
      const page = await context.newPage();
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(`/live-event-battle/${eventId}?lang=both`);
      return { page, size: `${viewport.width}×${viewport.height}` };
    }),
  );
  /** Each projector shows `scene`, every text inside the frame and none under a card, the join panel where it belongs. */
  async function moment(scene: string, join: boolean, timeout = 10_000) {
    await Promise.all(
      projectors.map(async ({ page, size }) => {
        await expect(page.locator(`[data-scene="${scene}"]`).first()).toBeVisible({ timeout });
        // The fonts and the last of the live state in place.
        await page.evaluate(() => document.fonts.ready);
        expect(await outsideTheFrame(page), `${scene} ${size}`).toEqual([]);
        expect(await underTheCards(page), `${scene} ${size}`).toEqual([]);
        await expect(page.getByRole('complementary'), `${scene} ${size}`).toHaveCount(join ? 1 : 0);
        await page.screenshot({ path: test.info().outputPath(`both ${scene} ${size}.png`), animations: 'disabled' });
      }),
    );
  }

  await moment('welcome', true);
  await show.onStage(first);
  await moment('next', true);
  await show.roulette(first, 'spin');
  await show.roulette(first, 'stop');
  for (const { page } of projectors)
    await expect(page.getByText(t('ja', 'live.roulette.drawn').slice(0, 4))).toBeVisible();
  await moment('roulette', true);
  await show.roulette(first, 'lock');
  await show.start(first);
  await show.move(first, 'openVoting', 'live');
  await moment('voting', true);
  for (const { page } of projectors) {
    const theme = page.getByRole('region', { name: `${t('en', 'live.theme')} / ${t('ja', 'live.theme')}` });
    await expect(theme.locator('[data-side="1"] [lang="en"]')).toHaveText('Thunderstorm');
    await expect(theme.locator('[data-side="2"] [lang="ja"]')).toHaveText('まんげきょうのひかり');
  }
  await show.move(first, 'closeVoting', 'live');
  await moment('closed', true);
  await show.move(first, 'complete', 'voting_closed', { player_winner_id: firstPlayer._id });
  await moment('result', false);
  for (const { page } of projectors) {
    await expect(page.getByText(LONG_NAME, { exact: true })).toBeVisible();
    await expect(page.getByText('00:00.0')).toHaveCount(0);
  }

  // The final, straight to its end: the champion and the sponsors' thanks take turns on the server's clock.
  await show.onStage(final);
  await show.roulette(final, 'spin');
  await show.roulette(final, 'stop');
  await show.roulette(final, 'lock');
  await show.start(final);
  await show.move(final, 'complete', 'live', { player_winner_id: last!.players[0] });
  const wall = projectors[0]!.page;
  // The result of the final reaches the projectors first: the champion or the thanks, whichever turn it is.
  const turn = wall.locator('[data-scene="champion"], [data-scene="thanks"]').first();
  await expect(turn).toBeVisible();
  const firstTurn = (await turn.getAttribute('data-scene')) ?? '';
  await moment(firstTurn, false);
  // The other turn comes when this one ends: the champion's lasts 20 s (FINAL_CYCLE_MS).
  await moment(firstTurn === 'thanks' ? 'champion' : 'thanks', false, 25_000);
  await expectAccessible(wall, 'projector in both after the final');
  for (const { page } of projectors) await page.context().close();
});
