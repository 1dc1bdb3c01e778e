import type { TBattle } from '@artclash/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../api-client';
import { eventKeys } from '../event-keys';

/** How often the console reads the counts the public replies hide: as often as the live screens poll. */
const COUNTS_POLL_MS = 1000;

/**
 * The console's counts (docs/decisions.md#316). The public battle list (EventByAllBattle and the live
 * stream) carries no counts while the organisers hide a battle's bar, so the console fills them in from
 * the organisers' list, read every second while any battle's counts are hidden. Under the battle list's
 * key, so every console write that refreshes the list refreshes these too.
 */
export function useOrganiserCounts(eventId: string, battles: readonly TBattle[] | undefined) {
  const hidden = battles?.some((battle) => battle.votes == null) ?? false;
  const query = useQuery({
    queryKey: [...eventKeys.battles(eventId), 'organisers'],
    queryFn: async ({ signal }) => (await callApi('adminBattleList', { params: { eventId } }, { signal })).battles,
    enabled: hidden,
    refetchInterval: hidden ? COUNTS_POLL_MS : false,
    meta: { quietWhenShown: true },
  });
  const counts = new Map(query.data?.map((battle) => [battle._id, battle.votes]));
  return (battle: TBattle): TBattle => (battle.votes ? battle : { ...battle, votes: counts.get(battle._id) ?? null });
}
