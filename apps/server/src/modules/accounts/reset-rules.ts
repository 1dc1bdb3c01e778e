/** docs/decisions.md#20, stated once. */
export const RESET_RULES = {
  codeDigits: 6,
  /** A code is valid this long after it was sent. */
  codeTtlMs: 10 * 60_000,
  /** Wrong tries a code allows before it is locked. */
  maxWrongTries: 5,
  /** A new code only this long after the previous one (the web app's 60 s countdown, §9). */
  resendAfterMs: 60_000,
  /** After the code is verified, the new password must be set within this time. */
  ticketTtlMs: 10 * 60_000,
} as const;
