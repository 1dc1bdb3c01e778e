import { remainingAt } from '@artclash/contract';
import type { Publishing } from '../../db/client.ts';
import { logChange } from '../../db/event-log.ts';
import { AppError } from '../../errors/app-error.ts';
import { applyMove, movePayload } from './move-battle.ts';
import { timerOf } from './presenter.ts';
import { openVotingToCloseAtTimeUp } from './queries.ts';

/**
 * Voting closes by itself when a battle's time is up, in an event that asks for it (docs/decisions.md#396): every
 * battle whose voting is open and whose timer reads no time left (running past its end, or paused at 'Time is
 * up!') gets the organisers' Close voting move, from live, and the live screens are told. A battle the organiser or
 * another process closed meanwhile is left as it is (the move is conditional). Answers how many it closed.
 */
export async function closeVotingAtTimeUp({ db, changes, now = new Date() }: Publishing & { now?: Date }) {
  let closed = 0;
  for (const { battle, battlesTime } of await openVotingToCloseAtTimeUp({ db })) {
    if (remainingAt(timerOf(battle), battlesTime, now.getTime()) > 0) continue;
    let change;
    try {
      // The server's own act: an entry without an organiser, which says why.
      change = await db.transaction(async (tx) => {
        const moved = await applyMove({ db: tx, battleId: battle.id, move: 'closeVoting', from: 'live', now });
        const payload = { ...movePayload('closeVoting', 'live', moved), timeUp: true };
        return logChange({
          db: tx,
          changes,
          eventId: battle.eventId,
          kind: 'battleMoved',
          battleId: battle.id,
          payload,
        });
      });
    } catch (error) {
      if (error instanceof AppError && error.code === 'conflict') continue;
      throw error;
    }
    changes.publish(change);
    closed += 1;
  }
  return closed;
}

/** How often the server looks for a battle whose time is up: a second, the countdown's last digit. */
const SWEEP_MS = 1000;

/**
 * The sweep that closes voting at time up (docs/decisions.md#396), in every serving process from its start to its
 * stop: it needs no control room open, and after a restart its first look closes what ran out meanwhile. A sweep
 * that fails is tried again at the next one; two never overlap.
 */
export function votingCloser({ db, changes, onError }: Publishing & { onError: (error: unknown) => void }) {
  let timer: NodeJS.Timeout | undefined;
  let sweeping: Promise<unknown> = Promise.resolve();
  let busy = false;
  const sweep = () => {
    if (busy) return;
    busy = true;
    sweeping = closeVotingAtTimeUp({ db, changes })
      .catch(onError)
      .finally(() => (busy = false));
  };
  return {
    start() {
      sweep();
      timer = setInterval(sweep, SWEEP_MS);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await sweeping;
    },
  };
}
