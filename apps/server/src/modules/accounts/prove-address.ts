import type { TEmailProof, TSocialProvider } from '@artclash/contract';
import type { Database } from '../../db/client.ts';
import { uniqueViolation } from '../../db/unique-violation.ts';
import { AppError } from '../../errors/app-error.ts';
import { displayNameOrGenerated } from './generated-username.ts';
import {
  type AccountRow,
  closeOpenCodes,
  markAddressProven,
  releaseUnprovenAddress,
  resetProfile,
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
  /** What a claimed account starts from: the name and picture the provider gives (none: a generated name). */
  fresh?: { name?: string; picture?: string };
}

export interface ProvenAddress {
  account: AccountRow;
  /** Accounts whose sessions the proof ended: every process must forget them at once. */
  endedSessionsOf: string[];
  /** The proof claimed the account: what was set on it before was wiped, and its owner is told (docs/decisions.md#363). */
  claimed: boolean;
}

/**
 * The one place an address becomes proven (docs/decisions.md#260). The person who proves it gets it:
 * another account that merely typed it in loses it, and when the proof claims an account whose
 * address was unproven, everything set up before the proof stops working — the password, other
 * provider links, open codes and every session — and everything set on it is wiped: the name, the
 * picture, the profile and the interests (docs/decisions.md#363). Nobody can pre-claim an account for its owner.
 */
export async function proveAddress(options: ProveAddressOptions): Promise<ProvenAddress> {
  const { db, account, email, by, now, claim, identity, keepReset, fresh } = options;
  if (account.emailProvenAt && account.email?.toLowerCase() === email)
    return { account, endedSessionsOf: [], claimed: false };
  const claimed = claim && account.email?.toLowerCase() === email;
  try {
    return await db.transaction(async (tx) => {
      const released = await releaseUnprovenAddress({ db: tx, email, from: account.id });
      for (const userId of released) await endSessionsOfUser({ db: tx, userId, now });
      if (claimed) {
        await unlinkIdentities({ db: tx, userId: account.id, keep: identity });
        await endSessionsOfUser({ db: tx, userId: account.id, now });
        await closeOpenCodes({ db: tx, userId: account.id, now, keepReset });
        await resetProfile({
          db: tx,
          userId: account.id,
          username: displayNameOrGenerated(fresh?.name, account.type),
          profileImage: fresh?.picture ?? '',
        });
      }
      const proven = await markAddressProven({ db: tx, userId: account.id, email, by, now, dropPassword: claimed });
      if (!proven) throw new AppError('notFound', 'auth.messages.accountNotFound');
      return { account: proven, endedSessionsOf: claimed ? [...released, account.id] : released, claimed };
    });
  } catch (error) {
    // Another account proved the address meanwhile: it is theirs.
    if (uniqueViolation(error) !== undefined) throw new AppError('conflict', 'auth.messages.emailProvenElsewhere');
    throw error;
  }
}
