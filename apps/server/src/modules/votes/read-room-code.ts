import { joinPathOf, votingPathOf } from '@artclash/contract/values';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../errors/app-error.ts';
import { isUuid } from '../../lib/ids.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { votePolicy } from './policy.ts';
import { presentRoomCode } from './presenter.ts';
import { votingRuleOf } from './queries.ts';
import { roomCodeAt, roomKeyAt } from './room-code.ts';

/**
 * The big screen's way in (docs/decisions.md#306, #333, docs/product.md#rule-309): the voting page's address and
 * the short one, on the public URL and never the projector's own origin, for anyone; this minute's room code and
 * QR code's key where the policy shows them. 404 for an event that is not there.
 */
export async function readRoomCode({
  db,
  secret,
  publicUrl,
  now,
  eventId,
  viewer,
  screenKey,
}: {
  db: Executor;
  secret: string;
  publicUrl: string;
  now: Date;
  eventId: string;
  /** The signed-in account asking, if any. */
  viewer: Viewer | null;
  /** Whether the address carries the event's screen key (checked by the route's policy). */
  screenKey: boolean;
}) {
  const rule = isUuid(eventId) ? await votingRuleOf({ db, eventId }) : undefined;
  if (!rule) throw new AppError('notFound', 'server.eventNotFound');
  const shown = votePolicy.seesRoomCode(viewer, { rule, screenKey });
  const { code, changesAt } = roomCodeAt({ secret, eventId, now });
  return presentRoomCode({
    votingUrl: `${publicUrl}${votingPathOf(eventId)}`,
    shortUrl: `${publicUrl}${joinPathOf(eventId)}`,
    code: shown ? code : null,
    key: shown ? roomKeyAt({ secret, eventId, now }) : null,
    changesAt,
  });
}
