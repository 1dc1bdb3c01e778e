import type { Language, TEventBattles } from '@artclash/contract';
import type { Executor } from '../../db/client.ts';
import { eventById } from '../events/index.ts';
import { type CountsAudience, presentBattle, presentEventBattles } from './presenter.ts';
import { voteCounts } from '../votes/index.ts';
import { battlesWithPlayers, eventRoulettes } from './queries.ts';
import { showOf } from './show-queries.ts';

/**
 * An event with all its battles, players, vote counts and roulettes: the EventByAllBattle shape
 * the live screens poll (§4), with the show of the night. Five queries, however many battles. Players' places are named in
 * `language`, so a snapshot is per event and language. The counts of a battle whose bar is hidden are
 * null unless the reply is for organisers (docs/product.md#rule-316).
 */
export async function readEventBattles({
  db,
  eventId,
  language,
  audience = 'public',
}: {
  db: Executor;
  eventId: string;
  language: Language;
  audience?: CountsAudience;
}): Promise<TEventBattles | undefined> {
  const [event, rows, votes, roulettes, show] = await Promise.all([
    eventById({ db, eventId }),
    battlesWithPlayers({ db, eventId }),
    voteCounts({ db, eventIds: [eventId] }),
    eventRoulettes({ db, eventId }),
    showOf({ db, eventId }),
  ]);
  if (!event) return undefined;
  // A battle's own roulette, else the event's (its row has no battle).
  const rouletteOf = new Map(roulettes.map((roulette) => [roulette.battleId, roulette]));
  return presentEventBattles(
    event,
    rows.map((row) =>
      presentBattle(
        row,
        votes.get(row.battle.id),
        rouletteOf.get(row.battle.id) ?? rouletteOf.get(null),
        language,
        audience,
      ),
    ),
    show,
  );
}
