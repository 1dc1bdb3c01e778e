import type { TRoulette } from '@artclash/contract';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../errors/app-error.ts';
import { isUuid } from '../../lib/ids.ts';
import { type ImageGate, storeImage } from '../../services/images/index.ts';
import { eventById } from '../events/index.ts';
import { saveEventRoulette } from './save-event-roulette.ts';

/**
 * The sponsor image of the event's roulette: checked, re-encoded and stored under a new name
 * (docs/decisions.md#26), its path `uploads/sponsors/…` saved on the roulette. The event is looked up
 * first, so an unknown event leaves no file behind.
 */
export async function saveSponsorImage({
  db,
  eventId,
  image,
  uploadsDir,
  gate,
}: {
  db: Executor;
  eventId: string;
  image: Uint8Array;
  uploadsDir: string;
  gate: ImageGate;
}): Promise<TRoulette> {
  if (!isUuid(eventId) || !(await eventById({ db, eventId }))) throw new AppError('notFound', 'server.eventNotFound');
  const sponsorImg = await storeImage({ uploadsDir, folder: 'sponsors', bytes: image, gate });
  return saveEventRoulette({ db, eventId, changes: { sponsorImg } });
}
