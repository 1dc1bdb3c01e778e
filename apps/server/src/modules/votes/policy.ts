import { showsRoomCode, type TVotingRule } from '@artclash/contract/values';
import { isUuid } from '../../lib/ids.ts';
import { isOrganiser, type Viewer } from '../../lib/viewer.ts';
import { screenKeyHolds } from './room-code.ts';

/**
 * Who may see the room's proofs (docs/decisions.md#306, #333, docs/product.md#rule-309): the room code and the QR
 * code's room key are for the big screen alone, an organiser's or a projector's whose address carries the event's
 * screen key; the event's addresses are for anyone. Voting needs only a session, which the contract's `auth` asks
 * for; what a vote must prove is its voting rule's (vote-rules.ts), never the voter's.
 */
export const votePolicy = {
  /** A projector's address carries the event's own screen key, or none: a wrong one is refused, so a script learns nothing. */
  canUseScreenKey: (secret: string, { params, query }: { params: { eventId: string }; query: { screen?: string } }) =>
    query.screen === undefined || (isUuid(params.eventId) && screenKeyHolds(secret, params.eventId, query.screen)),
  /** The room code and key are shown where the rule asks for the room, to a screen with its key or an organiser. */
  seesRoomCode: (viewer: Viewer | null, { rule, screenKey }: { rule: TVotingRule; screenKey: boolean }): boolean =>
    showsRoomCode(rule) && (screenKey || isOrganiser(viewer)),
};
