import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { withChanges } from '../../test/accounts.ts';
import { buildBattle, buildEvent, castVote } from '../../test/factories.ts';
import { useTestApp } from '../../test/helper.ts';
import { deleteBattle } from './delete-battle.ts';
import { updateBattle } from './update-battle.ts';

const t = useTestApp();

describe('the battles use cases tell the live screens themselves', () => {
  it('publishes a deleted battle once, and a refused delete not at all', async () => {
    const eventId = await buildEvent({ db: t.db });
    const live = await buildBattle({ db: t.db, eventId, battleStatus: 'live' });
    const done = await buildBattle({ db: t.db, eventId, battleStatus: 'complete' });
    const remove = (battleId: string) => deleteBattle({ db: t.db, changes: t.app.changes, battleId });

    const [, refused] = await withChanges(t, async () => {
      await expect(remove(live.battleId)).rejects.toMatchObject({ statusCode: 409 });
      await expect(remove(randomUUID())).rejects.toMatchObject({ statusCode: 404 });
    });
    expect(refused).toEqual([]);
    const [, heard] = await withChanges(t, () => remove(done.battleId));
    expect(heard).toEqual([{ eventId, kind: 'battles', seq: expect.any(Number) }]);
  });

  it('publishes nothing when a transaction is refused, and once after one commits', async () => {
    const eventId = await buildEvent({ db: t.db });
    const battle = await buildBattle({ db: t.db, eventId });
    await castVote({ db: t.db, battleId: battle.battleId, receiverId: battle.player1Id });
    const update = (edits: Parameters<typeof updateBattle>[0]['edits']) =>
      updateBattle({ db: t.db, changes: t.app.changes, battleId: battle.battleId, edits });

    // New players once the battle has votes: refused at the end of the transaction, which writes nothing.
    const [, refused] = await withChanges(t, () =>
      expect(
        update({ battle_name: 'Renamed', battle1: battle.player2Id, battle2: battle.player1Id }),
      ).rejects.toMatchObject({ statusCode: 409 }),
    );
    expect(refused).toEqual([]);
    const [updated, heard] = await withChanges(t, () => update({ battle_name: 'Renamed' }));
    expect(updated.battleName).toBe('Renamed');
    expect(heard).toEqual([{ eventId, kind: 'battles', seq: expect.any(Number) }]);
  });
});
