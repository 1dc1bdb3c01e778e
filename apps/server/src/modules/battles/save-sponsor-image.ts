import type { TRoulette } from '@artclash/contract';
import { logChange } from '../../db/event-log.ts';
import { storeImage } from '../../services/images/index.ts';
import { type EventImageUpload, requireEvent } from '../events/index.ts';
import { presentRoulette } from './presenter.ts';
import { upsertEventRoulette } from './queries.ts';

/**
 * The sponsor image of the event's roulette: checked, re-encoded and stored under a new name
 * (docs/product.md#rule-26), its path `uploads/sponsors/…` saved on the roulette. The event is looked up
 * first, so an unknown event leaves no file behind.
 */
export async function saveSponsorImage({ db, changes, by, eventId, upload }: EventImageUpload): Promise<TRoulette> {
  await requireEvent({ db, eventId });
  const sponsorImg = await storeImage({ ...upload, folder: 'sponsors' });
  const [roulette, change] = await db.transaction(async (tx) => [
    await upsertEventRoulette({ db: tx, eventId, changes: { sponsorImg } }),
    await logChange({ db: tx, changes, eventId, kind: 'sponsorImageSaved', by, payload: { sponsorImg } }),
  ]);
  changes.publish(change);
  return presentRoulette(roulette);
}
