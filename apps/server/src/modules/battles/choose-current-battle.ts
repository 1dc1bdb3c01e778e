import type { RouletteState } from '@artclash/contract';
import type { Executor, Publishing } from '../../db/client.ts';
import { logChange } from '../../db/event-log.ts';
import { AppError } from '../../errors/app-error.ts';
import { requireBattleOfEvent } from './require-battle.ts';
import { ensureShow, noOtherRunning, type ShowRow, writeShowIf } from './show-queries.ts';

/**
 * Puts `battleId` on stage, its roulette turned to it in `roulette` with nothing drawn (or, without one,
 * as it is), only if the show is still as it was read (`seen`) and no other battle of the event is
 * running: 409 otherwise, as the audience would lose it.
 */
export async function putOnStage({
  db,
  seen,
  battleId,
  roulette,
  now,
}: {
  db: Executor;
  seen: ShowRow;
  battleId: string;
  roulette?: RouletteState;
  now: Date;
}): Promise<void> {
  const turned = roulette && {
    rouletteState: roulette,
    rouletteBattleId: battleId,
    rouletteLeft: null,
    rouletteRight: null,
    rouletteChangedAt: now,
  };
  const set = { currentBattleId: battleId, ...turned };
  const written = await writeShowIf({ db, seen, set, guard: noOtherRunning(seen.eventId, battleId) });
  if (!written) throw new AppError('conflict', 'show.refusal.battleRunning');
}

/**
 * Puts a battle on stage for every screen (docs/decisions.md#277): the control room's choice and its
 * Next Battle (putOnStage). A battle put on stage starts with an idle roulette.
 */
export async function chooseCurrentBattle({
  db,
  changes,
  by,
  eventId,
  battleId,
  now = new Date(),
}: Publishing & {
  eventId: string;
  battleId: string;
  now?: Date;
}): Promise<void> {
  await requireBattleOfEvent({ db, eventId, battleId });
  const show = await ensureShow({ db, eventId });
  if (show.currentBattleId === battleId) return;
  // The roulette stays where it is when it is already this battle's.
  const change = await db.transaction(async (tx) => {
    await putOnStage({
      db: tx,
      seen: show,
      battleId,
      roulette: show.rouletteBattleId === battleId ? undefined : 'idle',
      now,
    });
    return logChange({ db: tx, changes, eventId, kind: 'battleOnStage', battleId, by });
  });
  changes.publish(change);
}
