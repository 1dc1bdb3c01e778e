import { RESET_CODE } from '@artclash/contract';

/** docs/product.md#rule-20, stated once in the contract (`RESET_CODE`), in the units the server counts in. */
export const RESET_RULES = {
  codeDigits: RESET_CODE.digits,
  /** A code is valid this long after it was sent. */
  codeTtlMs: RESET_CODE.validMinutes * 60_000,
  /** Wrong tries a code allows before it is locked. */
  maxWrongTries: RESET_CODE.maxWrongTries,
  /** A new code only this long after the previous one (the web app's resend wait, §9). */
  resendAfterMs: RESET_CODE.resendAfterSeconds * 1000,
  /** After the code is verified, the new password must be set within this time. */
  ticketTtlMs: 10 * 60_000,
} as const;
