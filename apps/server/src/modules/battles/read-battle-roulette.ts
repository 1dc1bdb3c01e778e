import type { TRouletteGetReply } from '@artclash/contract';
import { isUuid } from '../../lib/ids.ts';
import { rouletteOfBattle } from './queries.ts';
import { battleIn, type ReadBattleOptions } from './read-battle.ts';
import { readEventBattles } from './read-event-battles.ts';

/** EventSingleBattleRouletteGet (§7): the event's title and logo type, the battle's roulette (or null), and the battle as stored. */
export async function readBattleRoulette({
  db,
  eventId,
  battleId,
  language,
}: ReadBattleOptions): Promise<Omit<TRouletteGetReply, 'status' | 'message'>> {
  const [presented, roulette] =
    isUuid(eventId) && isUuid(battleId)
      ? await Promise.all([readEventBattles({ db, eventId, language }), rouletteOfBattle({ db, eventId, battleId })])
      : [];
  const { event, battle } = battleIn(presented, battleId);
  return {
    event: {
      _id: event._id,
      event_type: event.event_type,
      title_eng: event.title_eng,
      title_jap: event.title_jap,
      battles_time: event.battles_time,
    },
    Roulette: roulette ? { keywords: roulette.keywords, sponsor_img: roulette.sponsorImg } : null,
    updatedBattle: battle,
  };
}
