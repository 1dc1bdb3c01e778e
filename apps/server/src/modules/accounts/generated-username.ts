import { randomBytes } from 'node:crypto';
import type { TAccountType } from '@artclash/contract/values';

/**
 * A public display name for an account whose owner has not chosen one yet (docs/product.md#rule-291):
 * what the account is and six random hex digits, never anything of the e-mail address. The owner
 * changes it on General Profile; the migration that renamed the e-mail-named accounts writes the same shape.
 */
export function generatedUsername(kind: TAccountType | 'organiser'): string {
  const prefix = kind === 'fan' || kind === 'artist' || kind === 'organiser' ? kind : 'member';
  return `${prefix}-${randomBytes(3).toString('hex')}`;
}

/** The name the person typed, or a generated one when they typed none. */
export const displayNameOrGenerated = (typed: string | undefined, kind: TAccountType | 'organiser'): string =>
  typed?.trim() || generatedUsername(kind);
