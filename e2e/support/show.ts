import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { TVotingRule } from '../../packages/contract/src/values.ts';
import { t } from './i18n.ts';

/** Two keywords a side: the roulette of every journey's event. */
export const KEYWORDS = [
  { keyword_eng1: 'Ocean', keyword_jap1: '海', keyword_eng2: 'Fire', keyword_jap2: '炎' },
  { keyword_eng1: 'Forest', keyword_jap1: '森', keyword_eng2: 'Steel', keyword_jap2: '鋼' },
];

/** A session token of an account, through the login call. */
export async function tokenOf(request: APIRequestContext, email: string, password: string): Promise<string> {
  const reply = await request.post('/backend/api/login', { data: { email, password } });
  expect(reply.ok()).toBe(true);
  return ((await reply.json()) as { token: string }).token;
}

type Pair = [string, string];

/**
 * A fresh event with two battles between demo artists and a roulette of two keywords a side, made through the
 * organiser API, under `votingRule` (the console's default when not told, as a first-time organiser leaves it).
 * `firstPlayer`, when given, plays the first battle's left side in place of a demo artist.
 */
export async function eventWithBattles(
  request: APIRequestContext,
  token: string,
  {
    votingRule,
    firstPlayer,
    keywords = KEYWORDS,
  }: {
    votingRule?: TVotingRule;
    firstPlayer?: { _id: string; username: string };
    keywords?: typeof KEYWORDS;
  } = {},
): Promise<{ eventId: string; battles: { name: string; players: Pair }[] }> {
  const headers = { authorization: token };
  const upcoming = (await (await request.get('/backend/api/GetUpcomingEvent')).json()) as {
    events: { participants: { user: { _id: string; username: string } }[] }[];
  };
  const demo = upcoming.events[0]!.participants.slice(0, 4).map(({ user }) => user);
  const artists = firstPlayer ? [firstPlayer, ...demo.slice(1)] : demo;
  const [a, b, c = artists[1]!, d = artists[0]!] = artists;
  const day = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const created = await request.post('/backend/admin-api/events', {
    headers,
    data: {
      title_eng: `Live Journey ${Date.now()}`,
      title_jap: 'ライブの旅',
      battles_time: 5,
      date_times: [{ dates: day, start_time: '18:00', end_time: '21:00' }],
      participants: artists.map((artist) => artist._id),
      ...(votingRule && { voting_rule: votingRule }),
    },
  });
  expect(created.ok()).toBe(true);
  const eventId = ((await created.json()) as { event: { _id: string } }).event._id;
  type Artist = (typeof artists)[number];
  const battles: { name: string; pair: [Artist, Artist] }[] = [
    { name: 'Semi-final', pair: [a!, b!] },
    { name: 'Final', pair: [c, d] },
  ];
  for (const { name, pair } of battles) {
    const battle = await request.post(`/backend/admin-api/events/${eventId}/battles`, {
      headers,
      data: { battle_name: name, battle1: pair[0]._id, battle2: pair[1]._id },
    });
    expect(battle.ok()).toBe(true);
  }
  expect(
    (await request.put(`/backend/admin-api/events/${eventId}/roulette`, { headers, data: { keywords } })).ok(),
  ).toBe(true);
  return {
    eventId,
    battles: battles.map(({ name, pair }) => ({ name, players: [pair[0].username, pair[1].username] })),
  };
}

/**
 * The organiser, in the control room (English), puts the next battle on stage, draws and locks its theme, and opens
 * voting: what every night does before the room can vote.
 */
export async function openNextBattle(organiser: Page, battleName: string): Promise<void> {
  const show = organiser.getByRole('region', { name: t('en', 'organiser.control.stage') });
  await show.getByRole('button', { name: t('en', 'organiser.control.nextBattle') }).click();
  await expect(organiser.getByText(t('en', 'show.done.current')).first()).toBeVisible();
  await show.getByRole('button', { name: t('en', 'organiser.control.spin'), exact: true }).click();
  await show.getByRole('button', { name: t('en', 'organiser.control.stop'), exact: true }).click();
  await show.getByRole('button', { name: t('en', 'organiser.control.lock') }).click();
  await expect(organiser.getByText(t('en', 'show.done.lock')).first()).toBeVisible();
  const battle = organiser.getByRole('region', { name: battleName });
  await battle.getByRole('button', { name: t('en', 'organiser.control.openVoting') }).click();
  await expect(battle.getByRole('button', { name: t('en', 'organiser.control.closeVoting') })).toBeVisible();
}

/**
 * The organiser's calls that move the night on, as the control room makes them (docs/product.md#rule-392): for a
 * journey that watches the screens rather than the control room. Each call must succeed.
 */
export function showControl(request: APIRequestContext, token: string, eventId: string) {
  const headers = { authorization: token };
  const call = async (path: string, data: object, method: 'post' | 'put' = 'post') => {
    const reply = await request[method](`/backend/admin-api${path}`, { headers, data });
    expect(reply.ok(), `${path}: ${await reply.text()}`).toBe(true);
  };
  return {
    /** The event's battles, in order: each one's id and its players' ids. */
    battles: async () => {
      const reply = await request.get(`/backend/admin-api/events/${eventId}/battles`, { headers });
      type Player = { _id: string } | null;
      return ((await reply.json()) as { battles: { _id: string; battle1: Player; battle2: Player }[] }).battles.map(
        (battle) => ({ id: battle._id, players: [battle.battle1?._id ?? '', battle.battle2?._id ?? ''] as const }),
      );
    },
    onStage: (battleId: string) => call(`/events/${eventId}/show/current`, { battleId }, 'put'),
    roulette: (battleId: string, action: 'spin' | 'stop' | 'lock') =>
      call(`/events/${eventId}/show/roulette`, {
        battleId,
        action,
        from: { spin: 'idle', stop: 'spinning', lock: 'stopped' }[action],
      }),
    start: (battleId: string) => call('/EventSingleBattleTimeStart', { eventId, battleId, bt_status: '' }),
    /** A move of the battle's life; completing a tie names its winner or says a draw (docs/product.md#rule-276). */
    move: (
      battleId: string,
      move: 'openVoting' | 'closeVoting' | 'complete',
      from: 'live' | 'voting_closed',
      decision: { player_winner_id?: string; draw?: boolean } = {},
    ) => call(`/battles/${battleId}/move`, { move, from, ...decision }),
    /** A sponsor image on the event's roulette (for the sponsors' thanks after the final). */
    sponsor: async (png: Buffer) => {
      const reply = await request.post(`/backend/admin-api/events/${eventId}/roulette/sponsor-image`, {
        headers,
        multipart: { image: { name: 'sponsor.png', mimeType: 'image/png', buffer: png } },
      });
      expect(reply.ok()).toBe(true);
    },
  };
}
