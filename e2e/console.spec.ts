import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y.ts';
import { expectDrawn } from './support/canvas.ts';
import { PASSWORD, resetCodeFor, signIn, uniqueEmail } from './support/accounts.ts';
import { ORGANISER } from './support/ports.ts';
import { t, useLanguage } from './support/i18n.ts';

// The organisers' console end to end (docs/product.md#rule-24): an event made entirely in the browser
// reaches the public pages, is run live from the console, and ends with its winner on the results.

/** A 4×3 PNG: the server decodes and re-encodes whatever it is sent. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAADCAIAAAA7ljmRAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVQImWM4qJ4BRww4OQA3gg/BAzkNQgAAAABJRU5ErkJggg==',
  'base64',
);

const run = promisify(execFile);

const tr = (key: string, values: Record<string, string | number> = {}) =>
  Object.entries(values).reduce((text, [name, value]) => text.replaceAll(`{{${name}}}`, String(value)), t('en', key));

test('an organiser makes an event in the console, runs the night, and its results are public as it ends', async ({
  browser,
  request,
}) => {
  // Four screens, the fan's proof of address (decision 305) and the control room's roulette on a shared 2-core machine.
  test.setTimeout(360_000);
  const upcoming = (await (await request.get('/backend/api/GetUpcomingEvent')).json()) as {
    events: { participants: { user: { _id: string; username: string } }[] }[];
  };
  const [artist1, artist2, artist3, artist4] = upcoming.events[0]!.participants.map(({ user }) => user.username);
  const artist2Id = upcoming.events[0]!.participants[1]!.user._id;
  const title = `Console Journey ${Date.now()}`;
  const today = new Date().toISOString().slice(0, 10);
  const fanEmail = uniqueEmail('console-fan');
  expect(
    (await request.post('/backend/api/register', { data: { email: fanEmail, password: PASSWORD, type: 'fan' } })).ok(),
  ).toBe(true);

  const tablet = { viewport: { width: 1024, height: 768 }, isMobile: false, hasTouch: true, deviceScaleFactor: 1 };
  const [organiserContext, visitorContext, fanContext] = await Promise.all([
    browser.newContext(tablet),
    browser.newContext(),
    browser.newContext(),
  ]);
  const [organiser, visitor, fan] = await Promise.all([
    organiserContext.newPage(),
    visitorContext.newPage(),
    fanContext.newPage(),
  ]);
  for (const page of [organiser, visitor, fan]) await useLanguage(page, 'en');

  // A fan cannot open the console.
  await signIn(fan, fanEmail, PASSWORD);
  await fan.goto('/admin/events');
  await expect(fan).toHaveURL(/\/$/);

  // The organiser creates the event: both titles, a session today (UTC, all day), the venue and two participants.
  await signIn(organiser, ORGANISER.email, ORGANISER.password);
  await organiser.goto('/admin');
  await expect(organiser.getByRole('heading', { name: t('en', 'organiser.events.title') })).toBeVisible();
  await expectAccessible(organiser, 'console: events');
  await organiser.getByRole('link', { name: t('en', 'organiser.events.newEvent') }).click();
  await organiser.getByLabel(t('en', 'organiser.editor.fields.titleEng')).fill(title);
  await organiser.getByLabel(t('en', 'organiser.editor.fields.titleJap')).fill('コンソールの旅');
  // Rules in both languages, as every real event has (other journeys read the first upcoming event's).
  await organiser.getByLabel(t('en', 'organiser.editor.fields.rulesEng')).fill('Each battle lasts 10 minutes.');
  await organiser.getByLabel(t('en', 'organiser.editor.fields.rulesJap')).fill('1バトル10分です。');
  await organiser.getByLabel(t('en', 'organiser.editor.fields.timezone')).fill('UTC');
  await organiser.getByRole('button', { name: t('en', 'organiser.editor.addDate') }).click();
  await organiser.getByLabel(t('en', 'organiser.editor.fields.date'), { exact: true }).fill(today);
  await organiser.getByLabel(t('en', 'organiser.editor.fields.startTime'), { exact: true }).fill('00:00');
  await organiser.getByLabel(t('en', 'organiser.editor.fields.endTime'), { exact: true }).fill('23:59');
  await organiser.getByLabel(t('en', 'organiser.editor.fields.venueNameEng')).fill('Shibuya Stream Hall');
  await organiser.getByLabel(t('en', 'organiser.editor.fields.venueAddressEng')).fill('3-21-3 Shibuya, Tokyo');
  for (const artist of [artist1!, artist2!, artist3!, artist4!]) {
    await organiser.getByLabel(t('en', 'organiser.editor.searchUsers')).fill(artist);
    await organiser.getByRole('button', { name: tr('organiser.editor.addParticipant', { name: artist }) }).click();
  }
  await expectAccessible(organiser, 'console: new event');
  await organiser.getByRole('button', { name: t('en', 'organiser.save'), exact: true }).click();
  await expect(organiser.getByText(t('en', 'organiser.editor.created'))).toBeVisible();
  await expect(organiser).toHaveURL(/\/admin\/events\/[0-9a-f-]{36}$/);
  const eventId = organiser.url().split('/').at(-1)!;

  // Two images, uploaded with a progress bar; the second becomes the cover by keyboard, and the order is saved.
  const input = organiser.getByTestId('event-image-input');
  await input.setInputFiles({ name: 'one.png', mimeType: 'image/png', buffer: PNG });
  await expect(organiser.getByRole('img', { name: tr('organiser.editor.imageAlt', { number: 1 }) })).toBeVisible();
  await input.setInputFiles({ name: 'two.png', mimeType: 'image/png', buffer: PNG });
  await expect(organiser.getByRole('img', { name: tr('organiser.editor.imageAlt', { number: 2 }) })).toBeVisible();
  const second = await organiser
    .getByRole('img', { name: tr('organiser.editor.imageAlt', { number: 2 }) })
    .getAttribute('src');
  await organiser.getByRole('button', { name: tr('organiser.editor.moveUp', { number: 2 }) }).press('Enter');
  await organiser.getByRole('button', { name: t('en', 'organiser.save'), exact: true }).click();
  await expect(organiser.getByText(t('en', 'organiser.editor.saved'))).toBeVisible();
  await expectAccessible(organiser, 'console: event editor');

  // The roulette keywords, pasted from a spreadsheet.
  await organiser.getByRole('link', { name: t('en', 'organiser.editor.roulettePool') }).click();
  await organiser.getByLabel(t('en', 'organiser.roulette.bulkLabel')).fill('Ocean\t海\tFire\t炎\nCity\t街\tDream\t夢');
  await organiser.getByRole('button', { name: t('en', 'organiser.roulette.bulkAdd') }).click();
  await organiser.getByRole('button', { name: t('en', 'organiser.save'), exact: true }).click();
  await expect(organiser.getByText(t('en', 'organiser.roulette.saved'))).toBeVisible();
  await expectAccessible(organiser, 'console: roulette pool');

  // Two battles on add-battles, with Japanese names.
  await organiser.goto(`/admin/add-battles/${eventId}`);
  const addForm = organiser.getByRole('form', { name: t('en', 'organiser.battles.addTitle') });
  for (const [name, nameJap, one, two] of [
    ['Semi-final', '準決勝', artist1!, artist2!],
    ['Final', '決勝', artist3!, artist4!],
  ] as const) {
    await addForm.getByLabel(t('en', 'organiser.battles.nameEng')).fill(name);
    await addForm.getByLabel(new RegExp(t('en', 'organiser.battles.nameJap').replace(/[()]/g, '\\$&'))).fill(nameJap);
    await addForm
      .getByRole('combobox', { name: t('en', 'organiser.battles.player1'), exact: true })
      .selectOption({ label: one });
    await addForm
      .getByRole('combobox', { name: t('en', 'organiser.battles.player2'), exact: true })
      .selectOption({ label: two });
    await addForm.getByRole('button', { name: t('en', 'organiser.battles.add') }).click();
    await expect(organiser.getByText(new RegExp(`^\\d\\. ${name}$`))).toBeVisible();
  }
  await expect(
    organiser.getByRole('img', {
      name: tr('organiser.battles.qrLabel', { url: `${new URL(organiser.url()).origin}/voting/${eventId}` }),
    }),
  ).toBeVisible();
  await expectAccessible(organiser, 'console: add-battles');

  // A visitor finds the event on home (its cover is the image moved first) and in today's calendar, with the venue.
  await visitor.goto('/');
  await expect(visitor.getByText(title).first()).toBeVisible();
  await visitor.goto('/calendar');
  await expect(visitor.getByText(title)).toBeVisible();
  await visitor.getByText(title).click();
  await expect(
    visitor.getByRole('link', { name: tr('events.openMap', { address: '3-21-3 Shibuya, Tokyo' }) }),
  ).toHaveAttribute('href', /google\.com\/maps\/search/);
  await expect(visitor.getByRole('img', { name: tr('events.coverAlt', { title }) })).toHaveAttribute('src', second!);

  // The organiser runs the night from the control room: the first battle on stage, its roulette spun, stopped and
  // locked: the battle goes live.
  await organiser.goto(`/admin/live/${eventId}`);
  const show = organiser.getByRole('region', { name: t('en', 'organiser.control.stage') });
  await show.getByRole('button', { name: t('en', 'organiser.control.nextBattle') }).click();
  // Each step is checked on the screen's state, which the server's reply and the stream both bring.
  const spin = show.getByRole('button', { name: t('en', 'organiser.control.spin'), exact: true });
  await expect(spin).toBeEnabled();
  await spin.click();
  const stop = show.getByRole('button', { name: t('en', 'organiser.control.stop'), exact: true });
  await expect(stop).toBeEnabled();
  await stop.click();
  const lock = show.getByRole('button', { name: t('en', 'organiser.control.lock') });
  await expect(lock).toBeEnabled();
  await lock.click();
  await expect(organiser.getByTestId('battle-phase')).toHaveText(t('en', 'show.phase.live'));

  // In the control room the organiser opens voting; the fan votes; the count arrives live; the battle completes
  // after the organiser confirms it.
  const controls = organiser.getByRole('region', { name: 'Semi-final' });
  const card = organiser.getByRole('article', { name: 'Semi-final' });
  await controls.getByRole('button', { name: t('en', 'organiser.control.openVoting') }).click();
  await expect(controls.getByRole('button', { name: t('en', 'organiser.control.closeVoting') })).toBeVisible();
  await expect(organiser.getByText(t('en', 'show.moved.openVoting'))).toBeVisible();
  await expectAccessible(organiser, 'console: control room');

  // The event keeps the default rule, in the room or proven online (decision 333): a fan watching from home is
  // asked for the room's code first, switches to the code sent to their address on the voting screen itself, and
  // the vote goes through once it is confirmed, with no second tap.
  await fan.goto(`/voting/${eventId}`);
  await fan.getByRole('button', { name: tr('live.voteFor', { player: artist2! }) }).click();
  await expect(fan.getByText(t('en', 'votePass.roomTitle'))).toBeVisible();
  await fan.getByRole('button', { name: t('en', 'votePass.provenInstead') }).click();
  await expect(fan.getByText(t('en', 'votePass.provenTitle'))).toBeVisible();
  await fan.getByRole('button', { name: t('en', 'auth.emailCode.send') }).click();
  await expect(fan.getByLabel(t('en', 'auth.emailCode.label'))).toBeVisible();
  await fan.getByLabel(t('en', 'auth.emailCode.label')).fill(await resetCodeFor(fanEmail));
  await fan.getByRole('button', { name: t('en', 'auth.emailCode.confirm'), exact: true }).click();
  await expect(fan.getByText(t('en', 'server.voteRecorded'))).toBeVisible();
  await expect(card.getByTestId('votes-2')).toHaveText('1');
  // The control room draws how the battle goes as the votes come in (docs/decisions.md#421).
  const liveCurve = card.getByRole('figure', { name: t('en', 'results.curve.title') });
  await expect(
    liveCurve.getByText(tr('results.curve.leadChange', { time: '', player: artist2! }).trim()),
  ).toBeVisible();
  await expectDrawn(liveCurve.locator('canvas'));

  await controls.getByRole('button', { name: t('en', 'organiser.control.complete') }).click();
  await organiser
    .getByRole('dialog')
    .getByRole('button', { name: t('en', 'organiser.control.complete') })
    .click();
  await expect(organiser.getByText(t('en', 'show.moved.complete'))).toBeVisible();

  // The results name the winner, the player the fan voted for; in Japanese the battle has its Japanese name.
  await visitor.goto(`/match-details/${eventId}`);
  await expect(visitor.getByText('Semi-final')).toBeVisible();
  await expect(visitor.locator('[data-winner]', { hasText: artist2! })).toContainText(t('en', 'results.winner'));
  await visitor.getByRole('button', { name: '日本語' }).click();
  await expect(visitor.getByText('準決勝')).toBeVisible();

  // The fan's Past Voting says the pick won (docs/product.md#rule-378); the night is not over, so Event Details still
  // offers Join Event.
  await fan.goto('/past-voting');
  await expect(fan.getByText(t('en', 'profile.pastVoting.outcome.won'))).toBeVisible();
  await visitor.goto(`/event-details/${eventId}`);
  await expect(visitor.getByRole('link', { name: t('ja', 'events.joinEvent') })).toBeVisible();

  // The Final, with no vote, ends in a draw the organiser records: the night is over and its results are public
  // before the scheduled end (docs/product.md#rule-376, #rule-377).
  await organiser.goto(`/admin/live/${eventId}`);
  await show.getByRole('button', { name: t('en', 'organiser.control.nextBattle') }).click();
  for (const step of [spin, stop, lock]) {
    await expect(step).toBeEnabled();
    await step.click();
  }
  await expect(organiser.getByTestId('battle-phase')).toHaveText(t('en', 'show.phase.live'));
  await organiser
    .getByRole('region', { name: 'Final' })
    .getByRole('button', { name: t('en', 'organiser.control.complete') })
    .click();
  const completeFinal = organiser.getByRole('dialog');
  await completeFinal.getByLabel(t('en', 'organiser.control.confirm.draw')).check();
  await completeFinal.getByRole('button', { name: t('en', 'organiser.control.complete') }).click();
  await expect(organiser.getByText(t('en', 'show.moved.complete'))).toBeVisible();
  await visitor.reload();
  await visitor.getByRole('link', { name: t('ja', 'events.viewResults') }).click();
  await expect(visitor).toHaveURL(new RegExp(`/match-details/${eventId}$`));
  await expect(visitor.getByText('決勝', { exact: true })).toBeVisible();
  await expect(visitor.getByText(t('ja', 'results.draw'))).toHaveCount(2);
  // How the Semi-final was won, now that the results are public (docs/decisions.md#421); the Final never opened voting.
  const curveTitle = { name: t('ja', 'results.curve.title') };
  await expectDrawn(
    visitor.getByRole('article').filter({ hasText: '準決勝' }).getByRole('figure', curveTitle).locator('canvas'),
  );
  await expect(visitor.getByRole('figure', curveTitle)).toHaveCount(1);
  // The night's vote log for a recount (docs/decisions.md#416): its hash on the results page, and anyone's recount
  // of it against this site with the public command matches every battle.
  const voteLog = visitor.getByRole('region', { name: t('ja', 'results.voteLog.title') });
  await voteLog.getByRole('button', { name: t('ja', 'results.voteLog.showHash') }).click();
  await expect(voteLog.getByText(/^[0-9a-f]{64}$/)).toBeVisible();
  const recount = await run(
    'npx',
    ['tsx', 'apps/server/src/recount-cli.ts', '--url', new URL(visitor.url()).origin, eventId],
    {
      env: { ...process.env, LANG: 'en_GB.UTF-8' },
    },
  );
  expect(recount.stdout).toContain(`Semi-final: 0 – 1 recounted, 0 – 1 published: match`);
  // The roulette's draw checks with the seed the lock revealed (docs/decisions.md#422).
  expect(recount.stdout).toContain(
    'Semi-final: roulette round 1, 1 draw(s) checked with the seed revealed at the lock: match',
  );
  expect(recount.stdout).toContain('Every battle matches.');

  // An artist's public profile shows the battle they won (docs/product.md#rule-379).
  await fan.goto(`/public-profile/${artist2Id}`);
  const record = fan.getByRole('region', { name: t('en', 'profile.public.record.heading') });
  await expect(
    record.locator(`a[href="/match-details/${eventId}"]`, { hasText: 'Semi-final' }).locator('[data-result]'),
  ).toHaveText(t('en', 'profile.public.record.result.won'));

  // The results as a spreadsheet: UTF-8 with a byte-order mark, the battle in the event's order, the fan's vote and the winner.
  await organiser.goto(`/admin/add-battles/${eventId}`);
  const [download] = await Promise.all([
    organiser.waitForEvent('download'),
    organiser.getByRole('button', { name: t('en', 'organiser.battles.downloadResults') }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${title} results.csv`);
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv.startsWith('\uFEFF')).toBe(true);
  const [header, semiFinal, final, , ...recorded] = csv.slice(1).split('\r\n');
  expect(header).toContain(`${tr('results.csv.votes', { n: 2 })},`);
  // The last two columns: the fan's vote came from home, not the room (0 in the room, 1 online;
  // docs/product.md#rule-352).
  expect(semiFinal).toMatch(
    new RegExp(`^1,Semi-final,準決勝,${t('en', 'results.statusComplete')},.*,${artist2!},1,.*,${artist2!},1,0,1$`),
  );
  // The Final: the theme in both languages, and 'Draw' in the winner column (docs/product.md#rule-377).
  expect(final).toMatch(
    new RegExp(
      `^2,Final,決勝,${t('en', 'results.statusComplete')},(Ocean,海|City,街),(Fire,炎|Dream,夢),.*,${t('en', 'results.draw')},0,0,0$`,
    ),
  );
  // The night's record follows, oldest first: who did what, from which screen (docs/decisions.md#417).
  expect(recorded[0]).toBe(t('en', 'organiser.record.csvHeading'));
  expect(recorded).toContainEqual(
    expect.stringMatching(new RegExp(`,${t('en', 'organiser.record.screens.controlRoom')},Completed Final as a draw$`)),
  );

  // The night's report for the organisers and the sponsors (docs/decisions.md#424), opened from the event's page.
  await organiser.goto(`/admin/events/${eventId}`);
  await organiser.getByRole('link', { name: t('en', 'organiser.report.open') }).click();
  await expect(organiser.getByRole('heading', { name: tr('organiser.report.title', { event: title }) })).toBeVisible();
  const joined = organiser.getByRole('region', { name: t('en', 'organiser.report.joined') });
  await expect(joined.locator('dd').nth(1)).toContainText('1');
  const semiReport = organiser.getByRole('article', { name: 'Semi-final' });
  await expect(
    semiReport.getByRole('row', { name: new RegExp(`^${t('en', 'organiser.report.online')} 0 1$`) }),
  ).toBeVisible();
  await expectDrawn(semiReport.getByRole('figure', { name: t('en', 'results.curve.title') }).locator('canvas'));
  await expect(organiser.getByRole('region', { name: t('en', 'organiser.report.sponsors') })).toBeVisible();
  await expectAccessible(organiser, 'console: night report');
  await organiser.screenshot({ path: test.info().outputPath('night report.png'), fullPage: true });

  // The fan becomes an organiser from the console, after a confirmation, and can open it.
  await organiser.goto('/admin/organisers');
  await organiser.getByRole('searchbox', { name: t('en', 'organiser.accounts.search') }).fill(fanEmail);
  await organiser.getByRole('button', { name: t('en', 'organiser.events.searchButton') }).click();
  await organiser
    .getByRole('listitem')
    .filter({ hasText: fanEmail })
    .getByRole('button', { name: t('en', 'organiser.accounts.promote') })
    .click();
  await expectAccessible(organiser, 'console: organisers (confirm)');
  await organiser
    .getByRole('dialog')
    .getByRole('button', { name: t('en', 'organiser.accounts.promote') })
    .click();
  await expect(
    organiser
      .getByRole('listitem')
      .filter({ hasText: fanEmail })
      .getByRole('button', { name: t('en', 'organiser.accounts.demote') }),
  ).toBeVisible();
  await expectAccessible(organiser, 'console: organisers');
  // Reference data: an interest event added in both languages is offered to park sign-ups at once.
  const workshop = `Clay workshop ${Date.now()}`;
  await organiser.goto('/admin/reference?list=interest-events');
  const addItem = organiser.getByRole('form', { name: t('en', 'organiser.reference.addTitle') });
  const field = (name: string) =>
    tr('organiser.reference.fieldOf', { item: t('en', 'organiser.reference.addTitle'), field: t('en', name) });
  await addItem.getByLabel(field('organiser.reference.nameEng')).fill(workshop);
  await addItem.getByLabel(field('organiser.reference.nameJap')).fill(`粘土ワークショップ ${workshop.slice(-13)}`);
  await addItem.getByRole('button', { name: t('en', 'organiser.reference.add'), exact: true }).click();
  await expect(organiser.getByText(t('en', 'organiser.reference.added'))).toBeVisible();
  await expectAccessible(organiser, 'console: reference data');
  const offered = (await (
    await request.get('/backend/api/AllInterestedEvent', { headers: { 'accept-language': 'en' } })
  ).json()) as { data: { name: string }[] };
  expect(offered.data.map((item) => item.name)).toContain(workshop);

  // The fan's next sign-in carries the role: the console opens.
  await fan.evaluate(() => {
    localStorage.removeItem('artclashUser');
    sessionStorage.removeItem('artclashUser');
  });
  await signIn(fan, fanEmail, PASSWORD);
  await fan.goto('/admin/events');
  await expect(fan.getByRole('heading', { name: t('en', 'organiser.events.title') })).toBeVisible();

  await Promise.all([organiserContext.close(), visitorContext.close(), fanContext.close()]);
});
