import type { TShow } from '@artclash/contract';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../errors/app-error.ts';
import { readEventBattles } from './read-event-battles.ts';

/** The show of the night as every screen gets it (docs/decisions.md#277). */
export async function readShow({ db, eventId }: { db: Executor; eventId: string }): Promise<TShow> {
  // The show does not depend on the language: any one reads it.
  const event = await readEventBattles({ db, eventId, language: 'en' });
  if (!event) throw new AppError('notFound', 'server.eventNotFound');
  return event.show;
}
