import { tellSessionsEnded } from '../../db/event-log.ts';
import type { Publishing } from '../../db/client.ts';
import { hashPassword, verifyPassword } from './password-hash.ts';
import { proveAddress } from './prove-address.ts';
import { accountByEmail, insertAccount, promoteToOrganiser } from './queries.ts';
import { endSessionsOfUser } from './session-queries.ts';
import { generatedUsername } from './generated-username.ts';

export interface EnsureOrganiserOptions extends Publishing {
  email: string;
  password: string;
  now?: Date;
}

/**
 * docs/product.md#rule-21: ADMIN_EMAIL + ADMIN_PASSWORD make sure that organiser exists at start. An
 * existing account with that e-mail (compared case-insensitively, like the unique index) becomes an
 * organiser and takes the configured password. The password is only rewritten when it differs, so
 * a restart keeps the organiser's sessions; a changed one ends them (docs/decisions.md#70). Every process
 * forgets the organiser's kept sessions (its role or password may have changed) and those the claim ended.
 */
export async function ensureOrganiser({
  db,
  changes,
  email,
  password,
  now = new Date(),
}: EnsureOrganiserOptions): Promise<string> {
  const found = await accountByEmail({ db, email: email.toLowerCase() });
  // The operator vouches for the address: an account that only typed it in is claimed (docs/decisions.md#260).
  const proven = found
    ? await proveAddress({ db, account: found, email: email.toLowerCase(), by: 'config', now, claim: true })
    : undefined;
  const existing = proven?.account;
  const unchanged = existing?.passwordHash ? await verifyPassword(existing.passwordHash, password) : false;
  const passwordHash = unchanged ? undefined : await hashPassword(password);
  const organiserId = await db.transaction(async (tx) => {
    const promoted = await promoteToOrganiser({ db: tx, email, passwordHash, now });
    if (promoted && passwordHash) await endSessionsOfUser({ db: tx, userId: promoted, now });
    if (promoted) return promoted;
    const created = await insertAccount({
      db: tx,
      values: {
        email,
        passwordHash: passwordHash ?? (await hashPassword(password)),
        type: 'fan',
        role: 'admin',
        emailProvenAt: now,
        emailProvenBy: 'config',
        username: generatedUsername('organiser'),
      },
    });
    if (!created) throw new Error(`The organiser ${email} could not be created: the e-mail was taken meanwhile`);
    return created.id;
  });
  const ended = new Set([...(proven?.endedSessionsOf ?? []), organiserId]);
  await tellSessionsEnded({ db, changes, ends: [...ended].map((userId) => ({ userId })) });
  return organiserId;
}
