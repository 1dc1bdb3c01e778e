import type { TRoulette } from '@artclash/contract';
import { storeImage } from '../../services/images/index.ts';
import { type EventImageUpload, requireEvent } from '../events/index.ts';
import { presentRoulette } from './presenter.ts';
import { upsertEventRoulette } from './queries.ts';

/**
 * The sponsor image of the event's roulette: checked, re-encoded and stored under a new name
 * (docs/product.md#rule-26), its path `uploads/sponsors/…` saved on the roulette. The event is looked up
 * first, so an unknown event leaves no file behind.
 */
export async function saveSponsorImage({ db, changes, eventId, upload }: EventImageUpload): Promise<TRoulette> {
  await requireEvent({ db, eventId });
  const sponsorImg = await storeImage({ ...upload, folder: 'sponsors' });
  const roulette = await upsertEventRoulette({ db, eventId, changes: { sponsorImg } });
  changes.publish({ eventId, kind: 'battles' });
  return presentRoulette(roulette);
}
