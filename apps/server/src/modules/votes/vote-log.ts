import type { TVoteLogEntry } from '@artclash/contract';
import { createHash, createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';

/** The SHA-256 (hex) a vote log is published with: of `JSON.stringify(entries)`, so anyone can check a copy. */
export const voteLogHash = (entries: readonly TVoteLogEntry[]): string =>
  createHash('sha256').update(JSON.stringify(entries)).digest('hex');

/** A vote of an event's log as the server reads it: the voter's account, which no reply shows. */
export interface VoteEntry {
  battleId: string;
  at: Date;
  voterId: string;
  side: 'Player1' | 'Player2';
  origin: 'room' | 'online';
}

/** What part of an event's log a reader reads: the whole event's, or one of its battles'. */
export interface LogScope {
  db: Executor;
  eventId: string;
  battleId?: string | undefined;
}

/**
 * Every vote entry of an event's log ([403]), or of one of its battles, in order, with the side it went to and where
 * it came from (the room or online). A vote for a battle deleted since, or for a player no longer on its side, is left
 * out: it has no result.
 */
export async function readVoteEntries({ db, eventId, battleId }: LogScope): Promise<VoteEntry[]> {
  const result = await db.execute(sql`
    select l.battle_id, l.at, l.actor_id, (l.payload->>'inRoom')::boolean as in_room,
           case l.payload->>'receiverId' when b.player1_id::text then 'Player1'
                                         when b.player2_id::text then 'Player2' end as side
    from event_log l join battles b on b.id = l.battle_id
    where l.event_id = ${eventId} and l.kind = 'vote' ${battleId ? sql`and l.battle_id = ${battleId}` : sql``}
    order by l.seq`);
  type Row = { battle_id: string; at: Date | string; actor_id: string; in_room: boolean; side: string | null };
  return rowsOf<Row>(result).flatMap((row) =>
    row.side === 'Player1' || row.side === 'Player2'
      ? [
          {
            battleId: row.battle_id,
            at: new Date(row.at),
            voterId: row.actor_id,
            side: row.side,
            origin: row.in_room ? ('room' as const) : ('online' as const),
          },
        ]
      : [],
  );
}

/**
 * An event's anonymised vote log (docs/decisions.md#416): its vote entries with the battle, the time, the side, where
 * it came from and a pseudonym of the voter for this event only (an HMAC of the event and the account under the
 * server's secret), so one vote per voter shows and no one is named.
 */
export async function readVoteLog({
  db,
  eventId,
  secret,
}: {
  db: Executor;
  eventId: string;
  secret: string;
}): Promise<TVoteLogEntry[]> {
  const pseudonym = (voterId: string) =>
    createHmac('sha256', `vote-log:${secret}`).update(`${eventId}\n${voterId}`).digest('base64url').slice(0, 16);
  return (await readVoteEntries({ db, eventId })).map((entry) => ({
    battle_id: entry.battleId,
    at: entry.at.toISOString(),
    side: entry.side,
    origin: entry.origin,
    voter: pseudonym(entry.voterId),
  }));
}

/** Each battle's counts from a vote log: a voter's last entry in a battle is their vote. */
export function recount(entries: readonly TVoteLogEntry[]): Map<string, { Player1: number; Player2: number }> {
  const last = new Map<string, Map<string, TVoteLogEntry['side']>>();
  for (const entry of entries) {
    const voters = last.get(entry.battle_id) ?? new Map<string, TVoteLogEntry['side']>();
    last.set(entry.battle_id, voters.set(entry.voter, entry.side));
  }
  return new Map(
    [...last].map(([battleId, voters]) => {
      const sides = [...voters.values()];
      return [
        battleId,
        { Player1: sides.filter((s) => s === 'Player1').length, Player2: sides.filter((s) => s === 'Player2').length },
      ];
    }),
  );
}
