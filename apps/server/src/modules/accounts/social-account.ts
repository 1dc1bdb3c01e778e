import { isParkAccount, normalizeEmail, type TAccountType, type TSocialProvider } from '@artclash/contract';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors/app-error.ts';
import { type AccountRow, accountByEmail, accountByIdentity, insertAccount, linkIdentity } from './queries.ts';
import { PROVIDER_RULES } from './social-providers.ts';

export interface SocialClaims {
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

/**
 * The account of a provider sign-in: the one linked to (provider, sub); else the one with the same
 * e-mail when the provider vouches for it (email_verified), which is then linked; else a new one —
 * fan and artist active at once, park types 'unverified' until register-now (docs/decisions.md#19).
 */
export async function socialAccount({
  db,
  provider,
  claims,
  requestedType,
}: SocialAccountOptions): Promise<AccountRow> {
  const linked = await accountByIdentity({ db, provider, subject: claims.sub });
  if (linked) return linked;

  const email = text(claims.email) ? normalizeEmail(text(claims.email)) : '';
  const verifiedEmail = claims.email_verified === true && email ? email : null;
  const existing = email ? await accountByEmail({ db, email }) : undefined;
  if (existing && !verifiedEmail) throw new AppError('invalidInput', 'auth.messages.socialUnverifiedEmail');
  if (existing) return link(db, provider, claims.sub, existing);

  const created = await insertAccount({
    db,
    values: {
      email: verifiedEmail,
      type: requestedType,
      accountStatus: isParkAccount(requestedType) ? 'unverified' : 'active',
      loginStatus: PROVIDER_RULES[provider].loginStatus,
      username: text(claims.name) || (verifiedEmail?.split('@')[0] ?? ''),
      profileImage: text(claims.picture),
    },
  });
  // A concurrent sign-in with the same e-mail won the insert: link to that account instead.
  const account = created ?? (verifiedEmail ? await accountByEmail({ db, email: verifiedEmail }) : undefined);
  if (!account) throw new AppError('invalidInput', 'auth.messages.socialFailed');
  return link(db, provider, claims.sub, account);
}
