import { randomUUID } from 'node:crypto';
import type { TVotingRule } from '@artclash/contract/values';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { battles, userIdentities } from '../../db/schema/index.ts';
import { buildBattle, buildEvent, buildUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/helper.ts';
import { insertVotes, type NewVote, refusedBy } from './queries.ts';
import { VOTE_RULES } from './vote-rules.ts';

const t = useTestApp();

async function battleWith(votingStatus = 'on', votingRule: TVotingRule = 'anyone') {
  const eventId = await buildEvent({ db: t.db, votingRule });
  const battle = await buildBattle({ db: t.db, eventId, votingStatus });
  return { eventId, ...battle };
}

type Vote = Omit<NewVote, 'inRoom' | 'deviceId' | 'addressHash'> & Partial<NewVote>;
const withOrigin = (vote: Vote): NewVote => ({ inRoom: false, deviceId: null, addressHash: 'address', ...vote });

/** What the rules say of a vote: stored or not by insertVotes, and the refusal's message when not. */
async function judge(partial: Vote) {
  const vote = withOrigin(partial);
  const [seq] = await insertVotes({ db: t.db, origin: 'test', eventId: vote.eventId, list: [vote] });
  const refusal = await refusedBy({ db: t.db, vote });
  return { stored: seq !== undefined, refusal: typeof refusal === 'object' ? refusal.refusal.messageKey : refusal };
}

describe('the vote rules, one SQL statement of them (docs/product.md#rule-17, docs/decisions.md#200)', () => {
  it('lets a signed-in user who does not play the battle vote for either player', async () => {
    const { eventId, battleId, player1Id, player2Id } = await battleWith();
    const fan = await buildUser({ db: t.db });
    const organiser = await buildUser({ db: t.db, role: 'admin' });
    expect(await judge({ eventId, battleId, voterId: fan.id, receiverId: player1Id })).toEqual({
      stored: true,
      refusal: undefined,
    });
    expect(await judge({ eventId, battleId, voterId: organiser.id, receiverId: player2Id })).toEqual({
      stored: true,
      refusal: undefined,
    });
  });

  it('refuses a vote by either player of the battle', async () => {
    const { eventId, battleId, player1Id, player2Id } = await battleWith();
    for (const [voterId, receiverId] of [
      [player1Id, player2Id],
      [player2Id, player1Id],
    ] as const) {
      expect(await judge({ eventId, battleId, voterId, receiverId })).toEqual({
        stored: false,
        refusal: 'server.playersCannotVote',
      });
    }
  });

  it('takes votes only for one of the two players, also when a player left the battle', async () => {
    const { eventId, battleId, player1Id } = await battleWith();
    const [fan, someone] = [await buildUser({ db: t.db }), await buildUser({ db: t.db })];
    expect(await judge({ eventId, battleId, voterId: fan.id, receiverId: someone.id })).toEqual({
      stored: false,
      refusal: 'server.voteForPlayersOnly',
    });
    expect(
      await refusedBy({ db: t.db, vote: withOrigin({ eventId, battleId, voterId: fan.id, receiverId: 'nobody' }) }),
    ).toBe(VOTE_RULES[1]);
    await t.db.update(battles).set({ player2Id: null }).where(eq(battles.id, battleId));
    expect(await judge({ eventId, battleId, voterId: fan.id, receiverId: someone.id })).toEqual({
      stored: false,
      refusal: 'server.voteForPlayersOnly',
    });
    expect(await judge({ eventId, battleId, voterId: fan.id, receiverId: player1Id })).toEqual({
      stored: true,
      refusal: undefined,
    });
  });

  it("is open only while voting is 'on'", async () => {
    const fan = await buildUser({ db: t.db });
    for (const votingStatus of ['off', 'ON']) {
      const { eventId, battleId, player1Id } = await battleWith(votingStatus);
      expect(await judge({ eventId, battleId, voterId: fan.id, receiverId: player1Id })).toEqual({
        stored: false,
        refusal: 'server.votingStopped',
      });
    }
  });

  it("knows no battle of another event, or no battle at all, and tells a player's refusal before the others", async () => {
    const { battleId, player1Id, player2Id } = await battleWith('off');
    const other = await buildEvent({ db: t.db });
    for (const vote of [
      { eventId: other, battleId, voterId: player1Id, receiverId: player2Id },
      { eventId: other, battleId: randomUUID(), voterId: player1Id, receiverId: player2Id },
    ])
      expect(await judge(vote)).toEqual({ stored: false, refusal: 'noBattle' });
    const { eventId } = (await t.db.select().from(battles).where(eq(battles.id, battleId)))[0]!;
    // A player voting for a stranger while voting is off breaks all three rules: the first is told.
    const stranger = await buildUser({ db: t.db });
    expect(await judge({ eventId, battleId, voterId: player1Id, receiverId: stranger.id })).toEqual({
      stored: false,
      refusal: 'server.playersCannotVote',
    });
  });

  it("'room_or_proven': a phone in the room, or an account whose address was proven or that signs in with Google or LINE", async () => {
    const { eventId, battleId, player1Id } = await battleWith('on', 'room_or_proven');
    const typedIn = await buildUser({ db: t.db });
    expect(await judge({ eventId, battleId, voterId: typedIn.id, receiverId: player1Id })).toEqual({
      stored: false,
      refusal: 'server.voteNeedsRoomCodeOrEmail',
    });
    expect(await judge({ eventId, battleId, voterId: typedIn.id, receiverId: player1Id, inRoom: true })).toEqual({
      stored: true,
      refusal: undefined,
    });
    const proven = await buildUser({ db: t.db, emailProvenAt: new Date(), emailProvenBy: 'code' });
    const lineFan = await buildUser({ db: t.db, email: null });
    await t.db.insert(userIdentities).values({ provider: 'line', subject: `line-${lineFan.id}`, userId: lineFan.id });
    for (const voter of [proven, lineFan])
      expect(await judge({ eventId, battleId, voterId: voter.id, receiverId: player1Id })).toEqual({
        stored: true,
        refusal: undefined,
      });
    // Voting stopped is told first: proving an address would not help then.
    const stopped = await battleWith('off', 'room_or_proven');
    expect(
      await judge({ ...stopped, voterId: typedIn.id, receiverId: stopped.player1Id, eventId: stopped.eventId }),
    ).toEqual({ stored: false, refusal: 'server.votingStopped' });
  });

  it("'room': a device holding the room pass, whoever the account is; 'anyone' asks neither", async () => {
    const { eventId, battleId, player1Id } = await battleWith('on', 'room');
    const fan = await buildUser({ db: t.db });
    expect(await judge({ eventId, battleId, voterId: fan.id, receiverId: player1Id })).toEqual({
      stored: false,
      refusal: 'server.voteNeedsRoomCode',
    });
    expect(await judge({ eventId, battleId, voterId: fan.id, receiverId: player1Id, inRoom: true })).toEqual({
      stored: true,
      refusal: undefined,
    });
    const open = await battleWith('on', 'anyone');
    expect(await judge({ ...open, voterId: fan.id, receiverId: open.player1Id })).toEqual({
      stored: true,
      refusal: undefined,
    });
  });
});
