import type { TInterestsUserProfileRequest } from '@artclash/contract';
import type { MessageKey } from '@artclash/i18n';
import type { Database } from '../../db/client.ts';
import { INTEREST_KINDS } from '../../db/schema/index.ts';
import { AppError } from '../../errors/app-error.ts';
import { isUuid } from '../../lib/ids.ts';
import { optionIdsIn, replaceInterests } from './queries.ts';

/**
 * InterestsUserProfile (§7): the signed-in user's choice of each list sent, replacing the previous
 * one; a list left out stays. Every id must be an option of its list (400 otherwise, nothing changed).
 */
export async function updateInterests({
  db,
  userId,
  request,
}: {
  db: Database;
  userId: string;
  request: TInterestsUserProfileRequest;
}): Promise<void> {
  const chosen = INTEREST_KINDS.flatMap((kind) => {
    const ids = request[kind];
    return ids ? [{ kind, optionIds: [...new Set(ids)] }] : [];
  });
  const errors: Record<string, MessageKey> = {};
  for (const { kind, optionIds } of chosen) {
    const known = await optionIdsIn({ db, kind, ids: optionIds.filter(isUuid) });
    if (optionIds.some((id) => !known.has(id))) errors[kind] = 'server.unknownOption';
  }
  if (Object.keys(errors).length) throw new AppError('invalidInput', 'server.unknownOption', { errors });
  await db.transaction(async (tx) => {
    for (const { kind, optionIds } of chosen) await replaceInterests({ db: tx, userId, kind, optionIds });
  });
}
