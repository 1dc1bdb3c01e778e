import type { TEvent } from '@artclash/contract';
import { type Listing, presentWithRelations } from './list-events.ts';
import { eventById } from './queries.ts';

/** One event with its schedule, participants and ranking (§7 SingleEventDetails); undefined when there is none. */
export async function readEventDetails({
  db,
  eventId,
  language,
}: Listing & { eventId: string }): Promise<TEvent | undefined> {
  const row = await eventById({ db, eventId });
  return row && (await presentWithRelations({ db, rows: [row], now: new Date(), language }))[0];
}
