import { isParkAccount, normalizeEmail, type TAccountType, type TSocialProvider } from '@artclash/contract';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors/app-error.ts';
import { type AccountRow, accountByEmail, accountByIdentity, insertAccount, linkIdentity } from './queries.ts';
import { proveAddress } from './prove-address.ts';
import { PROVIDER_RULES } from './social-providers.ts';
import { displayNameOrGenerated } from './generated-username.ts';

interface SocialClaims {
  sub: string;
  email?: unknown;
  email_verified?: unknown;
  name?: unknown;
  picture?: unknown;
}

export interface SocialAccountOptions {
  db: Database;
  provider: TSocialProvider;
  claims: SocialClaims;
  requestedType: TAccountType;
  now?: Date;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

async function link(
  db: Database,
  provider: TSocialProvider,
  subject: string,
  account: AccountRow,
): Promise<AccountRow> {
  await linkIdentity({ db, provider, subject, userId: account.id });
  return (await accountByIdentity({ db, provider, subject })) ?? account;
}

export interface SocialAccount {
  account: AccountRow;
  /** Accounts whose sessions ended because the provider's proof claimed an address (docs/decisions.md#260). */
  endedSessionsOf: string[];
  /** The provider's proof claimed an account someone else had set up: its owner is told (docs/decisions.md#363). */
  claimed: boolean;
}

/** The provider vouched for the address of an existing account: the proof claims it if need be, then links. */
async function proveAndLink(options: {
  db: Database;
  provider: TSocialProvider;
  subject: string;
  account: AccountRow;
  email: string;
  now: Date;
  /** The provider's name and picture, what a claimed account starts from as a new one would. */
  fresh: { name: string; picture: string };
}): Promise<SocialAccount> {
  const { db, provider, subject, account, email, now, fresh } = options;
  const identity = { provider, subject };
  const proven = await proveAddress({ db, account, email, by: provider, now, claim: true, identity, fresh });
  return {
    account: await link(db, provider, subject, proven.account),
    endedSessionsOf: proven.endedSessionsOf,
    claimed: proven.claimed,
  };
}

/**
 * The account of a provider sign-in: the one linked to (provider, sub); else the one with the same
 * e-mail when the provider vouches for it (email_verified). That account is linked as it is only when
 * its own address was proven; otherwise the provider's proof claims it, and whatever was set up before
 * (password, other links, sessions) stops working (docs/decisions.md#260). Else a new account — fan
 * and artist active at once, park types 'unverified' until register-now (docs/product.md#rule-19).
 */
export async function socialAccount({
  db,
  provider,
  claims,
  requestedType,
  now = new Date(),
}: SocialAccountOptions): Promise<SocialAccount> {
  const linked = await accountByIdentity({ db, provider, subject: claims.sub });
  if (linked) return { account: linked, endedSessionsOf: [], claimed: false };

  const email = text(claims.email) ? normalizeEmail(text(claims.email)) : '';
  const verifiedEmail = claims.email_verified === true && email ? email : null;
  const existing = email ? await accountByEmail({ db, email }) : undefined;
  if (existing && !verifiedEmail) throw new AppError('invalidInput', 'auth.messages.socialUnverifiedEmail');
  const subject = claims.sub;
  const fresh = { name: text(claims.name), picture: text(claims.picture) };
  if (existing && verifiedEmail)
    return proveAndLink({ db, provider, subject, account: existing, email: verifiedEmail, now, fresh });

  const created = await insertAccount({
    db,
    values: {
      email: verifiedEmail,
      ...(verifiedEmail && { emailProvenAt: now, emailProvenBy: provider }),
      type: requestedType,
      accountStatus: isParkAccount(requestedType) ? 'unverified' : 'active',
      loginStatus: PROVIDER_RULES[provider].loginStatus,
      username: displayNameOrGenerated(fresh.name, requestedType),
      profileImage: fresh.picture,
    },
  });
  if (created) return { account: await link(db, provider, subject, created), endedSessionsOf: [], claimed: false };
  // A concurrent sign-in with the same e-mail won the insert: that account is treated like an existing one.
  const raced = verifiedEmail ? await accountByEmail({ db, email: verifiedEmail }) : undefined;
  if (!raced || !verifiedEmail) throw new AppError('invalidInput', 'auth.messages.socialFailed');
  return proveAndLink({ db, provider, subject, account: raced, email: verifiedEmail, now, fresh });
}
