import { formatRemaining, remainingAt } from '@artclash/contract';
import { and, eq } from 'drizzle-orm';
import type { Publishing } from '../../db/client.ts';
import { logChange } from '../../db/event-log.ts';
import { battles } from '../../db/schema/index.ts';
import { AppError } from '../../errors/app-error.ts';
import { eventById } from '../events/index.ts';
import { requireBattleOfEvent } from './require-battle.ts';
import { timerOf } from './presenter.ts';

export interface PauseTimerOptions extends Publishing {
  eventId: string;
  battleId: string;
  /** The server's clock (docs/product.md#rule-14). */
  now: Date;
}

/**
 * EventSingleBattleTimePause (§4): play → pause, storing the remaining time as 'Xm Ys' (or 'Time is
 * up!') read on the server's clock, not the client's, so every screen shows the same text.
 */
export async function pauseBattleTimer({ db, changes, by, eventId, battleId, now }: PauseTimerOptions): Promise<void> {
  const battle = await requireBattleOfEvent({ db, eventId, battleId });
  const battlesTime = (await eventById({ db, eventId }))?.battlesTime ?? 0;
  if (battle.battleStatus !== 'live' || battle.timeStatus !== 'play')
    throw new AppError('conflict', 'server.timerNotRunning');
  const remaining = formatRemaining(remainingAt(timerOf(battle), battlesTime, now.getTime()));
  const paused = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(battles)
      .set({ timeStatus: 'pause', timePause: now, timeRemaining: remaining })
      .where(and(eq(battles.id, battle.id), eq(battles.timeStatus, 'play')))
      .returning({ id: battles.id });
    return row && logChange({ db: tx, changes, eventId, kind: 'timerPaused', battleId, by, payload: { remaining } });
  });
  if (!paused) throw new AppError('conflict', 'server.timerNotRunning');
  changes.publish(paused);
}
