/** §5 Email: a basic pattern — something@something.tld, no spaces. */
const BASIC_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(text: string): boolean {
  return BASIC_EMAIL.test(text);
}

/** E-mail addresses are unique regardless of case (issue 3): one canonical form for writes and lookups. */
export function normalizeEmail(text: string): string {
  return text.trim().toLowerCase();
}
