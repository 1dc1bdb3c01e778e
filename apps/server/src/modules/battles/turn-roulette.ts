import { randomInt } from 'node:crypto';
import type { RouletteState, TShowRouletteRequest } from '@artclash/contract';
import type { Executor, Publishing } from '../../db/client.ts';
import { logChange } from '../../db/event-log.ts';
import type { DrawnKeyword, RouletteKeyword } from '../../db/schema/index.ts';
import { AppError } from '../../errors/app-error.ts';
import { putOnStage } from './choose-current-battle.ts';
import { applyMove } from './move-battle.ts';
import { phaseOfRow } from './presenter.ts';
import { rouletteOfBattle } from './queries.ts';
import { requireBattleOfEvent } from './require-battle.ts';
import { drawnInEvent, ensureShow, type ShowRow, writeShowIf } from './show-queries.ts';

const pairOf = (eng: string, jap: string) => `${eng}\u0000${jap}`;

/**
 * One side's draw: a keyword of the pool that no other battle of the event has had on that side, at
 * random; once every keyword was drawn, any of them (docs/decisions.md#278).
 */
function drawSide(pool: DrawnKeyword[], used: Set<string>): DrawnKeyword {
  const unique = [...new Map(pool.map((keyword) => [pairOf(keyword.eng, keyword.jap), keyword])).values()];
  const fresh = unique.filter((keyword) => !used.has(pairOf(keyword.eng, keyword.jap)));
  const from = fresh.length > 0 ? fresh : unique;
  return from[randomInt(from.length)]!;
}

async function drawTheme(db: Executor, eventId: string, battleId: string, keywords: RouletteKeyword[]) {
  const others = await drawnInEvent({ db, eventId, battleId });
  const usedLeft = new Set(others.map((battle) => pairOf(battle.keyword1Eng, battle.keyword1Jap)));
  const usedRight = new Set(others.map((battle) => pairOf(battle.keyword2Eng, battle.keyword2Jap)));
  return {
    left: drawSide(
      keywords.map((pair) => ({ eng: pair.keyword_eng1, jap: pair.keyword_jap1 })),
      usedLeft,
    ),
    right: drawSide(
      keywords.map((pair) => ({ eng: pair.keyword_eng2, jap: pair.keyword_jap2 })),
      usedRight,
    ),
  };
}

/** The roulette's state as the battle's screens see it: another battle's roulette is idle for this one. */
const stateFor = (show: ShowRow, battleId: string): RouletteState =>
  show.rouletteBattleId === battleId ? show.rouletteState : 'idle';

export interface TurnRouletteOptions extends Publishing {
  eventId: string;
  battleId: string;
  action: TShowRouletteRequest['action'];
  /** The state the organiser's screen shows. */
  from: RouletteState;
  now?: Date;
}

/**
 * The roulette of the big screen, run from the control room and shown on every screen
 * (docs/decisions.md#278): spin (idle or stopped → spinning; puts the battle on stage), stop (spinning →
 * stopped: the server draws both keywords), lock (stopped → locked: the keywords become the battle's
 * theme and the battle goes live, one transaction). Each write is conditional on the state it leaves.
 */
export async function turnRoulette({
  db,
  changes,
  by,
  eventId,
  battleId,
  action,
  from,
  now = new Date(),
}: TurnRouletteOptions): Promise<void> {
  const battle = await requireBattleOfEvent({ db, eventId, battleId });
  const show = await ensureShow({ db, eventId });
  const moved = () => new AppError('conflict', 'show.refusal.rouletteMoved');
  if (stateFor(show, battleId) !== from) throw moved();
  const roulette = await rouletteOfBattle({ db, eventId, battleId });
  // The refusal says what is missing and where it is added (docs/product.md#rule-374).
  if (!roulette || roulette.keywords.length === 0) throw new AppError('conflict', 'show.refusal.emptyPool');
  if (phaseOfRow(battle) !== 'not_started') throw new AppError('conflict', 'show.refusal.themeSet');

  if (action === 'spin') {
    if (from !== 'idle' && from !== 'stopped') throw moved();
    const spun = await db.transaction(async (tx) => {
      await putOnStage({ db: tx, seen: show, battleId, roulette: 'spinning', now });
      return logChange({ db: tx, changes, eventId, kind: 'rouletteSpun', battleId, by });
    });
    changes.publish(spun);
    return;
  }
  if (action === 'stop') {
    if (from !== 'spinning') throw moved();
    const theme = await drawTheme(db, eventId, battleId, roulette.keywords);
    const stopped = await db.transaction(async (tx) => {
      const written = await writeShowIf({
        db: tx,
        seen: show,
        set: { rouletteState: 'stopped', rouletteLeft: theme.left, rouletteRight: theme.right, rouletteChangedAt: now },
      });
      if (!written) throw moved();
      return logChange({ db: tx, changes, eventId, kind: 'rouletteStopped', battleId, by, payload: { ...theme } });
    });
    changes.publish(stopped);
    return;
  }
  if (from !== 'stopped' || !show.rouletteLeft || !show.rouletteRight) throw moved();
  const { rouletteLeft: left, rouletteRight: right } = show;
  const locked = await db.transaction(async (tx) => {
    await applyMove({
      db: tx,
      battleId,
      move: 'start',
      from: 'not_started',
      also: { keyword1Eng: left.eng, keyword1Jap: left.jap, keyword2Eng: right.eng, keyword2Jap: right.jap },
      now,
    });
    const written = await writeShowIf({
      db: tx,
      seen: show,
      set: { rouletteState: 'locked', rouletteChangedAt: now, currentBattleId: battleId },
    });
    if (!written) throw moved();
    return logChange({ db: tx, changes, eventId, kind: 'rouletteLocked', battleId, by, payload: { left, right } });
  });
  changes.publish(locked);
}
