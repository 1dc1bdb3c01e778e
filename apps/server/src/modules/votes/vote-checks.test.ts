import { ZAdminVoteChecksReplySchema } from '@artclash/contract';
import { describe, expect, it } from 'vitest';
import { callAs, userWithToken } from '../../test/accounts.ts';
import { buildBattle, buildEvent, buildUser, castVote } from '../../test/factories.ts';
import { useTestApp } from '../../test/helper.ts';
import { NEW_PROVEN_PER_DOMAIN } from './queries.ts';

const t = useTestApp();
const HOUR = 3_600_000;
const ago = (ms: number) => new Date(Date.now() - ms);

const checksOf = async (eventId: string) => {
  const { token } = await userWithToken(t, { role: 'admin' });
  const reply = await callAs(t, 'GET', `/backend/admin-api/events/${eventId}/vote-checks`, { token });
  expect(reply.statusCode).toBe(200);
  return ZAdminVoteChecksReplySchema.parse(reply.json()).battles;
};

type Side = { battleId: string; receiverId: string };

/** Accounts at a mail domain, proven when told (null: never), each voting in the battles given. */
async function accountsAt(domain: string, count: number, provenAt: Date | null, sides: readonly Side[]) {
  for (let index = 0; index < count; index++) {
    const voter = await buildUser({
      db: t.db,
      email: `fan-${index}-${Math.random().toString(36).slice(2, 8)}@${domain}`,
      emailProvenAt: provenAt,
      emailProvenBy: provenAt && 'code',
    });
    for (const side of sides) await castVote({ db: t.db, ...side, voterId: voter.id });
  }
}

describe('the vote checks: proof bought in bulk (docs/decisions.md#353)', () => {
  it('flags, per battle, the votes of accounts proven after voting opened at a mail domain with more of them in the event than the limit', async () => {
    const eventId = await buildEvent({ db: t.db });
    const first = await buildBattle({ db: t.db, eventId, position: 0, votingOpenedAt: ago(HOUR) });
    const second = await buildBattle({ db: t.db, eventId, position: 1, votingOpenedAt: ago(HOUR / 2) });
    const one = { battleId: first.battleId, receiverId: first.player1Id };
    const two = { battleId: second.battleId, receiverId: second.player2Id };
    const newlyProven = ago(HOUR / 6);

    // One over the limit at a catch-all domain, in both battles, one of them written in capitals.
    await accountsAt('catchall.example', NEW_PROVEN_PER_DOMAIN, newlyProven, [one, two]);
    await accountsAt('CatchAll.Example', 1, newlyProven, [one]);
    // One over the limit in the event, split between its battles: the limit is the event's.
    await accountsAt('split.example', 3, newlyProven, [one]);
    // Proven before the second battle opened but after the first: new to the event, whose voting had opened.
    await accountsAt('split.example', NEW_PROVEN_PER_DOMAIN - 2, ago(HOUR * 0.75), [two]);
    // At the limit; proven before the event's voting first opened; never proven.
    await accountsAt('venue.example', NEW_PROVEN_PER_DOMAIN, newlyProven, [one, two]);
    await accountsAt('regulars.example', NEW_PROVEN_PER_DOMAIN + 3, ago(HOUR * 2), [one, two]);
    await accountsAt('typed.example', NEW_PROVEN_PER_DOMAIN + 3, null, [one, two]);

    const [firstChecks, secondChecks] = await checksOf(eventId);
    expect(firstChecks).toMatchObject({
      battle_id: first.battleId,
      votes: 6 + 3 + 5 + 8 + 8,
      bulk_proof: [
        { domain: 'catchall.example', votes: NEW_PROVEN_PER_DOMAIN + 1 },
        { domain: 'split.example', votes: 3 },
      ],
    });
    expect(secondChecks).toMatchObject({
      battle_id: second.battleId,
      votes: 5 + 3 + 5 + 8 + 8,
      bulk_proof: [
        { domain: 'catchall.example', votes: NEW_PROVEN_PER_DOMAIN },
        { domain: 'split.example', votes: NEW_PROVEN_PER_DOMAIN - 2 },
      ],
    });
  });

  it('flags nothing in an event whose voting never opened, and nothing where no domain passes the limit', async () => {
    const closed = await buildEvent({ db: t.db });
    const never = await buildBattle({ db: t.db, eventId: closed });
    await accountsAt('catchall.example', NEW_PROVEN_PER_DOMAIN + 2, new Date(), [
      { battleId: never.battleId, receiverId: never.player1Id },
    ]);
    expect(await checksOf(closed)).toMatchObject([{ votes: NEW_PROVEN_PER_DOMAIN + 2, bulk_proof: [] }]);

    const quiet = await buildEvent({ db: t.db });
    const open = await buildBattle({ db: t.db, eventId: quiet, votingOpenedAt: ago(HOUR) });
    await accountsAt('venue.example', NEW_PROVEN_PER_DOMAIN, new Date(), [
      { battleId: open.battleId, receiverId: open.player1Id },
    ]);
    expect(await checksOf(quiet)).toMatchObject([{ votes: NEW_PROVEN_PER_DOMAIN, bulk_proof: [] }]);
  });
});
