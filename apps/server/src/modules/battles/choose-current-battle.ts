import type { ChangeFeed } from '../../db/change-feed.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors/app-error.ts';
import { requireBattleOfEvent } from './require-battle.ts';
import { ensureShow, noOtherRunning, writeShowIf } from './show-queries.ts';

/**
 * Puts a battle on stage for every screen (docs/decisions.md#277): the control room's choice and its
 * Next Battle. Refused while another battle of the event is running: the audience would lose it.
 * A battle put on stage starts with an idle roulette.
 */
export async function chooseCurrentBattle({
  db,
  changes,
  eventId,
  battleId,
  now = new Date(),
}: {
  db: Database;
  changes: ChangeFeed;
  eventId: string;
  battleId: string;
  now?: Date;
}): Promise<void> {
  await requireBattleOfEvent({ db, eventId, battleId });
  const show = await ensureShow({ db, eventId });
  if (show.currentBattleId === battleId) return;
  const keepRoulette = show.rouletteBattleId === battleId;
  const written = await writeShowIf({
    db,
    seen: show,
    set: {
      currentBattleId: battleId,
      ...(!keepRoulette && {
        rouletteState: 'idle',
        rouletteBattleId: battleId,
        rouletteLeft: null,
        rouletteRight: null,
        rouletteChangedAt: now,
      }),
    },
    guard: noOtherRunning(eventId, battleId),
  });
  if (!written) throw new AppError('conflict', 'show.refusal.battleRunning');
  changes.publish({ eventId, kind: 'battles' });
}
