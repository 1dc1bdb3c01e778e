import { ZAdminEventReplySchema } from '@artclash/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { battles } from '../../db/schema/index.ts';
import { callAs, userWithToken, withChanges } from '../../test/accounts.ts';
import { buildBattle, buildEvent } from '../../test/factories.ts';
import { useTestApp } from '../../test/helper.ts';
import { closeVotingAtTimeUp } from './close-voting-at-time-up.ts';

// Voting closes by itself at time up where the event asks for it (docs/decisions.md#396), on PGlite and, with
// TEST_DB=postgres, on PostgreSQL.
const t = useTestApp();
const NOW = new Date('2026-12-05T12:30:00.000Z');
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);

/** A live battle of a 10-minute event with voting open, its timer as told. */
async function votingBattle({
  autoCloseVoting,
  timeStart = minutesAgo(11),
  timeStatus = 'play',
  timeRemaining = '',
}: {
  autoCloseVoting: boolean;
  timeStart?: Date;
  timeStatus?: 'play' | 'pause';
  timeRemaining?: string;
}) {
  const eventId = await buildEvent({ db: t.db, battlesTime: 10, autoCloseVoting });
  const { battleId } = await buildBattle({
    db: t.db,
    eventId,
    battleStatus: 'live',
    votingStatus: 'on',
    votingOpenedAt: minutesAgo(9),
    timeStatus,
    timeStart,
    timeRemaining,
  });
  return { eventId, battleId };
}

const votingOf = async (battleId: string) =>
  (await t.db.select({ voting: battles.votingStatus }).from(battles).where(eq(battles.id, battleId)))[0]?.voting;

const sweep = () => closeVotingAtTimeUp({ db: t.db, changes: t.app.changes, now: NOW });

describe('voting that closes by itself at time up (docs/decisions.md#396)', () => {
  it('closes voting when the timer ends with the setting on, and tells the live screens', async () => {
    const { eventId, battleId } = await votingBattle({ autoCloseVoting: true });
    const [, heard] = await withChanges(t, sweep);
    expect(await votingOf(battleId)).toBe('off');
    expect(heard).toContainEqual({ eventId, kind: 'battles', seq: expect.any(Number) });
    const reply = await t.get(`/backend/api/EventByAllBattle/${eventId}`);
    expect(reply.json().event.battles[0]).toMatchObject({ voting_status: 'off', battle_phase: 'voting_closed' });
  });

  it('closes voting on a timer paused at time up, once', async () => {
    const { battleId } = await votingBattle({
      autoCloseVoting: true,
      timeStatus: 'pause',
      timeRemaining: 'Time is up!',
    });
    await sweep();
    expect(await votingOf(battleId)).toBe('off');
    const [, heard] = await withChanges(t, sweep);
    expect(heard.filter((change) => change.kind === 'battles')).toEqual([]);
  });

  it('leaves voting open with the setting off', async () => {
    const { battleId } = await votingBattle({ autoCloseVoting: false });
    await sweep();
    expect(await votingOf(battleId)).toBe('on');
  });

  it('leaves voting open while time is left, running or paused', async () => {
    const running = await votingBattle({ autoCloseVoting: true, timeStart: minutesAgo(9) });
    const paused = await votingBattle({ autoCloseVoting: true, timeStatus: 'pause', timeRemaining: '2m 0s' });
    await sweep();
    expect(await votingOf(running.battleId)).toBe('on');
    expect(await votingOf(paused.battleId)).toBe('on');
  });

  it('closes, once the server serves again, the voting of a timer that ended while it was down', async () => {
    // Ended a minute ago on the real clock: no control room, no call; only the server's own start.
    const eventId = await buildEvent({ db: t.db, battlesTime: 1, autoCloseVoting: true });
    const { battleId } = await buildBattle({
      db: t.db,
      eventId,
      battleStatus: 'live',
      votingStatus: 'on',
      votingOpenedAt: new Date(Date.now() - 120_000),
      timeStatus: 'play',
      timeStart: new Date(Date.now() - 120_000),
    });
    expect(await votingOf(battleId)).toBe('on');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    await expect.poll(() => votingOf(battleId), { timeout: 5000, interval: 100 }).toBe('off');
  });
});

describe('the event setting auto_close_voting', () => {
  const organiser = async () => (await userWithToken(t, { role: 'admin' })).token;

  it('is off unless told, set by an organiser on create and update, and read back with the event', async () => {
    const token = await organiser();
    const created = ZAdminEventReplySchema.parse(
      (
        await callAs(t, 'POST', '/backend/admin-api/events', { token, body: { title_eng: 'A', title_jap: 'A' } })
      ).json(),
    );
    expect(created.event.auto_close_voting).toBe(false);
    const updated = await callAs(t, 'PUT', `/backend/admin-api/events/${created.event._id}`, {
      token,
      body: { auto_close_voting: true },
    });
    expect(ZAdminEventReplySchema.parse(updated.json()).event.auto_close_voting).toBe(true);
    const read = await callAs(t, 'GET', `/backend/admin-api/events/${created.event._id}`, { token });
    expect(ZAdminEventReplySchema.parse(read.json()).event.auto_close_voting).toBe(true);
  });

  it('refuses a value that is not true or false with a 400 naming the field, in both languages', async () => {
    const eventId = await buildEvent({ db: t.db });
    for (const language of ['en', 'ja']) {
      const reply = await callAs(t, 'PUT', `/backend/admin-api/events/${eventId}`, {
        token: await organiser(),
        body: { auto_close_voting: 'yes' },
        language,
      });
      expect(reply.statusCode).toBe(400);
      expect(Object.keys(reply.json().errors)).toContain('auto_close_voting');
    }
  });

  it('is the organisers’ alone', async () => {
    const eventId = await buildEvent({ db: t.db });
    const { token } = await userWithToken(t);
    const reply = await callAs(t, 'PUT', `/backend/admin-api/events/${eventId}`, {
      token,
      body: { auto_close_voting: true },
    });
    expect(reply.statusCode).toBe(403);
  });
});
