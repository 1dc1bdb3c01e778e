import type { TJudgeScores } from '@artclash/contract';
import type { Executor } from '../../db/client.ts';
import type { RouletteKeyword } from '../../db/schema/index.ts';
import { insertBattleWithRoulette } from './queries.ts';

export interface NewBattle {
  id?: string;
  eventId: string;
  position?: number;
  battleName: string;
  battleNameJap?: string;
  player1Id: string;
  player2Id: string;
  battleStatus?: 'live' | 'complete' | null;
  winnerId?: string | null;
  /** Completed as a draw (docs/product.md#rule-276). */
  draw?: boolean;
  timeRemaining?: string;
  votingStatus?: string;
  votingOpenedAt?: Date | null;
  votingBar?: string;
  timeStatus?: 'play' | 'pause' | null;
  timeStart?: Date | null;
  keyword1Eng?: string;
  keyword1Jap?: string;
  keyword2Eng?: string;
  keyword2Jap?: string;
  judgeScores?: TJudgeScores | null;
}

export interface NewRoulette {
  id?: string;
  keywords: RouletteKeyword[];
  sponsorImg: string;
}

/** A battle between two players and, optionally, its roulette. Fixed ids that exist already are left as they are. */
export async function createBattle({
  db,
  battle,
  roulette,
}: {
  db: Executor;
  battle: NewBattle;
  roulette?: NewRoulette;
}): Promise<string> {
  return (await insertBattleWithRoulette({ db, battle, roulette })) ?? battle.id ?? '';
}
