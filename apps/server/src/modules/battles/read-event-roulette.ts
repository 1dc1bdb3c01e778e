import type { TRoulette } from '@artclash/contract';
import type { Executor } from '../../db/client.ts';
import { requireEvent } from '../events/index.ts';
import { presentRoulette } from './presenter.ts';
import { eventOwnRoulette } from './queries.ts';

/** The event's own roulette (docs/product.md#rule-64) for the console to edit; empty when none was saved yet. 404 for an unknown event. */
export async function readEventRoulette({ db, eventId }: { db: Executor; eventId: string }): Promise<TRoulette> {
  await requireEvent({ db, eventId });
  const row = await eventOwnRoulette({ db, eventId });
  return row ? presentRoulette(row) : { keywords: [], sponsor_img: '' };
}
