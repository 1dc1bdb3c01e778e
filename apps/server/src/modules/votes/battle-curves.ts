import type { TBattleCurve } from '@artclash/contract';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { type LogScope, type VoteEntry, readVoteEntries } from './vote-log.ts';

type Side = VoteEntry['side'];

/** A move of a battle that opened or closed its voting, from the event's log. */
export interface VotingMove {
  battleId: string;
  at: Date;
  opens: boolean;
}

/** The most points a curve has: enough to draw a phone's width, few enough for a table a screen reader reads. */
const MOST_POINTS = 60;
/** The steps a curve may take, in seconds: the shortest that keeps it within MOST_POINTS. */
const STEPS = [1, 2, 5, 10, 15, 30, 60, 120, 300, 600, 900, 1800, 3600];

const seconds = (from: Date, to: Date) => (to.getTime() - from.getTime()) / 1000;

/**
 * One battle's curve (docs/decisions.md#421) from its votes and its voting moves, both in the log's order: the counts
 * at every step from the start, and at the end, each voter counted once, on the side and from the place of their last
 * vote (as the recount counts); where a side took the lead alone; the times voting was open. Undefined for a battle
 * that never opened voting nor took a vote. While voting is open the curve ends `now`.
 */
export function curveOf({
  battleId,
  votes,
  moves,
  now,
}: {
  battleId: string;
  votes: readonly VoteEntry[];
  moves: readonly VotingMove[];
  now: Date;
}): TBattleCurve | undefined {
  const firstAt = [moves.find((move) => move.opens)?.at, votes[0]?.at].filter((at) => at !== undefined);
  if (firstAt.length === 0) return undefined;
  const start = new Date(Math.min(...firstAt.map((at) => at.getTime())));

  const voting: TBattleCurve['voting'] = [];
  for (const move of moves) {
    const last = voting.at(-1);
    if (move.opens && (!last || last.closed !== null)) voting.push({ opened: seconds(start, move.at), closed: null });
    else if (!move.opens && last && last.closed === null) last.closed = seconds(start, move.at);
  }
  const lastVote = votes.at(-1)?.at ?? start;
  const open = voting.at(-1)?.closed === null;
  const endsAt = Math.max(
    lastVote.getTime(),
    open ? now.getTime() : start.getTime() + (voting.at(-1)?.closed ?? 0) * 1000,
  );
  // The end to the tenth of a second above, so that the last point counts every vote.
  const end = Math.ceil(seconds(start, new Date(endsAt)) * 10) / 10;
  const step = STEPS.find((candidate) => end / candidate <= MOST_POINTS) ?? Math.ceil(end / MOST_POINTS);

  const last = new Map<string, { side: Side; origin: VoteEntry['origin'] }>();
  const counts = { room: { Player1: 0, Player2: 0 }, online: { Player1: 0, Player2: 0 } };
  const points: TBattleCurve['points'] = [];
  const leadChanges: TBattleCurve['lead_changes'] = [];
  let leader: Side | undefined;
  let next = 0;
  const pointAt = (at: number) => points.push({ at, room: { ...counts.room }, online: { ...counts.online } });
  for (const vote of votes) {
    const at = seconds(start, vote.at);
    for (; next * step < Math.min(at, end); next += 1) pointAt(next * step);
    const before = last.get(vote.voterId);
    if (before) counts[before.origin][before.side] -= 1;
    counts[vote.origin][vote.side] += 1;
    last.set(vote.voterId, vote);
    const player1 = counts.room.Player1 + counts.online.Player1;
    const player2 = counts.room.Player2 + counts.online.Player2;
    const ahead = player1 === player2 ? undefined : player1 > player2 ? 'Player1' : 'Player2';
    if (ahead && ahead !== leader) leadChanges.push({ at: Math.round(at * 10) / 10, leader: ahead });
    leader = ahead ?? leader;
  }
  for (; next * step < end; next += 1) pointAt(next * step);
  pointAt(end);
  return { battle_id: battleId, started_at: start.toISOString(), step, points, lead_changes: leadChanges, voting };
}

/** The battles' moves that opened or closed voting, in the log's order (completing a live battle closes it). */
async function readVotingMoves({ db, eventId, battleId }: LogScope): Promise<VotingMove[]> {
  const result = await db.execute(sql`
    select battle_id, at, payload->>'move' in ('openVoting', 'reopenVoting') as opens
    from event_log
    where event_id = ${eventId} and kind = 'battleMoved' and battle_id is not null
      ${battleId ? sql`and battle_id = ${battleId}` : sql``}
      and (payload->>'move' in ('openVoting', 'reopenVoting', 'closeVoting')
           or (payload->>'move' = 'complete' and payload->>'from' = 'live'))
    order by seq`);
  return rowsOf<{ battle_id: string; at: Date | string; opens: boolean }>(result).map((row) => ({
    battleId: row.battle_id,
    at: new Date(row.at),
    opens: row.opens,
  }));
}

/**
 * The curves of an event's battles (docs/decisions.md#421), in the order the battles took their first vote or opening,
 * or of one battle. Reads the same vote entries as the vote log.
 */
export async function readBattleCurves({
  db,
  eventId,
  battleId,
  now = new Date(),
}: {
  db: Executor;
  eventId: string;
  battleId?: string;
  now?: Date;
}): Promise<TBattleCurve[]> {
  const [votes, moves] = await Promise.all([
    readVoteEntries({ db, eventId, battleId }),
    readVotingMoves({ db, eventId, battleId }),
  ]);
  const battleIds = [
    ...new Set([...moves, ...votes].sort((a, b) => a.at.getTime() - b.at.getTime()).map((e) => e.battleId)),
  ];
  return battleIds.flatMap((id) => {
    const curve = curveOf({
      battleId: id,
      votes: votes.filter((vote) => vote.battleId === id),
      moves: moves.filter((move) => move.battleId === id),
      now,
    });
    return curve ? [curve] : [];
  });
}
