import { normalizeEmail, type TAccountType } from '@artclash/contract';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { userIdentities, users } from '../../../db/schema.ts';
import { AppError } from '../../../errors/app-error.ts';
import { type AccountRow, accountByEmail, accountColumns, insertAccount } from '../account-queries.ts';
import { isParkType, PROVIDER_POLICY, type SocialProvider } from './providers.ts';

export interface SocialClaims {
  sub: string;
  email?: unknown;
  email_verified?: unknown;
  name?: unknown;
  picture?: unknown;
}

export interface SocialAccountOptions {
  db: Database;
  provider: SocialProvider;
  claims: SocialClaims;
  requestedType: TAccountType;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

async function accountByIdentity(db: Database, provider: SocialProvider, subject: string): Promise<AccountRow | undefined> {
  const [row] = await db
    .select(accountColumns)
    .from(userIdentities)
    .innerJoin(users, eq(users.id, userIdentities.userId))
    .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, subject)))
    .limit(1);
  return row;
}

async function link(db: Database, provider: SocialProvider, subject: string, account: AccountRow): Promise<AccountRow> {
  await db.insert(userIdentities).values({ provider, subject, userId: account.id }).onConflictDoNothing();
  return (await accountByIdentity(db, provider, subject)) ?? account;
}

/**
 * The account of a provider sign-in: the one linked to (provider, sub); else the one with the same
 * e-mail when the provider vouches for it (email_verified), which is then linked; else a new one —
 * fan and artist active at once, park types 'unverified' until register-now (decision 19).
 */
export async function socialAccount({ db, provider, claims, requestedType }: SocialAccountOptions): Promise<AccountRow> {
  const linked = await accountByIdentity(db, provider, claims.sub);
  if (linked) return linked;

  const email = text(claims.email) ? normalizeEmail(text(claims.email)) : '';
  const verifiedEmail = claims.email_verified === true && email ? email : null;
  const existing = email ? await accountByEmail({ db, email }) : undefined;
  if (existing && !verifiedEmail) throw new AppError(400, 'auth.messages.socialUnverifiedEmail');
  if (existing) return link(db, provider, claims.sub, existing);

  const created = await insertAccount({
    db,
    values: {
      email: verifiedEmail,
      type: requestedType,
      accountStatus: isParkType(requestedType) ? 'unverified' : 'active',
      loginStatus: PROVIDER_POLICY[provider].loginStatus,
      username: text(claims.name) || (verifiedEmail?.split('@')[0] ?? ''),
      profileImage: text(claims.picture),
    },
  });
  // A concurrent sign-in with the same e-mail won the insert: link to that account instead.
  const account = created ?? (verifiedEmail ? await accountByEmail({ db, email: verifiedEmail }) : undefined);
  if (!account) throw new AppError(400, 'auth.messages.socialFailed');
  return link(db, provider, claims.sub, account);
}
