/**
 * The cache keys of the live feature. The event's details and battle list are shared with the
 * events feature through `eventKeys` (lib/event-keys.ts); these are the live screens' own. The query
 * client adds the interface language to each (app/query-client.ts).
 */
export const liveKeys = {
  all: ['live'] as const,
  votingStatus: (eventId: string, battleId: string, userId: string) =>
    [...liveKeys.all, 'voting-status', eventId, battleId, userId] as const,
  roulette: (eventId: string, battleId: string) => [...liveKeys.all, 'roulette', eventId, battleId] as const,
  /** The event's roulette draws, read again whenever the roulette moves (docs/decisions.md#422). */
  rouletteDraws: (eventId: string, changedAt: string | null) =>
    [...liveKeys.all, 'roulette-draws', eventId, changedAt] as const,
  room: (eventId: string) => [...liveKeys.all, 'room', eventId] as const,
  /** A battle's curve; read once more when its voting opens or closes. */
  curve: (battleId: string, votingOpen: boolean) => [...liveKeys.all, 'curve', battleId, votingOpen] as const,
};
