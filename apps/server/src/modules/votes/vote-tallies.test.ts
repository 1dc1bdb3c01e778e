import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { battles, users, votes } from '../../db/schema/index.ts';
import { buildBattle, buildEvent, buildUser, castVote } from '../../test/factories.ts';
import { useTestApp } from '../../test/helper.ts';
import { insertVotes, type NewVote, voteCounts } from './queries.ts';

const t = useTestApp();

/** Every vote of the event's battles counted one by one, as voteCounts did before the tallies. */
async function countedOneByOne(eventId: string) {
  const result = await t.db.execute(sql`
    select b.id as battle_id,
           count(v.id) filter (where v.vote_receive_user_id = b.player1_id)::int as player1,
           count(v.id) filter (where v.vote_receive_user_id = b.player2_id)::int as player2
    from battles b left join votes v on v.battle_id = b.id
    where b.event_id = ${eventId} group by b.id`);
  return new Map(
    rowsOf<{ battle_id: string; player1: number; player2: number }>(result).map((row) => [
      row.battle_id,
      { Player1: Number(row.player1), Player2: Number(row.player2) },
    ]),
  );
}

async function tallied(eventId: string) {
  const counts = await voteCounts({ db: t.db, eventIds: [eventId] });
  return new Map([...counts].map(([battleId, { Player1, Player2 }]) => [battleId, { Player1, Player2 }]));
}

async function twoBattles() {
  const eventId = await buildEvent({ db: t.db });
  const first = await buildBattle({ db: t.db, eventId, votingStatus: 'on', battleStatus: 'live' });
  const second = await buildBattle({ db: t.db, eventId, votingStatus: 'on' });
  return { eventId, first, second };
}

describe('the vote tallies (docs/decisions.md#430)', () => {
  it('count every vote cast, moved, changed in place and deleted, as counting them one by one does', async () => {
    const { eventId, first, second } = await twoBattles();
    const fans = await Promise.all(Array.from({ length: 6 }, () => buildUser({ db: t.db })));
    for (const [index, fan] of fans.entries())
      await castVote({
        db: t.db,
        battleId: first.battleId,
        voterId: fan.id,
        receiverId: index < 4 ? first.player1Id : first.player2Id,
      });
    await castVote({ db: t.db, battleId: second.battleId, voterId: fans[0]!.id, receiverId: second.player2Id });
    expect(await tallied(eventId)).toEqual(await countedOneByOne(eventId));
    expect((await tallied(eventId)).get(first.battleId)).toEqual({ Player1: 4, Player2: 2 });

    // A vote moved, and one written again for the same player.
    await castVote({ db: t.db, battleId: first.battleId, voterId: fans[0]!.id, receiverId: first.player2Id });
    await castVote({ db: t.db, battleId: first.battleId, voterId: fans[4]!.id, receiverId: first.player2Id });
    // A vote changed in place: its device, not its player.
    await t.db.update(votes).set({ deviceId: 'another' }).where(eq(votes.voterId, fans[1]!.id));
    expect((await tallied(eventId)).get(first.battleId)).toEqual({ Player1: 3, Player2: 3 });

    // A fan's account deleted takes its votes with it, in both battles.
    await t.db.delete(users).where(eq(users.id, fans[0]!.id));
    expect(await tallied(eventId)).toEqual(await countedOneByOne(eventId));
    expect(await tallied(eventId)).toEqual(
      new Map([
        [first.battleId, { Player1: 3, Player2: 2 }],
        [second.battleId, { Player1: 0, Player2: 0 }],
      ]),
    );
  });

  it('count for whoever plays each side now', async () => {
    const { eventId, first } = await twoBattles();
    await castVote({ db: t.db, battleId: first.battleId, receiverId: first.player1Id });
    await castVote({ db: t.db, battleId: first.battleId, receiverId: first.player1Id });
    await castVote({ db: t.db, battleId: first.battleId, receiverId: first.player2Id });
    await t.db
      .update(battles)
      .set({ player1Id: first.player2Id, player2Id: first.player1Id })
      .where(eq(battles.id, first.battleId));
    expect((await tallied(eventId)).get(first.battleId)).toEqual({ Player1: 1, Player2: 2 });

    const newcomer = await buildUser({ db: t.db, type: 'artist' });
    await t.db.update(battles).set({ player1Id: newcomer.id }).where(eq(battles.id, first.battleId));
    expect((await tallied(eventId)).get(first.battleId)).toEqual({ Player1: 0, Player2: 2 });
    expect(await tallied(eventId)).toEqual(await countedOneByOne(eventId));
  });

  it('count the votes of one statement written together, and of statements side by side', async () => {
    const { eventId, first, second } = await twoBattles();
    const fans = await Promise.all(Array.from({ length: 40 }, () => buildUser({ db: t.db })));
    const voteOf = (fan: { id: string }, index: number, battle: typeof first): NewVote => ({
      eventId,
      battleId: battle.battleId,
      voterId: fan.id,
      receiverId: index % 3 === 0 ? battle.player2Id : battle.player1Id,
      inRoom: false,
      deviceId: null,
      addressHash: 'address',
    });
    // Ten statements at once, each of four fans' votes.
    const tenAtOnce = (votesOf: (fan: { id: string }, index: number) => NewVote[]) =>
      Promise.all(
        Array.from({ length: 10 }, (_, group) => {
          const list = fans.slice(group * 4, group * 4 + 4).flatMap((fan, index) => votesOf(fan, group * 4 + index));
          return insertVotes({ db: t.db, origin: 'test', eventId, list });
        }),
      );
    // Every fan votes in both battles; then every fan moves in the first.
    await tenAtOnce((fan, index) => [voteOf(fan, index, first), voteOf(fan, index, second)]);
    await tenAtOnce((fan, index) => [voteOf(fan, index + 1, first)]);
    expect(await tallied(eventId)).toEqual(await countedOneByOne(eventId));
    expect((await tallied(eventId)).get(second.battleId)).toEqual({ Player1: 26, Player2: 14 });
    expect((await tallied(eventId)).get(first.battleId)).toEqual({ Player1: 27, Player2: 13 });
  });

  it('are counted from the votes already stored when the migration comes', async () => {
    const { eventId, first, second } = await twoBattles();
    await t.db.execute(sql`drop table vote_tallies cascade`);
    await t.db.execute(sql`drop index user_identities_user_idx`);
    await t.db.execute(sql`drop function vote_tallies_add, vote_tallies_move, vote_tallies_remove cascade`);
    await castVote({ db: t.db, battleId: first.battleId, receiverId: first.player1Id });
    await castVote({ db: t.db, battleId: first.battleId, receiverId: first.player2Id });
    await castVote({ db: t.db, battleId: second.battleId, receiverId: second.player2Id });

    const migration = await readFile(join(MIGRATIONS_FOLDER, '0019_vote-path.sql'), 'utf8');
    for (const statement of migration.split('--> statement-breakpoint')) await t.db.execute(sql.raw(statement));

    expect(await tallied(eventId)).toEqual(
      new Map([
        [first.battleId, { Player1: 1, Player2: 1 }],
        [second.battleId, { Player1: 0, Player2: 1 }],
      ]),
    );
    // And kept from then on.
    await castVote({ db: t.db, battleId: second.battleId, receiverId: second.player1Id });
    expect(await tallied(eventId)).toEqual(await countedOneByOne(eventId));
  });
});
