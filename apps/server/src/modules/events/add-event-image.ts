import { and, eq, sql } from 'drizzle-orm';
import type { Publishing } from '../../db/client.ts';
import { logChange } from '../../db/event-log.ts';
import { events } from '../../db/schema/index.ts';
import { AppError } from '../../errors/app-error.ts';
import { type ImageUpload, removeStoredImage, storeImage } from '../../services/images/index.ts';
import { eventById } from './queries.ts';
import { requireEvent } from './require-event.ts';

/** An organiser's image for an event: the event's own images, or its roulette's sponsor. */
export type EventImageUpload = Publishing & { eventId: string; upload: ImageUpload };

/** As many images as the event call takes (the contract's `images`). */
export const MAX_EVENT_IMAGES = 20;

/**
 * An uploaded image joins the end of the event's images (the first is the cover): checked and
 * re-encoded (docs/product.md#rule-26), stored as `uploads/events/…` in every width of the event images
 * (docs/decisions.md#180), and the event's version raised.
 * 404 for an unknown event (no file is written); 409 past MAX_EVENT_IMAGES, and then the stored files
 * are removed again, so a refused upload leaves nothing behind.
 */
export async function addEventImage({ db, changes, by, eventId, upload }: EventImageUpload): Promise<void> {
  await requireEvent({ db, eventId });
  const path = await storeImage({ ...upload, folder: 'events', shape: 'event-widths' });
  try {
    const change = await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(events)
        .set({ images: sql`${events.images} || ${JSON.stringify([path])}::jsonb`, version: sql`${events.version} + 1` })
        .where(and(eq(events.id, eventId), sql`jsonb_array_length(${events.images}) < ${MAX_EVENT_IMAGES}`))
        .returning({ id: events.id });
      if (!updated && !(await eventById({ db: tx, eventId }))) throw new AppError('notFound', 'server.eventNotFound');
      if (!updated) throw new AppError('conflict', 'server.tooManyImages', { variables: { count: MAX_EVENT_IMAGES } });
      return logChange({ db: tx, changes, eventId, kind: 'eventImageAdded', by, payload: { path } });
    });
    changes.publish(change);
  } catch (error) {
    await removeStoredImage({ uploadsDir: upload.uploadsDir, path });
    throw error;
  }
}
