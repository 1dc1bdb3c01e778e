/** Text made safe inside HTML text and quoted attribute values. */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * A value as JSON that is safe inside an HTML `<script type="application/json">` block: nothing in it can
 * close the block or start markup (`<`, `>` and `&` escaped), and the JSON parses to the same value.
 */
export const jsonInHtml = (value: unknown): string =>
  JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
