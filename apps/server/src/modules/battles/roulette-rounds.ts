import type { TRouletteDrawsReply, TRouletteRound } from '@artclash/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { battles, type RouletteKeyword } from '../../db/schema/index.ts';
import { phaseOfRow } from './presenter.ts';
import { eventRoulettes } from './queries.ts';
import { rouletteCommitment, rouletteSeed } from './roulette-draw.ts';

type Payload = Record<string, unknown>;
type Stop = TRouletteRound['spins'][number]['stops'][number];
type Theme = NonNullable<TRouletteRound['locked']>;

/**
 * The roulette rounds of an event's battles, or of one battle, from its log (docs/decisions.md#422), in order; and how
 * many times each battle's roulette was locked, which numbers its next round. Entries written before the roulette
 * could be checked carry no commitment and start no round.
 */
export async function readRouletteRounds({
  db,
  eventId,
  battleId,
}: {
  db: Executor;
  eventId: string;
  battleId?: string;
}): Promise<{ rounds: TRouletteRound[]; locks: Map<string, number> }> {
  const result = await db.execute(sql`
    select battle_id, at, kind, payload from event_log
    where event_id = ${eventId} and kind in ('rouletteSpun', 'rouletteStopped', 'rouletteLocked')
      and battle_id is not null ${battleId ? sql`and battle_id = ${battleId}` : sql``}
    order by seq`);
  const rounds = new Map<string, TRouletteRound>();
  const locks = new Map<string, number>();
  type Row = { battle_id: string; at: Date | string; kind: string; payload: Payload };
  for (const { battle_id: battle, at, kind, payload } of rowsOf<Row>(result)) {
    const key = `${battle} ${String(payload.round)}`;
    const round = rounds.get(key);
    const when = new Date(at).toISOString();
    if (kind === 'rouletteLocked') locks.set(battle, (locks.get(battle) ?? 0) + 1);
    if (kind === 'rouletteSpun' && typeof payload.commitment === 'string') {
      const spin = {
        at: when,
        commitment: payload.commitment,
        keywords: payload.keywords as RouletteKeyword[],
        stops: [],
      };
      if (round) round.spins.push(spin);
      else
        rounds.set(key, { battle_id: battle, round: Number(payload.round), seed: null, spins: [spin], locked: null });
    } else if (kind === 'rouletteStopped' && round && typeof payload.draw === 'number') {
      const { left, right, excluded } = payload as unknown as Theme & Pick<Stop, 'excluded'>;
      round.spins.at(-1)?.stops.push({ at: when, draw: payload.draw, excluded, theme: { left, right } });
    } else if (kind === 'rouletteLocked' && round && typeof payload.seed === 'string') {
      const { left, right } = payload as unknown as Theme;
      Object.assign(round, { seed: payload.seed, locked: { left, right } });
    }
  }
  return { rounds: [...rounds.values()], locks };
}

/**
 * Every draw of an event's roulettes for anyone to check (docs/decisions.md#422), and what the next spin of each battle
 * not yet started commits to: its pool as it is now with the seed of its next round, which stays secret until the lock.
 */
export async function readRouletteDraws({
  db,
  eventId,
  secret,
}: {
  db: Executor;
  eventId: string;
  secret: string;
}): Promise<Omit<TRouletteDrawsReply, 'status' | 'message'>> {
  const [{ rounds, locks }, rows, pools] = await Promise.all([
    readRouletteRounds({ db, eventId }),
    db.select().from(battles).where(eq(battles.eventId, eventId)).orderBy(asc(battles.position)),
    eventRoulettes({ db, eventId }),
  ]);
  const next = rows
    .filter((battle) => phaseOfRow(battle) === 'not_started')
    .flatMap((battle) => {
      const pool = pools.find((roulette) => roulette.battleId === battle.id) ?? pools.find((r) => r.battleId === null);
      if (!pool || pool.keywords.length === 0) return [];
      const round = locks.get(battle.id) ?? 0;
      const seed = rouletteSeed({ secret, battleId: battle.id, round });
      return [
        {
          battle_id: battle.id,
          round,
          commitment: rouletteCommitment({ battleId: battle.id, keywords: pool.keywords, seed }),
        },
      ];
    });
  return { event_id: eventId, next, rounds };
}
