import type { TRoulette } from '@artclash/contract';
import type { Executor } from '../../db/client.ts';
import type { RouletteKeyword } from '../../db/schema/index.ts';
import { AppError } from '../../errors/app-error.ts';
import { isUuid } from '../../lib/ids.ts';
import { eventById } from '../events/index.ts';
import { presentRoulette } from './presenter.ts';
import { upsertEventRoulette } from './queries.ts';

export interface RouletteChanges {
  keywords?: RouletteKeyword[];
  sponsorImg?: string;
}

/**
 * Saves the event's roulette (§3 Roulette, docs/decisions.md#64): the keyword pairs and sponsor image that every battle
 * of the event spins unless it has a roulette of its own. What is left out stays. One row per event
 * (a partial unique index), written with one upsert, so two saves at once cannot make two. 404 for
 * an unknown event.
 */
export async function saveEventRoulette({
  db,
  eventId,
  changes,
}: {
  db: Executor;
  eventId: string;
  changes: RouletteChanges;
}): Promise<TRoulette> {
  if (!isUuid(eventId) || !(await eventById({ db, eventId }))) throw new AppError('notFound', 'server.eventNotFound');
  return presentRoulette(await upsertEventRoulette({ db, eventId, changes }));
}
