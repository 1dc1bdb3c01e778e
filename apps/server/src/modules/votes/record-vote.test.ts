import { describe, expect, it } from 'vitest';
import { buildBattle, buildEvent, buildUser, castVote } from '../../test/factories.ts';
import { useTestApp } from '../../test/helper.ts';

const t = useTestApp();

describe('recordVote (docs/decisions.md#17)', () => {
  it('refuses a vote for anyone but the two players', async () => {
    const { battleId } = await buildBattle({ db: t.db, eventId: await buildEvent({ db: t.db }) });
    const stranger = (await buildUser({ db: t.db })).id;
    await expect(castVote({ db: t.db, battleId, receiverId: stranger })).rejects.toMatchObject({ statusCode: 400, messageKey: 'server.voteForPlayersOnly' });
  });

  it('refuses a vote by a player of the battle', async () => {
    const { battleId, player1Id, player2Id } = await buildBattle({ db: t.db, eventId: await buildEvent({ db: t.db }) });
    await expect(castVote({ db: t.db, battleId, receiverId: player2Id, voterId: player1Id })).rejects.toMatchObject({ statusCode: 403, messageKey: 'server.playersCannotVote' });
  });

  it('refuses a vote in an unknown battle', async () => {
    await expect(castVote({ db: t.db, battleId: 'nope', receiverId: 'nope' })).rejects.toMatchObject({ statusCode: 404 });
  });
});
