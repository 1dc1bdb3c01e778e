import type { TRoulette } from '@artclash/contract';
import type { Publishing } from '../../db/client.ts';
import { logChange } from '../../db/event-log.ts';
import type { RouletteKeyword } from '../../db/schema/index.ts';
import { requireEvent } from '../events/index.ts';
import { presentRoulette } from './presenter.ts';
import { upsertEventRoulette } from './queries.ts';

/**
 * Saves the keyword pairs of the event's roulette (§3 Roulette, docs/product.md#rule-64), which every battle
 * of the event spins unless it has a roulette of its own; its sponsor image stays. One row per event
 * (a partial unique index), written with one upsert, so two saves at once cannot make two. 404 for
 * an unknown event.
 */
export async function saveEventRoulette({
  db,
  changes,
  by,
  eventId,
  keywords,
}: Publishing & {
  eventId: string;
  keywords: RouletteKeyword[];
}): Promise<TRoulette> {
  await requireEvent({ db, eventId });
  const [roulette, change] = await db.transaction(async (tx) => [
    await upsertEventRoulette({ db: tx, eventId, changes: { keywords } }),
    await logChange({ db: tx, changes, eventId, kind: 'rouletteSaved', by, payload: { pairs: keywords.length } }),
  ]);
  changes.publish(change);
  return presentRoulette(roulette);
}
