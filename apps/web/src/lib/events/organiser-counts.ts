import type { TBattle } from '@artclash/contract';
import { countsArePublic } from '@artclash/contract/values';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../api-client';
import { eventKeys } from '../event-keys';

/** How often the console reads the counts the public replies hide: as often as the live screens poll. */
const COUNTS_POLL_MS = 1000;

/**
 * The console's counts (docs/product.md#rule-316). The public battle list (EventByAllBattle and the live
 * stream) carries no counts while the organisers hide a battle's bar, so the console fills them in from
 * the organisers' list, read every second while any battle's counts are hidden. Which counts are hidden
 * follows the battle's fields, never the list's `votes`: a control's reply (organisers' counts, as they
 * were then) may land in the list after the stream's snapshot, and no vote message follows for a hidden
 * bar. Under the battle list's key, so every console write that refreshes the list refreshes these too.
 */
export function useOrganiserCounts(eventId: string, battles: readonly TBattle[] | undefined) {
  const hidden = battles?.some((battle) => !countsArePublic(battle)) ?? false;
  const query = useQuery({
    queryKey: [...eventKeys.battles(eventId), 'organisers'],
    queryFn: async ({ signal }) => (await callApi('adminBattleList', { params: { eventId } }, { signal })).battles,
    enabled: hidden,
    refetchInterval: hidden ? COUNTS_POLL_MS : false,
    meta: { quietWhenShown: true },
  });
  const counts = new Map(query.data?.map((battle) => [battle._id, battle.votes]));
  return (battle: TBattle): TBattle =>
    countsArePublic(battle) ? battle : { ...battle, votes: counts.get(battle._id) ?? battle.votes };
}
