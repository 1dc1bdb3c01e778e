import type { Language, TEvent } from '@artclash/contract';
import type { Executor } from '../../db/client.ts';
import type { EventRow } from './list-queries.ts';
import { eventTypeOf, presentEvents } from './presenter.ts';
import { loadEventRelations } from './relation-queries.ts';

/** Event rows → the reply's events, with relations loaded in one batch for the whole list. */
export async function withRelations({ db, rows, now, language }: { db: Executor; rows: EventRow[]; now: Date; language: Language }): Promise<TEvent[]> {
  const relations = await loadEventRelations({
    db,
    eventIds: rows.map((row) => row.id),
    pastEventIds: rows.filter((row) => eventTypeOf(row, now) === 'past').map((row) => row.id),
  });
  return presentEvents(rows, relations, now, language);
}
