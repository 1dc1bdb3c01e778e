import { parseRemaining } from '@artclash/contract';
import { and, eq } from 'drizzle-orm';
import type { Publishing } from '../../db/client.ts';
import { logChange } from '../../db/event-log.ts';
import { battles } from '../../db/schema/index.ts';
import { AppError } from '../../errors/app-error.ts';
import { requireBattleOfEvent } from './require-battle.ts';

export interface StartTimerOptions extends Publishing {
  eventId: string;
  battleId: string;
  /** '' starts the full time again; 'replay' resumes a paused timer (§4 Big-screen controls). */
  mode: '' | 'replay';
  /** The server's clock (docs/product.md#rule-14). */
  now: Date;
}

/**
 * EventSingleBattleTimeStart (§4 Timer status): null or play → play from `now` with the full
 * battles_time; pause → play again from `now` with the stored remaining time ('replay'). A battle runs
 * only once the roulette has set its keywords (which makes it live); a paused timer at 'Time is up!'
 * cannot resume. Each transition is conditional on the state it leaves, so two organisers pressing at
 * once change it once.
 */
export async function startBattleTimer({
  db,
  changes,
  by,
  eventId,
  battleId,
  mode,
  now,
}: StartTimerOptions): Promise<void> {
  const battle = await requireBattleOfEvent({ db, eventId, battleId });
  if (mode === '') {
    const started = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(battles)
        .set({ timeStatus: 'play', timeStart: now, timePause: null, timeReplay: null, timeRemaining: '' })
        .where(and(eq(battles.id, battle.id), eq(battles.battleStatus, 'live')))
        .returning({ id: battles.id });
      // A restart while it ran or after a pause says so in the record: 'restarted the timer'.
      const payload = { restarted: battle.timeStatus !== null };
      return row && logChange({ db: tx, changes, eventId, kind: 'timerStarted', battleId, by, payload });
    });
    if (!started) throw new AppError('conflict', 'server.battleNotLive');
    changes.publish(started);
    return;
  }
  if (battle.timeStatus !== 'pause') throw new AppError('conflict', 'server.timerNotPaused');
  if (!(Number(parseRemaining(battle.timeRemaining)) > 0)) throw new AppError('conflict', 'server.timeIsUp');
  const resumed = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(battles)
      .set({ timeStatus: 'play', timeReplay: now })
      .where(and(eq(battles.id, battle.id), eq(battles.battleStatus, 'live'), eq(battles.timeStatus, 'pause')))
      .returning({ id: battles.id });
    const payload = { remaining: battle.timeRemaining };
    return row && logChange({ db: tx, changes, eventId, kind: 'timerResumed', battleId, by, payload });
  });
  if (!resumed) throw new AppError('conflict', 'server.timerNotPaused');
  changes.publish(resumed);
}
