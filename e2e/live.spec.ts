import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectAccessible } from './support/a11y.ts';
import { PASSWORD, signIn, uniqueEmail } from './support/accounts.ts';
import { ORGANISER } from './support/ports.ts';
import { t, useLanguage } from './support/i18n.ts';

// A live battle on three screens at once (docs/product.md §2.8, §4.7–§4.9): the organiser spins the
// roulette and runs the big screen, a fan votes from a phone, and a projector nobody is signed in on
// follows both, all without a reload.

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
): Promise<{ eventId: string; battleId: string; players: [string, string] }> {
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
    },
  });
  expect(created.ok()).toBe(true);
  const eventId = ((await created.json()) as { event: { _id: string } }).event._id;
  const battle = await request.post(`/backend/admin-api/events/${eventId}/battles`, {
    headers,
    data: { battle_name: 'Final', battle1: artists[0]!._id, battle2: artists[1]!._id },
  });
  expect(battle.ok()).toBe(true);
  const battleId = ((await battle.json()) as { battle: { _id: string } }).battle._id;
  expect(
    (
      await request.put(`/backend/admin-api/events/${eventId}/roulette`, { headers, data: { keywords: KEYWORDS } })
    ).ok(),
  ).toBe(true);
  return { eventId, battleId, players: [artists[0]!.username, artists[1]!.username] };
}

test('the organiser spins and starts, a fan votes, and every screen follows without a reload', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const organiserToken = await tokenOf(request, ORGANISER.email, ORGANISER.password);
  const { eventId, battleId, players } = await eventWithBattle(request, organiserToken);
  const fanEmail = uniqueEmail('voter');
  expect(
    (await request.post('/backend/api/register', { data: { email: fanEmail, password: PASSWORD, type: 'fan' } })).ok(),
  ).toBe(true);

  // The organiser and the projector are on big screens, the fan on a phone (the project's device).
  const bigScreen = { viewport: { width: 1920, height: 1080 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 };
  const [organiserContext, fanContext, projectorContext] = await Promise.all([
    browser.newContext(bigScreen),
    browser.newContext(),
    browser.newContext(bigScreen),
  ]);
  const [organiser, fan, projector] = await Promise.all([
    organiserContext.newPage(),
    fanContext.newPage(),
    projectorContext.newPage(),
  ]);
  for (const page of [organiser, fan, projector]) await useLanguage(page, 'en');

  // The projector shows the battle before anything starts; nobody is signed in there, so no controls.
  await projector.goto(`/live-event-battle/${eventId}`);
  await expect(projector.getByText(t('en', 'live.waitNextBattle'))).toBeVisible();
  await expect(projector.getByRole('navigation', { name: t('en', 'live.bigScreen.controls') })).toHaveCount(0);

  // The organiser spins the roulette: both panels spin on one tap, each stops on its own tap, and the pair is saved.
  await signIn(organiser, ORGANISER.email, ORGANISER.password);
  await organiser.goto(`/roulette-public/${eventId}/${battleId}`);
  const left = organiser.getByRole('button', { name: new RegExp(t('en', 'live.roulette.leftPanel')) });
  const right = organiser.getByRole('button', { name: new RegExp(t('en', 'live.roulette.rightPanel')) });
  await left.click();
  await expect(left).toHaveAttribute('data-spinning', 'true');
  await expect(right).toHaveAttribute('data-spinning', 'true');
  await left.click();
  await right.click();
  await expect(organiser.getByText(t('en', 'server.keywordsSaved'))).toBeVisible();

  // The projector now shows the live battle and its theme, pushed by the stream.
  await expect(projector.getByText('Ocean').first()).toBeVisible();
  await expect(projector.getByRole('region', { name: players[0] })).toBeVisible();

  // On the big screen the organiser opens voting, shows the bar and starts the timer.
  await organiser.goto(`/live-event-battle/${eventId}`);
  const panel = organiser.getByRole('navigation', { name: t('en', 'live.bigScreen.controls') });
  await panel.getByRole('button', { name: t('en', 'live.bigScreen.votingOn'), exact: true }).click();
  await expect(panel.getByRole('button', { name: t('en', 'live.bigScreen.votingOff'), exact: true })).toBeVisible();
  await panel.getByRole('button', { name: t('en', 'live.bigScreen.barShow'), exact: true }).click();
  await expect(panel.getByRole('button', { name: t('en', 'live.bigScreen.barHide'), exact: true })).toBeVisible();
  await panel.getByRole('button', { name: t('en', 'live.bigScreen.start'), exact: true }).click();
  await expect(panel.getByRole('button', { name: t('en', 'live.bigScreen.pause'), exact: true })).toBeVisible();

  // The fan's countdown runs on the phone without a reload.
  await signIn(fan, fanEmail, PASSWORD);
  await fan.goto(`/voting/${eventId}`);
  await expect(fan.getByText(t('en', 'live.votingStarted'))).toBeVisible();
  const timer = fan.getByRole('timer').first();
  await expect(timer).toHaveText(/^0[45]:\d\d\.\d$/);
  const first = await timer.textContent();
  await expect(timer).not.toHaveText(first ?? '');
  await expectAccessible(fan, 'voting');

  // The fan votes for player 1: the phone highlights the choice, the projector's bar moves.
  await fan.getByRole('button', { name: t('en', 'live.voteFor').replace('{{player}}', players[0]) }).click();
  await expect(fan.getByText(t('en', 'server.voteRecorded'))).toBeVisible();
  await expect(
    fan.getByRole('button', { name: t('en', 'live.voteFor').replace('{{player}}', players[0]) }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(projector.getByRole('img', { name: `Vote share: ${players[0]} 100%, ${players[1]} 0%` })).toBeVisible();

  // Pause: every screen shows the stored remaining time, in the countdown's one format (decision 290),
  // says 'Paused' once, and the button offers 'Resume'.
  await panel.getByRole('button', { name: t('en', 'live.bigScreen.pause'), exact: true }).click();
  await expect(panel.getByRole('button', { name: t('en', 'live.bigScreen.resume'), exact: true })).toBeVisible();
  for (const screen of [fan, projector]) {
    await expect(screen.getByRole('status').filter({ hasText: t('en', 'live.paused') })).toHaveCount(1);
    const stopped = screen.getByRole('timer').first();
    await expect(stopped).toHaveText(/^\d\d:\d\d\.0$/);
  }
  const pausedAt = await projector.getByRole('timer').first().textContent();
  await expect(projector.getByRole('timer').last()).toHaveText(pausedAt ?? '');

  // Next Battle is refused while a battle is live, and says when none is left after it completes.
  await panel.getByRole('button', { name: t('en', 'live.bigScreen.nextBattle'), exact: true }).click();
  await expect(organiser.getByText(t('en', 'live.bigScreen.battleLive'))).toBeVisible();
  await panel.getByRole('button', { name: t('en', 'live.bigScreen.completeBattle'), exact: true }).click();
  await expect(panel.getByRole('button', { name: t('en', 'live.bigScreen.completeBattle'), exact: true })).toHaveCount(
    0,
  );
  await panel.getByRole('button', { name: t('en', 'live.bigScreen.nextBattle'), exact: true }).click();
  await expect(organiser.getByText(t('en', 'live.bigScreen.noNextBattle'))).toBeVisible();
  await expectAccessible(projector, 'big screen');

  await Promise.all([organiserContext.close(), fanContext.close(), projectorContext.close()]);
});
