import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectAccessible } from './support/a11y.ts';
import { PASSWORD, signIn, uniqueEmail } from './support/accounts.ts';
import { ORGANISER } from './support/ports.ts';
import { t, useLanguage } from './support/i18n.ts';

// A live battle on three screens at once (docs/product.md §2.8, §4.7–§4.9, docs/decisions.md#325–#327): the
// organiser runs the show from the control room on a phone, a fan votes from a small phone, and a projector nobody is
// signed in on follows both, with no control on it, all without a reload.

const KEYWORDS = [{ keyword_eng1: 'Ocean', keyword_jap1: '海', keyword_eng2: 'Fire', keyword_jap2: '炎' }];

async function tokenOf(request: APIRequestContext, email: string, password: string): Promise<string> {
  const reply = await request.post('/backend/api/login', { data: { email, password } });
  expect(reply.ok()).toBe(true);
  return ((await reply.json()) as { token: string }).token;
}

/** A fresh event with one battle between two demo artists and a one-pair roulette, made through the organiser API. */
async function eventWithBattle(
  request: APIRequestContext,
  token: string,
): Promise<{ eventId: string; players: [string, string] }> {
  const headers = { authorization: token };
  const upcoming = (await (await request.get('/backend/api/GetUpcomingEvent')).json()) as {
    events: { participants: { user: { _id: string; username: string } }[] }[];
  };
  const artists = upcoming.events[0]!.participants.slice(0, 2).map(({ user }) => user);
  const day = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const created = await request.post('/backend/admin-api/events', {
    headers,
    data: {
      title_eng: `Live Journey ${Date.now()}`,
      title_jap: 'ライブの旅',
      battles_time: 5,
      date_times: [{ dates: day, start_time: '18:00', end_time: '21:00' }],
      participants: artists.map((a) => a._id),
      // This journey is about the show, not who may vote (docs/decisions.md#305).
      voting_rule: 'anyone',
    },
  });
  expect(created.ok()).toBe(true);
  const eventId = ((await created.json()) as { event: { _id: string } }).event._id;
  const battle = await request.post(`/backend/admin-api/events/${eventId}/battles`, {
    headers,
    data: { battle_name: 'Final', battle1: artists[0]!._id, battle2: artists[1]!._id },
  });
  expect(battle.ok()).toBe(true);
  expect(
    (
      await request.put(`/backend/admin-api/events/${eventId}/roulette`, { headers, data: { keywords: KEYWORDS } })
    ).ok(),
  ).toBe(true);
  return { eventId, players: [artists[0]!.username, artists[1]!.username] };
}

test('the organiser runs the show from a phone, a signed-out projector and a fan phone follow it without a reload', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const organiserToken = await tokenOf(request, ORGANISER.email, ORGANISER.password);
  const { eventId, players } = await eventWithBattle(request, organiserToken);
  const fanEmail = uniqueEmail('voter');
  expect(
    (await request.post('/backend/api/register', { data: { email: fanEmail, password: PASSWORD, type: 'fan' } })).ok(),
  ).toBe(true);

  // The organiser holds a phone (the project's device), the projector is 1920×1080, the fan's phone is a small one.
  const bigScreen = { viewport: { width: 1920, height: 1080 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 };
  const [organiserContext, fanContext, projectorContext] = await Promise.all([
    browser.newContext(),
    browser.newContext({ viewport: { width: 320, height: 640 } }),
    browser.newContext(bigScreen),
  ]);
  const [organiser, fan, projector] = await Promise.all([
    organiserContext.newPage(),
    fanContext.newPage(),
    projectorContext.newPage(),
  ]);
  for (const page of [organiser, fan]) await useLanguage(page, 'en');

  /** The projector at each stage: a picture for the report, and not one control on it. */
  async function projectorShows(stage: string) {
    await test.info().attach(`projector: ${stage}`, { body: await projector.screenshot(), contentType: 'image/png' });
    await expect(projector.getByRole('button')).toHaveCount(0);
    await expect(projector.getByRole('link')).toHaveCount(0);
  }

  // Before the first battle every screen waits; the projector takes its language from its address.
  await projector.goto(`/live-event-battle/${eventId}?lang=en`);
  await expect(projector.getByText(t('en', 'live.waitNextBattle'))).toBeVisible();
  await projectorShows('before the first battle');
  await signIn(fan, fanEmail, PASSWORD);
  await fan.goto(`/voting/${eventId}`);
  await expect(fan.getByText(t('en', 'live.waitNextBattle'))).toBeVisible();
  await expect(fan.getByText(t('en', 'live.liveNow'))).toHaveCount(0);

  // The organiser puts the battle on stage from the control room: the projector shows its players.
  await signIn(organiser, ORGANISER.email, ORGANISER.password);
  await organiser.goto(`/admin/live/${eventId}`);
  const show = organiser.getByRole('region', { name: t('en', 'organiser.control.stage') });
  await show.getByRole('button', { name: t('en', 'organiser.control.nextBattle') }).click();
  await expect(organiser.getByText(t('en', 'show.done.current'))).toBeVisible();
  await expect(projector.getByRole('region', { name: players[0] })).toBeVisible();
  await expectAccessible(organiser, 'control room');

  // The roulette spins on the projector, stops on the drawn theme (the fan sees it at once), and locks: the battle is live.
  await show.getByRole('button', { name: t('en', 'organiser.control.spin'), exact: true }).click();
  await expect(projector.getByText(t('en', 'live.roulette.spinning'))).toBeVisible();
  await projectorShows('roulette spinning');
  await show.getByRole('button', { name: t('en', 'organiser.control.stop'), exact: true }).click();
  await expect(fan.getByText('Ocean / Fire')).toBeVisible();
  await expect(fan.getByText(t('en', 'live.phone.votingSoon'))).toBeVisible();
  const voteFor = (player: string) =>
    fan.getByRole('button', { name: t('en', 'live.voteFor').replace('{{player}}', player) });
  await expect(voteFor(players[0])).toBeDisabled();
  await show.getByRole('button', { name: t('en', 'organiser.control.lock') }).click();
  await expect(organiser.getByText(t('en', 'show.done.lock'))).toBeVisible();
  await expect(projector.getByText('Ocean').first()).toBeVisible();
  await expect(fan.getByText(t('en', 'live.liveNow'))).toBeVisible();

  // The battle's own controls: voting open, the bar shown, the timer started.
  const battle = organiser.getByRole('region', { name: 'Final' });
  await battle.getByRole('button', { name: t('en', 'organiser.control.openVoting') }).click();
  await expect(battle.getByRole('button', { name: t('en', 'organiser.control.closeVoting') })).toBeVisible();
  await battle.getByRole('button', { name: t('en', 'organiser.control.showBar') }).click();
  await expect(battle.getByRole('button', { name: t('en', 'organiser.control.hideBar') })).toBeVisible();
  await battle.getByRole('button', { name: t('en', 'live.bigScreen.start'), exact: true }).click();
  await expect(battle.getByRole('button', { name: t('en', 'live.bigScreen.pause'), exact: true })).toBeVisible();

  // The fan's phone: voting open, the time left running, the buttons on the first screen of a 320×640 phone.
  await expect(fan.getByText(t('en', 'live.votingStarted'))).toBeVisible();
  await expect(voteFor(players[0])).toBeEnabled();
  await expect(voteFor(players[0])).toBeInViewport();
  await expect(voteFor(players[1])).toBeInViewport();
  const timer = fan.getByRole('timer').first();
  await expect(timer).toHaveText(/^0[45]:\d\d\.\d$/);
  const first = await timer.textContent();
  await expect(timer).not.toHaveText(first ?? '');
  await expectAccessible(fan, 'voting');

  // The fan votes for player 1: the phone highlights the choice, the projector's bar moves.
  await voteFor(players[0]).click();
  await expect(fan.getByText(t('en', 'server.voteRecorded'))).toBeVisible();
  await expect(voteFor(players[0])).toHaveAttribute('aria-pressed', 'true');
  await expect(projector.getByRole('img', { name: `Vote share: ${players[0]} 100%, ${players[1]} 0%` })).toBeVisible();
  await projectorShows('battle with the vote bar');

  // Pause: every screen shows the stored remaining time, in the countdown's one format (decision 290),
  // says 'Paused' once, and the button offers 'Resume'.
  await battle.getByRole('button', { name: t('en', 'live.bigScreen.pause'), exact: true }).click();
  await expect(battle.getByRole('button', { name: t('en', 'live.bigScreen.resume'), exact: true })).toBeVisible();
  for (const screen of [fan, projector]) {
    await expect(screen.getByRole('status').filter({ hasText: t('en', 'live.paused') })).toHaveCount(1);
    const stopped = screen.getByRole('timer').first();
    await expect(stopped).toHaveText(/^\d\d:\d\d\.0$/);
  }
  const pausedAt = await projector.getByRole('timer').first().textContent();
  await expect(projector.getByRole('timer').last()).toHaveText(pausedAt ?? '');

  // Voting closes: the fan's buttons cannot be pressed. Next battle waits while this one runs.
  await battle.getByRole('button', { name: t('en', 'organiser.control.closeVoting') }).click();
  await expect(fan.getByText(t('en', 'live.phone.votingClosed'))).toBeVisible();
  await expect(voteFor(players[0])).toBeDisabled();
  await expect(show.getByRole('button', { name: t('en', 'organiser.control.nextBattle') })).toBeDisabled();

  // Completing asks first, names the winner by votes; every screen shows the result.
  await battle.getByRole('button', { name: t('en', 'organiser.control.complete') }).click();
  const dialog = organiser.getByRole('dialog');
  await expect(dialog).toContainText(`${players[0]} (1 – 0)`);
  await dialog.getByRole('button', { name: t('en', 'organiser.control.complete') }).click();
  await expect(organiser.getByText(t('en', 'show.moved.complete'))).toBeVisible();
  await expect(fan.getByText(t('en', 'live.phone.winnerIs').replace('{{player}}', players[0]))).toBeVisible();
  await expect(fan.getByText(`${players[0]} 1 – 0 ${players[1]}`)).toBeVisible();
  await expect(fan.getByText(t('en', 'live.liveNow'))).toHaveCount(0);
  await expect(projector.getByRole('region', { name: players[0] })).toHaveAttribute('data-winner', 'true');
  await projectorShows('final result');
  await expectAccessible(projector, 'big screen');

  await Promise.all([organiserContext.close(), fanContext.close(), projectorContext.close()]);
});
