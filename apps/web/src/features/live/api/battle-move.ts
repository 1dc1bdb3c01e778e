import type { BattleMoveName, BattlePhase } from '@artclash/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { storeBattle } from './battle-controls';
import { pressed } from './pressed';

interface BattleMoveInput {
  battleId: string;
  move: BattleMoveName;
  /** The phase this screen shows: the server refuses (409) when the battle has moved on. */
  from: BattlePhase;
  player_winner_id?: string | null;
  draw?: boolean;
}

/** adminBattleMove (docs/decisions.md#275): one move of a battle's life, from the phase the screen shows. */
const battleMove = pressed(({ battleId, ...body }: BattleMoveInput, options) =>
  callApi('adminBattleMove', { params: { battleId }, body }, options),
);

export function useBattleMove(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: battleMove,
    onSuccess: (reply) => void storeBattle(queryClient, eventId, reply.battle),
  });
}
