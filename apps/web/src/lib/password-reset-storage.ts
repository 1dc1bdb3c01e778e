/** Spec §3 "Other local storage keys" of the password reset (§4 Password reset). */
export const VERIFY_EMAIL_KEY = 'verifyEmail';
const VERIFY_ID_KEY = 'verifyId';

const read = (key: string) => {
  try {
    return localStorage.getItem(key) ?? '';
  } catch {
    return '';
  }
};

/** The e-mail address awaiting a code. */
export const readVerifyEmail = () => read(VERIFY_EMAIL_KEY);
export const saveVerifyEmail = (email: string) => void localStorage.setItem(VERIFY_EMAIL_KEY, email);
export const clearVerifyEmail = () => void localStorage.removeItem(VERIFY_EMAIL_KEY);

/**
 * When the last code was sent (ms since the epoch), kept for this tab: the resend wait and the
 * code's validity count from it, so a reload does not restart them (docs/product.md#rule-153).
 */
const CODE_SENT_AT_KEY = 'verifyCodeSentAt';
export function readCodeSentAt(): number | null {
  try {
    const value = Number(sessionStorage.getItem(CODE_SENT_AT_KEY));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}
export const saveCodeSentAt = (at: number) => void sessionStorage.setItem(CODE_SENT_AT_KEY, String(at));
/** Records that a code was sent now, and answers when. */
export function markCodeSent(): number {
  const now = Date.now();
  saveCodeSentAt(now);
  return now;
}
export const clearCodeSentAt = () => void sessionStorage.removeItem(CODE_SENT_AT_KEY);

/**
 * Whether a code claimed an account someone else had set up with the address (verify-otp `claimed`): the owner is
 * told what was wiped once the new password is saved (docs/decisions.md#363). Kept until then, even through a new code.
 */
const VERIFY_CLAIMED_KEY = 'verifyClaimed';
export const readVerifyClaimed = () => read(VERIFY_CLAIMED_KEY) === 'true';

/** The reset ticket returned by code verification (verify-otp `result._id`), and whether the code claimed the account. */
export const readVerifyId = () => read(VERIFY_ID_KEY);
export function saveVerifyId(id: string, { claimed = false }: { claimed?: boolean } = {}): void {
  localStorage.setItem(VERIFY_ID_KEY, id);
  if (claimed) localStorage.setItem(VERIFY_CLAIMED_KEY, 'true');
}
export function clearVerifyId(): void {
  localStorage.removeItem(VERIFY_ID_KEY);
  localStorage.removeItem(VERIFY_CLAIMED_KEY);
}
