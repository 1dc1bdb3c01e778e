import type { TBattle } from '@artclash/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { liveKeys } from './query-keys';

/** How often the control room reads a running battle's curve again: often enough to watch, seldom enough to cost nothing. */
const LIVE_CURVE_MS = 5000;

/**
 * One battle's curve for the control room (docs/decisions.md#421), once its voting has opened: read again while it
 * is open, and once more when it closes.
 */
export const useBattleCurve = (battle: TBattle) =>
  useQuery({
    queryKey: liveKeys.curve(battle._id, battle.voting_status === 'on'),
    enabled: battle.voting_opened,
    queryFn: ({ signal }) => callApi('adminBattleCurve', { params: { battleId: battle._id } }, { signal }),
    refetchInterval: battle.voting_status === 'on' ? LIVE_CURVE_MS : false,
    meta: { quietWhenShown: true },
  });
