/** The password-reset code (docs/product.md#rule-20), stated once for the server and the code screen. */
export const RESET_CODE = {
  digits: 6,
  /** A code is valid this long after it was sent. */
  validMinutes: 10,
  /** Wrong tries a code allows before it is locked. */
  maxWrongTries: 5,
  /** A new code only this long after the previous one (the code screen's resend wait, §9). */
  resendAfterSeconds: 60,
} as const;
