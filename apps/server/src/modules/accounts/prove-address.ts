import type { TEmailProof, TSocialProvider } from '@artclash/contract';
import type { Database } from '../../db/client.ts';
import { uniqueViolation } from '../../db/unique-violation.ts';
import { AppError } from '../../errors/app-error.ts';
import {
  type AccountRow,
  closeOpenCodes,
  markAddressProven,
  releaseUnprovenAddress,
  unlinkIdentities,
} from './queries.ts';
import { endSessionsOfUser } from './session-queries.ts';

export interface ProveAddressOptions {
  db: Database;
  /** The account the proof is for. */
  account: AccountRow;
  /** Normalised. */
  email: string;
  by: TEmailProof;
  now: Date;
  /**
   * Whoever proved the address is not known to hold the account (a provider sign-in, a reset code,
   * the server's configuration): an account whose address was not proven is claimed by the proof.
   */
  claim: boolean;
  /** The identity that proved the address, kept when the claim unlinks the others. */
  identity?: { provider: TSocialProvider; subject: string };
  /** The reset code that proved the address: its ticket stays good for the new password. */
  keepReset?: string;
}

export interface ProvenAddress {
  account: AccountRow;
  /** Accounts whose sessions the proof ended: every process must forget them at once. */
  endedSessionsOf: string[];
}

/**
 * The one place an address becomes proven (docs/decisions.md#260). The person who proves it gets it:
 * another account that merely typed it in loses it, and when the proof claims an account whose
 * address was unproven, everything set up before the proof stops working — the password, other
 * provider links, open codes and every session. Nobody can pre-claim an account for its owner.
 */
export async function proveAddress(options: ProveAddressOptions): Promise<ProvenAddress> {
  const { db, account, email, by, now, claim, identity, keepReset } = options;
  if (account.emailProvenAt && account.email?.toLowerCase() === email) return { account, endedSessionsOf: [] };
  const claimed = claim && account.email?.toLowerCase() === email;
  try {
    return await db.transaction(async (tx) => {
      const released = await releaseUnprovenAddress({ db: tx, email, from: account.id });
      for (const userId of released) await endSessionsOfUser({ db: tx, userId, now });
      if (claimed) {
        await unlinkIdentities({ db: tx, userId: account.id, keep: identity });
        await endSessionsOfUser({ db: tx, userId: account.id, now });
        await closeOpenCodes({ db: tx, userId: account.id, now, keepReset });
      }
      const proven = await markAddressProven({ db: tx, userId: account.id, email, by, now, dropPassword: claimed });
      if (!proven) throw new AppError('notFound', 'auth.messages.accountNotFound');
      return { account: proven, endedSessionsOf: claimed ? [...released, account.id] : released };
    });
  } catch (error) {
    // Another account proved the address meanwhile: it is theirs.
    if (uniqueViolation(error) !== undefined) throw new AppError('conflict', 'auth.messages.emailProvenElsewhere');
    throw error;
  }
}
