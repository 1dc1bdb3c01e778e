import type { Language, TRankingEntry } from '@artclash/contract';
import { type PublicUserRow, presentPublicUser } from '../users/public-user.ts';

export interface RankingInput {
  players: PublicUserRow[];
  wins: { userId: string | null; wins: number }[];
  votesReceived: { userId: string; votes: number }[];
  language: Language;
}

/** Players ranked by battles won, then votes received (decision 9); empty until results exist. */
export function rankPlayers({ players, wins, votesReceived, language }: RankingInput): TRankingEntry[] {
  if (wins.length === 0 && votesReceived.length === 0) return [];
  const winsOf = new Map(wins.map((row) => [row.userId, Number(row.wins)]));
  const votesOf = new Map(votesReceived.map((row) => [row.userId, Number(row.votes)]));
  return players
    .map((player) => ({ user: presentPublicUser(player, language), wins: winsOf.get(player.userId) ?? 0, votes: votesOf.get(player.userId) ?? 0 }))
    .sort((a, b) => b.wins - a.wins || b.votes - a.votes || a.user.username.localeCompare(b.user.username));
}
