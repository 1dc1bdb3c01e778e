import type { TRoulette } from '@artclash/contract';
import type { ChangeFeed } from '../../db/change-feed.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors/app-error.ts';
import { isUuid } from '../../lib/ids.ts';
import { type ImageGate, storeImage } from '../../services/images/index.ts';
import { eventById } from '../events/index.ts';
import { presentRoulette } from './presenter.ts';
import { upsertEventRoulette } from './queries.ts';

/**
 * The sponsor image of the event's roulette: checked, re-encoded and stored under a new name
 * (docs/decisions.md#26), its path `uploads/sponsors/…` saved on the roulette. The event is looked up
 * first, so an unknown event leaves no file behind.
 */
export async function saveSponsorImage({
  db,
  changes,
  eventId,
  image,
  uploadsDir,
  gate,
}: {
  db: Database;
  changes: ChangeFeed;
  eventId: string;
  image: Uint8Array;
  uploadsDir: string;
  gate: ImageGate;
}): Promise<TRoulette> {
  if (!isUuid(eventId) || !(await eventById({ db, eventId }))) throw new AppError('notFound', 'server.eventNotFound');
  const sponsorImg = await storeImage({ uploadsDir, folder: 'sponsors', bytes: image, gate });
  const roulette = await upsertEventRoulette({ db, eventId, changes: { sponsorImg } });
  changes.publish({ eventId, kind: 'battles' });
  return presentRoulette(roulette);
}
