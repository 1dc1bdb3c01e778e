import type { Language, TBattle } from '@artclash/contract';
import type { Executor } from '../../db/client.ts';
import { presentBattle } from './presenter.ts';
import { voteCounts } from '../votes/index.ts';
import { battlesWithPlayersOfEvents } from './queries.ts';

/**
 * The battles of several events, by event id, each list in the event's order, with players (their
 * places in `language`) and vote counts; no roulettes. Two queries, however many events (Event
 * History, docs/product.md#rule-178).
 */
export async function readBattlesOfEvents({
  db,
  eventIds,
  language,
}: {
  db: Executor;
  eventIds: string[];
  language: Language;
}): Promise<Map<string, TBattle[]>> {
  const [rows, votes] = await Promise.all([battlesWithPlayersOfEvents({ db, eventIds }), voteCounts({ db, eventIds })]);
  const byEvent = new Map<string, TBattle[]>(eventIds.map((eventId) => [eventId, []]));
  for (const row of rows)
    byEvent.get(row.battle.eventId)?.push(presentBattle(row, votes.get(row.battle.id), undefined, language));
  return byEvent;
}
