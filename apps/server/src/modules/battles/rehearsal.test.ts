import { ZEventByAllBattleReplySchema } from '@artclash/contract';
import { translate } from '@artclash/i18n';
import { count, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users, votes } from '../../db/schema/index.ts';
import { callAs, userWithToken } from '../../test/accounts.ts';
import { buildBattle, buildEvent } from '../../test/factories.ts';
import { useTestApp } from '../../test/helper.ts';

const t = useTestApp();
const organiser = () => userWithToken(t, { role: 'admin' }).then((user) => user.token);
const rehearse = (token: string, body: object, language = 'en') =>
  callAs(t, 'POST', '/backend/admin-api/rehearsals', { token, body, language });
const vote = (token: string, body: object) => callAs(t, 'POST', '/backend/api/VotingTo', { token, body });

describe('a rehearsal (npm run rehearsal, docs/decisions.md#250)', () => {
  it('makes an unlisted event with battles and signed-in fans who vote there, and nowhere else', async () => {
    const token = await organiser();
    const reply = await rehearse(token, { battles: 2, fans: 3 });
    expect(reply.statusCode).toBe(200);
    const { event_id: eventId, battles, fans } = reply.json();
    expect(battles).toHaveLength(2);
    expect(fans).toHaveLength(3);

    // Reachable by its id (the screens of the rehearsal), in no public list.
    const event = ZEventByAllBattleReplySchema.parse((await t.get(`/backend/api/EventByAllBattle/${eventId}`)).json());
    expect(event.event.battles.map((battle) => battle._id)).toEqual(
      battles.map((battle: { _id: string }) => battle._id),
    );
    for (const list of ['/backend/api/GetUpcomingEvent', '/backend/api/AllEventGet'])
      expect(JSON.stringify((await t.get(list)).json())).not.toContain(eventId);

    // A rehearsal fan votes in its rehearsal's battle…
    const battle = battles[0];
    const open = await callAs(t, 'POST', `/backend/admin-api/battles/${battle._id}/move`, {
      token,
      body: { move: 'start', from: 'not_started' },
    });
    expect(open.statusCode).toBe(200);
    expect(
      (
        await callAs(t, 'POST', `/backend/admin-api/battles/${battle._id}/move`, {
          token,
          body: { move: 'openVoting', from: 'live' },
        })
      ).statusCode,
    ).toBe(200);
    const voted = await vote(fans[0].token, { eventId, battleId: battle._id, vote_receive_userId: battle.player1_id });
    expect(voted.statusCode).toBe(200);

    // …and never in a real event's.
    const realEventId = await buildEvent({ db: t.db });
    const real = await buildBattle({ db: t.db, eventId: realEventId, votingStatus: 'on', battleStatus: 'live' });
    const refused = await vote(fans[1].token, {
      eventId: realEventId,
      battleId: real.battleId,
      vote_receive_userId: real.player1Id,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(translate('en', 'server.rehearsalVotesOnlyThere'));

    // Deleting the rehearsal's event takes its accounts and their votes with it.
    const accounts = [...fans.map((fan: { _id: string }) => fan._id), battle.player1_id, battle.player2_id];
    expect((await callAs(t, 'DELETE', `/backend/admin-api/events/${eventId}`, { token })).statusCode).toBe(200);
    const [left] = await t.db.select({ n: count() }).from(users).where(inArray(users.id, accounts));
    expect(left!.n).toBe(0);
    const [leftVotes] = await t.db.select({ n: count() }).from(votes).where(inArray(votes.voterId, accounts));
    expect(leftVotes!.n).toBe(0);
  });

  it('refuses a size that is no rehearsal, in both languages, and makes nothing', async () => {
    const token = await organiser();
    for (const body of [{ battles: 0, fans: 3 }, { battles: 2, fans: 100_000 }, { battles: 'two', fans: 3 }, {}]) {
      const en = await rehearse(token, body);
      expect(en.statusCode).toBe(400);
      const ja = await rehearse(token, body, 'ja');
      expect(ja.statusCode).toBe(400);
      expect(ja.json().message).not.toBe(en.json().message);
    }
  });
});
