const ONE_BYTE_ALPHANUMERIC = /^[A-Za-z0-9]{8,}$/;

/** docs/product.md#rule-18 and the §2.6 hint: 8+ one-byte alphanumerics with an upper-case letter, a lower-case letter and a digit. */
export function isValidPassword(password: string): boolean {
  return (
    ONE_BYTE_ALPHANUMERIC.test(password) && /[A-Z]/.test(password) && /[a-z]/.test(password) && /\d/.test(password)
  );
}
