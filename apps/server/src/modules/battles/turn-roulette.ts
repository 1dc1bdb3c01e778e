import type { RouletteState, TShowRouletteRequest } from '@artclash/contract';
import type { Executor, Publishing } from '../../db/client.ts';
import { logChange } from '../../db/event-log.ts';
import type { DrawnKeyword } from '../../db/schema/index.ts';
import { AppError } from '../../errors/app-error.ts';
import { putOnStage } from './choose-current-battle.ts';
import { applyMove } from './move-battle.ts';
import { phaseOfRow } from './presenter.ts';
import { rouletteOfBattle } from './queries.ts';
import { requireBattleOfEvent } from './require-battle.ts';
import { drawTheme, type Excluded, rouletteCommitment, rouletteSeed } from './roulette-draw.ts';
import { readRouletteRounds } from './roulette-rounds.ts';
import { drawnInEvent, ensureShow, type ShowRow, writeShowIf } from './show-queries.ts';

const pairOf = (keyword: DrawnKeyword) => `${keyword.eng}\u0000${keyword.jap}`;

/** The keywords the other battles of the event have on each side: the next draw leaves them out (docs/decisions.md#278). */
async function excludedIn(db: Executor, eventId: string, battleId: string): Promise<Excluded> {
  const others = await drawnInEvent({ db, eventId, battleId });
  const unique = (keywords: DrawnKeyword[]) => [
    ...new Map(keywords.filter((keyword) => keyword.eng || keyword.jap).map((k) => [pairOf(k), k])).values(),
  ];
  return {
    left: unique(others.map((battle) => ({ eng: battle.keyword1Eng, jap: battle.keyword1Jap }))),
    right: unique(others.map((battle) => ({ eng: battle.keyword2Eng, jap: battle.keyword2Jap }))),
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
  /** The server's secret, of which each round's seed is made (docs/decisions.md#422). */
  secret: string;
  now?: Date;
}

/**
 * The roulette of the big screen, run from the control room and shown on every screen
 * (docs/decisions.md#278): spin (idle or stopped → spinning; puts the battle on stage), stop (spinning →
 * stopped: the server draws both keywords), lock (stopped → locked: the keywords become the battle's
 * theme and the battle goes live, one transaction). Each write is conditional on the state it leaves. Anyone can
 * check the draws (docs/decisions.md#422): a spin's entry commits to the pool and the round's seed, a stop's says
 * which draw of the round it was and what it left out, and the lock's reveals the seed.
 */
export async function turnRoulette({
  db,
  changes,
  by,
  eventId,
  battleId,
  action,
  from,
  secret,
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
  // The round: how many times this battle's roulette was locked before (an undone start begins a new one).
  const { rounds, locks } = await readRouletteRounds({ db, eventId, battleId });
  const round = locks.get(battleId) ?? 0;
  const seed = rouletteSeed({ secret, battleId, round });
  const spins = rounds.find((candidate) => candidate.round === round)?.spins ?? [];

  if (action === 'spin') {
    if (from !== 'idle' && from !== 'stopped') throw moved();
    const spun = await db.transaction(async (tx) => {
      await putOnStage({ db: tx, seen: show, battleId, roulette: 'spinning', now });
      const { keywords } = roulette;
      const commitment = rouletteCommitment({ battleId, keywords, seed });
      return logChange({
        db: tx,
        changes,
        eventId,
        kind: 'rouletteSpun',
        battleId,
        by,
        payload: { round, commitment, keywords },
      });
    });
    changes.publish(spun);
    return;
  }
  if (action === 'stop') {
    if (from !== 'spinning') throw moved();
    // The pool the spin committed to; the draws of the round are numbered from 1.
    const draw = spins.flatMap((spin) => spin.stops).length + 1;
    const excluded = await excludedIn(db, eventId, battleId);
    const theme = drawTheme({ seed, keywords: spins.at(-1)?.keywords ?? roulette.keywords, draw, excluded });
    if (!theme) throw new AppError('conflict', 'show.refusal.emptyPool');
    const stopped = await db.transaction(async (tx) => {
      const written = await writeShowIf({
        db: tx,
        seen: show,
        set: { rouletteState: 'stopped', rouletteLeft: theme.left, rouletteRight: theme.right, rouletteChangedAt: now },
      });
      if (!written) throw moved();
      const payload = { ...theme, round, draw, excluded };
      return logChange({ db: tx, changes, eventId, kind: 'rouletteStopped', battleId, by, payload });
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
    const payload = { left, right, round, seed };
    return logChange({ db: tx, changes, eventId, kind: 'rouletteLocked', battleId, by, payload });
  });
  changes.publish(locked);
}
