import { isEmail, isValidPassword, normalizeEmail } from '@artclash/contract';
import { AppError } from '../../errors/app-error.ts';

/** The e-mail in its stored form; §5 Email messages when it is missing or malformed. */
export function requireEmail(email: string): string {
  const normalized = normalizeEmail(email);
  if (!normalized) throw new AppError('invalidInput', 'auth.messages.emailRequired');
  if (!isEmail(normalized)) throw new AppError('invalidInput', 'auth.messages.emailInvalid');
  return normalized;
}

/** docs/product.md#rule-18 on the server, with its own message. */
export function requireNewPassword(
  password: string,
  requiredKey: 'auth.messages.passwordRequired' | 'auth.messages.newPasswordRequired',
): string {
  if (!password) throw new AppError('invalidInput', requiredKey);
  if (!isValidPassword(password)) throw new AppError('invalidInput', 'auth.messages.passwordRule');
  return password;
}
