import { and, eq } from 'drizzle-orm';
import type { Publishing } from '../../db/client.ts';
import { logChange } from '../../db/event-log.ts';
import { battles } from '../../db/schema/index.ts';
import { AppError } from '../../errors/app-error.ts';
import { requireBattleOfEvent } from './require-battle.ts';
import { applyMove } from './move-battle.ts';
import { phaseOfRow } from './presenter.ts';
import { inPhase, rouletteOfBattle } from './queries.ts';

export interface BattleKeywords {
  battle1_keyword_eng: string;
  battle1_keyword_jap: string;
  battle2_keyword_eng: string;
  battle2_keyword_jap: string;
}

/**
 * EventSingleBattleKeyUpdate (§4 Roulette): the two keywords the roulette stopped on become the
 * battle's theme and the battle goes live. The left pick must be a keyword 1 of the battle's roulette
 * and the right one a keyword 2, each English with its own Japanese. One battle of an event is live
 * at a time (a unique index): while another one is, this is refused; a complete battle keeps its theme.
 */
export async function saveBattleKeywords({
  db,
  changes,
  by,
  eventId,
  battleId,
  keywords,
}: Publishing & {
  eventId: string;
  battleId: string;
  keywords: BattleKeywords;
}): Promise<void> {
  const battle = await requireBattleOfEvent({ db, eventId, battleId });
  const roulette = await rouletteOfBattle({ db, eventId, battleId });
  if (!roulette || roulette.keywords.length === 0) throw new AppError('conflict', 'server.noRoulette');
  const onLeft = roulette.keywords.some(
    (pair) => pair.keyword_eng1 === keywords.battle1_keyword_eng && pair.keyword_jap1 === keywords.battle1_keyword_jap,
  );
  const onRight = roulette.keywords.some(
    (pair) => pair.keyword_eng2 === keywords.battle2_keyword_eng && pair.keyword_jap2 === keywords.battle2_keyword_jap,
  );
  if (!onLeft || !onRight) throw new AppError('invalidInput', 'server.keywordNotInRoulette');
  const theme = {
    keyword1Eng: keywords.battle1_keyword_eng,
    keyword1Jap: keywords.battle1_keyword_jap,
    keyword2Eng: keywords.battle2_keyword_eng,
    keyword2Jap: keywords.battle2_keyword_jap,
  };
  const phase = phaseOfRow(battle);
  if (phase === 'complete') throw new AppError('conflict', 'show.refusal.wrongPhase');
  // A not-started battle goes live with its theme; a running one takes a new theme and keeps its timer
  // (docs/product.md#rule-58).
  const change = await db.transaction(async (tx) => {
    if (phase === 'not_started') await applyMove({ db: tx, battleId, move: 'start', from: phase, also: theme });
    else
      await tx
        .update(battles)
        .set(theme)
        .where(and(eq(battles.id, battle.id), inPhase(phase)));
    return logChange({ db: tx, changes, eventId, kind: 'keywordsSaved', battleId, by, payload: { ...theme } });
  });
  changes.publish(change);
}
