import { expect, test, type Page } from '@playwright/test';
import { joinPathOf } from '../packages/contract/src/values.ts';
import { expectAccessible } from './support/a11y.ts';
import { PASSWORD, signIn, uniqueEmail } from './support/accounts.ts';
import { ORGANISER } from './support/ports.ts';
import { t, useLanguage } from './support/i18n.ts';
import { eventWithBattles, KEYWORDS, tokenOf } from './support/show.ts';

// A night of two battles on four screens at once (docs/product.md §2.8, §4.7–§4.9, docs/product.md#rule-325, #rule-326,
// #rule-327): the organiser runs the show from the control room on a phone, a projector nobody is signed in on follows
// it with no control on it, and two fans (a 320 px phone in English, a 390 px phone in Japanese) see waiting, the
// theme, voting open, voting closed and the winner, all without a reload. The projector shows each moment of the night
// (docs/product.md#rule-387), watched at 1920×1080 in English and at 1280×720 in Japanese, a 40-character name fitted,
// never cut (docs/product.md#rule-390).

/** The first battle's left player: a 40-character name. */
const LONG_NAME = 'Lucía Fernández de la Vega-Montenegro Ruiz';

test('the organiser runs two battles from a phone; a signed-out projector and two fan phones follow without a reload', async ({
  browser,
  request,
}) => {
  test.setTimeout(420_000);
  const organiserToken = await tokenOf(request, ORGANISER.email, ORGANISER.password);
  const artist = await request.post('/backend/api/register', {
    data: { email: uniqueEmail('artist-long'), password: PASSWORD, type: 'artist', username: LONG_NAME },
  });
  expect(artist.ok()).toBe(true);
  const firstPlayer = { _id: ((await artist.json()) as { userID: string }).userID, username: LONG_NAME };
  // This journey is about the show, not who may vote (the room's own journey is room.spec.ts).
  const { eventId, battles } = await eventWithBattles(request, organiserToken, { votingRule: 'anyone', firstPlayer });
  const fanEmails = [uniqueEmail('voter-en'), uniqueEmail('voter-ja')];
  for (const email of fanEmails) {
    const registered = await request.post('/backend/api/register', {
      data: { email, password: PASSWORD, type: 'fan' },
    });
    expect(registered.ok()).toBe(true);
  }

  // The organiser holds a phone (the project's device), the projector is 1920×1080 (a second one, in Japanese,
  // 1280×720), the fans' phones are small ones.
  const bigScreen = { viewport: { width: 1920, height: 1080 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 };
  const contexts = await Promise.all([
    browser.newContext(),
    browser.newContext(bigScreen),
    browser.newContext({ viewport: { width: 320, height: 640 } }),
    browser.newContext({ viewport: { width: 390, height: 844 } }),
    browser.newContext({ ...bigScreen, viewport: { width: 1280, height: 720 } }),
  ]);
  // A step that cannot happen fails within 30 s, not at the end of the whole night's time.
  for (const context of contexts) context.setDefaultTimeout(30_000);
  const [organiser, projector, fanEn, fanJa, projectorJa] = await Promise.all(
    contexts.map((context) => context.newPage()),
  );
  const projectors = [
    { page: projector!, lang: 'en' as const },
    { page: projectorJa!, lang: 'ja' as const },
  ];
  const fans = [
    { page: fanEn!, lang: 'en' as const },
    { page: fanJa!, lang: 'ja' as const },
  ];
  await useLanguage(organiser!, 'en');
  for (const { page, lang } of fans) await useLanguage(page, lang);

  /** Every screen at a stage: a picture of each for the report, and not one control on the projector. */
  async function stage(name: string) {
    const screens = [
      ['projector', projector!],
      ['projector 1280×720 (ja)', projectorJa!],
      ['fan (en)', fanEn!],
      ['fan (ja)', fanJa!],
    ] as const;
    // One CSS pixel a pixel: a phone's picture at its device scale took seconds to encode, and shows nothing more.
    // Animations at their end: a scene's picture, not its fade. Each is also a file in the test's output folder, to look at after a run.
    const files = screens.map(([who]) => test.info().outputPath(`${name} - ${who}.png`.replace(/[^\w.() -]+/g, '_')));
    await Promise.all(
      screens.map(([, page], index) => page.screenshot({ scale: 'css', animations: 'disabled', path: files[index]! })),
    );
    for (const [index, [who]] of screens.entries())
      await test.info().attach(`${name}: ${who}`, { path: files[index]!, contentType: 'image/png' });
    for (const { page } of projectors) {
      await expect(page.getByRole('button')).toHaveCount(0);
      await expect(page.getByRole('link')).toHaveCount(0);
    }
  }
  /** The projectors show the scene named `key`, each in its own language, as a heading or a region's name. */
  async function projectorsShow(role: 'main' | 'region' | 'heading', key: string) {
    for (const { page, lang } of projectors) await expect(page.getByRole(role, { name: t(lang, key) })).toBeVisible();
  }
  /**
   * A name on a projector is whole and fits its box: no ellipsis, not wider than its box, at most two lines, inside
   * the frame (docs/product.md#rule-390).
   */
  async function nameFits(page: Page, name: string) {
    const element = page.getByText(name, { exact: true }).first();
    await expect(element).toBeVisible();
    const fit = await element.evaluate((node) => {
      const style = getComputedStyle(node);
      const box = node.getBoundingClientRect();
      const line = style.lineHeight.endsWith('px') ? parseFloat(style.lineHeight) : parseFloat(style.fontSize) * 1.2;
      return {
        text: node.textContent,
        ellipsis: style.textOverflow === 'ellipsis',
        overflows: node.scrollWidth > node.clientWidth + 1,
        lines: Math.round(box.height / line),
        inside: box.left >= 0 && box.right <= window.innerWidth,
      };
    });
    expect(fit).toEqual({ text: name, ellipsis: false, overflows: false, lines: fit.lines, inside: true });
    expect(fit.lines).toBeLessThanOrEqual(2);
  }
  const voteFor = (fan: (typeof fans)[number], player: string) =>
    fan.page.getByRole('button', { name: t(fan.lang, 'live.voteFor').replace('{{player}}', player) });
  /** Each fan's phone shows the text `key` (in its own language). */
  async function fansSee(key: string, values: Record<string, string> = {}) {
    for (const fan of fans) {
      const text = Object.entries(values).reduce(
        (message, [name, value]) => message.replace(`{{${name}}}`, value),
        t(fan.lang, key),
      );
      await expect(fan.page.getByText(text).first()).toBeVisible();
    }
  }

  // Before the first battle every screen waits; the projector takes its language from its address.
  for (const { page, lang } of projectors) await page.goto(`/live-event-battle/${eventId}?lang=${lang}`);
  await expect(projector!.getByText(t('en', 'live.waitNextBattle'))).toBeVisible();
  await projectorsShow('heading', 'live.bigScreen.welcome');
  // Between battles the QR code is read from the back of the hall: a third of the height and more, the address
  // under it (docs/product.md#rule-329).
  const joinQr = projector!.getByRole('img', { name: t('en', 'live.bigScreen.qrLabel') });
  expect((await joinQr.boundingBox())!.height).toBeGreaterThanOrEqual(360);
  // The short address under it takes a fan who types it to the voting page (docs/product.md#rule-309).
  const shortPath = joinPathOf(eventId);
  await expect(projector!.getByText(shortPath)).toBeVisible();
  for (const [index, fan] of fans.entries()) {
    await signIn(fan.page, fanEmails[index]!, PASSWORD, fan.lang);
    await fan.page.goto(shortPath);
    await expect(fan.page).toHaveURL(new RegExp(`/voting/${eventId}$`));
    await expect(fan.page.getByText(t(fan.lang, 'live.liveNow'))).toHaveCount(0);
  }
  await fansSee('live.waitNextBattle');
  await stage('before the first battle');

  await signIn(organiser!, ORGANISER.email, ORGANISER.password);
  await organiser!.goto(`/admin/live/${eventId}`);
  const show = organiser!.getByRole('region', { name: t('en', 'organiser.control.stage') });
  const drawn: string[] = [];

  for (const [round, { name, players }] of battles.entries()) {
    // The organiser puts the battle on stage from the control room: the projector shows its players.
    await expect(show.getByRole('button', { name: t('en', 'organiser.control.nextBattle') })).toBeEnabled();
    await show.getByRole('button', { name: t('en', 'organiser.control.nextBattle') }).click();
    await expect(organiser!.getByText(t('en', 'show.done.current')).first()).toBeVisible();
    await expect(projector!.getByRole('region', { name: players[0] })).toBeVisible();
    if (round === 0) await expectAccessible(organiser!, 'control room');
    // Who is up next: both faces and names, with the large way to join.
    await projectorsShow('main', 'live.bigScreen.upNext');
    for (const { page, lang } of projectors) {
      await expect(page.getByRole('region', { name: players[1] })).toBeVisible();
      await expect(page.getByText(t(lang, 'live.bigScreen.scanToVote'))).toBeVisible();
    }
    if (round === 0) {
      for (const { page } of projectors) await nameFits(page, LONG_NAME);
      await expectAccessible(projector!, 'big screen: up next');
      await stage(`${name}: up next`);
    }

    // A draw anyone can check (docs/decisions.md#422): before the spin the projector shows the commitment, the first
    // 16 digits of the hash the control room shows whole.
    const check = projector!.getByTestId('roulette-check');
    const drawCheck = organiser!.getByRole('region', { name: t('en', 'organiser.control.drawCheck.title') });
    const commitment = (await drawCheck.locator('code').first().textContent())!;
    expect(commitment).toMatch(/^[0-9a-f]{64}$/);
    const short = commitment.slice(0, 16).replace(/(.{4})(?!$)/g, '$1 ');
    await expect(check).toHaveText(
      `${t('en', 'live.rouletteCheck.commitment')} / ${t('ja', 'live.rouletteCheck.commitment')} ${short}`,
    );

    // The roulette spins on the projector, stops on the drawn theme (the fans see it at once), and locks.
    await show.getByRole('button', { name: t('en', 'organiser.control.spin'), exact: true }).click();
    await expect(projector!.getByText(t('en', 'live.roulette.spinning'))).toBeVisible();
    // The roulette is the big screen's arena while it turns and until its theme is locked (docs/product.md#rule-328).
    await expect(projector!.getByRole('main', { name: t('en', 'live.roulette.title') })).toBeVisible();
    await stage(`${name}: roulette spinning`);
    await show.getByRole('button', { name: t('en', 'organiser.control.stop'), exact: true }).click();
    // A keyword drawn in this event is not drawn again while the pool has others (issue 21, item 3).
    // Each side is drawn from its own column of the pool.
    const lefts = KEYWORDS.map((entry) => entry.keyword_eng1);
    const rights = KEYWORDS.map((entry) => entry.keyword_eng2);
    const themeLine = fanEn!.getByText(new RegExp(`^(${lefts.join('|')}) / (${rights.join('|')})$`));
    await expect(themeLine).toBeVisible();
    const [left = '', right = ''] = (await themeLine.textContent())!.trim().split(' / ');
    expect(drawn).not.toContain(left);
    expect(drawn).not.toContain(right);
    drawn.push(left, right);
    const japanese = (english: string) =>
      KEYWORDS.find((entry) => entry.keyword_eng1 === english)?.keyword_jap1 ??
      KEYWORDS.find((entry) => entry.keyword_eng2 === english)!.keyword_jap2;
    await expect(fanJa!.getByText(`${japanese(left)} / ${japanese(right)}`)).toBeVisible();
    await fansSee('live.phone.votingSoon');
    for (const fan of fans) await expect(voteFor(fan, players[0])).toBeDisabled();
    await expect(projector!.getByText(t('en', 'live.roulette.drawn'))).toBeVisible();
    await stage(`${name}: theme drawn`);
    await show.getByRole('button', { name: t('en', 'organiser.control.lock') }).click();
    await expect(organiser!.getByText(t('en', 'show.done.lock')).first()).toBeVisible();
    await expect(projector!.getByText(left).first()).toBeVisible();
    // The lock reveals the seed beside the same commitment.
    await expect(check).toContainText(short);
    await expect(drawCheck.locator('code')).toHaveCount(2);
    const seed = (await drawCheck.locator('code').nth(1).textContent())!;
    await expect(check).toContainText(
      `${t('ja', 'live.rouletteCheck.seed')} ${seed.slice(0, 16).replace(/(.{4})(?!$)/g, '$1 ')}`,
    );
    await fansSee('live.liveNow');
    // While the battle runs the QR code steps back to its small size.
    await expect.poll(async () => (await joinQr.boundingBox())!.height).toBeLessThan(360);

    // The battle's own controls: voting open, the bar shown, the timer running.
    const battle = organiser!.getByRole('region', { name });
    await battle.getByRole('button', { name: t('en', 'organiser.control.openVoting') }).click();
    await expect(battle.getByRole('button', { name: t('en', 'organiser.control.closeVoting') })).toBeVisible();
    await battle.getByRole('button', { name: t('en', 'organiser.control.showBar') }).click();
    await expect(battle.getByRole('button', { name: t('en', 'organiser.control.hideBar') })).toBeVisible();
    // Locking the theme started the timer (docs/product.md#rule-392).
    await expect(battle.getByRole('button', { name: t('en', 'live.bigScreen.pause'), exact: true })).toBeVisible();

    // The fans' phones: voting open, the time left running, the buttons on the first screen of the phone.
    await fansSee('live.votingStarted');
    for (const fan of fans) {
      await expect(voteFor(fan, players[0])).toBeEnabled();
      await expect(voteFor(fan, players[0])).toBeInViewport();
      await expect(voteFor(fan, players[1])).toBeInViewport();
    }
    const timer = fanEn!.getByRole('timer').first();
    // Some of the battle's 5 minutes pass while the organiser's phone works through the steps above (over a
    // minute on a busy 2-core machine): what matters is a time left that runs.
    await expect(timer).toHaveText(/^0[0-4]:\d\d\.\d$/);
    const first = await timer.textContent();
    await expect(timer).not.toHaveText(first ?? '');
    if (round === 0) await expectAccessible(fanEn!, 'voting');
    // The projector says 'Vote now' with the time left over the battle (docs/product.md#rule-387).
    await projectorsShow('region', 'live.bigScreen.voteNow');
    await expect(projector!.getByRole('region', { name: t('en', 'live.bigScreen.voteNow') })).toContainText(
      /\d\d:\d\d\.\d/,
    );
    if (round === 0) {
      // The long name fits its card on both projectors, and wraps whole on the 320 px phone.
      for (const { page } of projectors) await nameFits(page, LONG_NAME);
      const onPhone = await fanEn!.getByText(LONG_NAME, { exact: true }).evaluateAll((nodes) =>
        nodes.map((node) => ({
          ellipsis: getComputedStyle(node).textOverflow === 'ellipsis',
          overflows: node.scrollWidth > node.clientWidth + 1,
          clamped: getComputedStyle(node).webkitLineClamp !== 'none',
        })),
      );
      expect(onPhone.length).toBeGreaterThan(0);
      for (const fit of onPhone) expect(fit).toEqual({ ellipsis: false, overflows: false, clamped: false });
      await expectAccessible(projector!, 'big screen: vote now');
    }
    await stage(`${name}: voting open`);

    // The first battle: both fans vote for player 1. The second: one vote each, a tie the organiser settles.
    const choices = round === 0 ? [players[0], players[0]] : [players[0], players[1]];
    for (const [index, fan] of fans.entries()) {
      await voteFor(fan, choices[index]!).click();
      await expect(fan.page.getByText(t(fan.lang, 'server.voteRecorded'))).toBeVisible();
      await expect(voteFor(fan, choices[index]!)).toHaveAttribute('aria-pressed', 'true');
    }
    const [one, two] = round === 0 ? [2, 0] : [1, 1];
    const share = (count: number) => `${Math.round((count / (one + two)) * 100)}%`;
    await expect(
      projector!.getByRole('img', { name: `Vote share: ${players[0]} ${share(one)}, ${players[1]} ${share(two)}` }),
    ).toBeVisible();

    // Pause: every screen shows the stored remaining time, in the countdown's one format (docs/product.md#rule-290),
    // says 'Paused' once, and the button offers 'Resume'.
    await battle.getByRole('button', { name: t('en', 'live.bigScreen.pause'), exact: true }).click();
    await expect(battle.getByRole('button', { name: t('en', 'live.bigScreen.resume'), exact: true })).toBeVisible();
    for (const [screen, lang] of [
      [fanEn!, 'en'],
      [fanJa!, 'ja'],
      [projector!, 'en'],
    ] as const) {
      await expect(screen.getByRole('status').filter({ hasText: t(lang, 'live.paused') })).toHaveCount(1);
      await expect(screen.getByRole('timer').first()).toHaveText(/^\d\d:\d\d\.0$/);
    }
    const pausedAt = await projector!.getByRole('timer').first().textContent();
    await expect(projector!.getByRole('timer').last()).toHaveText(pausedAt ?? '');

    // Voting closes: no fan's button can be pressed. Next battle waits while this one runs.
    await battle.getByRole('button', { name: t('en', 'organiser.control.closeVoting') }).click();
    await fansSee('live.phone.votingClosed');
    await projectorsShow('region', 'live.phone.votingClosed');
    for (const fan of fans) await expect(voteFor(fan, players[0])).toBeDisabled();
    await expect(show.getByRole('button', { name: t('en', 'organiser.control.nextBattle') })).toBeDisabled();
    await stage(`${name}: voting closed`);

    // Completing asks first and names the winner by votes; a tie asks for the winner. Every screen shows the result.
    await battle.getByRole('button', { name: t('en', 'organiser.control.complete') }).click();
    const dialog = organiser!.getByRole('dialog');
    if (round === 0) await expect(dialog).toContainText(`${players[0]} (2 – 0)`);
    else {
      await expect(dialog.getByRole('button', { name: t('en', 'organiser.control.complete') })).toBeDisabled();
      await dialog.getByRole('radio', { name: players[1] }).check();
    }
    await dialog.getByRole('button', { name: t('en', 'organiser.control.complete') }).click();
    await expect(organiser!.getByText(t('en', 'show.moved.complete')).first()).toBeVisible();
    const winner = round === 0 ? players[0] : players[1];
    await fansSee('live.phone.winnerIs', { player: winner });
    for (const fan of fans) {
      await expect(fan.page.getByText(`${players[0]} ${one} – ${two} ${players[1]}`)).toBeVisible();
      await expect(fan.page.getByText(t(fan.lang, 'live.liveNow'))).toHaveCount(0);
    }
    // The result: the first battle's on the whole frame; after the final, the champion and the night's standings.
    // No timer at 00:00.0 beside it, and after the final no way to join (docs/product.md#rule-387–389).
    await projectorsShow('main', round === 0 ? 'live.phone.result' : 'live.bigScreen.finalResult');
    for (const { page, lang } of projectors) {
      const scene = page.getByRole('main', {
        name: t(lang, round === 0 ? 'live.phone.result' : 'live.bigScreen.finalResult'),
      });
      await expect(scene.getByText(winner, { exact: true }).first()).toBeVisible();
      await expect(scene).toContainText(t(lang, round === 0 ? 'live.winner' : 'results.champion'));
      await expect(page.getByRole('timer')).toHaveCount(0);
      await expect(page.getByText('00:00.0')).toHaveCount(0);
      // The battle is over: nothing says 'Paused' beside the winner.
      await expect(page.getByText(t(lang, 'live.paused'), { exact: true })).toHaveCount(0);
      await expect(page.getByRole('img', { name: t(lang, 'live.bigScreen.qrLabel') })).toHaveCount(0);
      if (round === 0) await nameFits(page, winner);
    }
    if (round === 0) await expectAccessible(projector!, 'big screen: result');
    await stage(`${name}: result`);
  }
  await expect(projector!.getByText(t('en', 'live.bigScreen.scanToVote'))).toHaveCount(0);
  await expectAccessible(projector!, 'big screen: champion');

  await Promise.all(contexts.map((context) => context.close()));
});
