import type { Language, TRouletteGetReply } from '@artclash/contract';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../errors/app-error.ts';
import { isUuid } from '../../lib/ids.ts';
import { rouletteOfBattle } from './queries.ts';
import { readEventBattles } from './read-event-battles.ts';

/** EventSingleBattleRouletteGet (§7): the event's title and logo type, the battle's roulette (or null), and the battle as stored. */
export async function readBattleRoulette({
  db,
  eventId,
  battleId,
  language,
}: {
  db: Executor;
  eventId: string;
  battleId: string;
  language: Language;
}): Promise<Omit<TRouletteGetReply, 'status' | 'message'>> {
  const [event, roulette] =
    isUuid(eventId) && isUuid(battleId)
      ? await Promise.all([readEventBattles({ db, eventId, language }), rouletteOfBattle({ db, eventId, battleId })])
      : [];
  const battle = event?.battles.find((entry) => entry._id === battleId);
  if (!event || !battle) throw new AppError('notFound', 'server.battleNotFound');
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
