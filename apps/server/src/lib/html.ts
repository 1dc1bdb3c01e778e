/** Text made safe inside HTML text and quoted attribute values. */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * A value as JSON that is safe inside an HTML `<script type="application/json">` block: nothing in it can
 * close the block or start markup (`<`, `>` and `&` escaped), and the JSON parses to the same value.
 */
export const jsonInHtml = (value: unknown): string =>
  JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/**
 * `page` with its first `marker` replaced by `text` taken as it is (docs/decisions.md#218): a string given to
 * `String.replace` reads `$&`, `` $` ``, `$'` and `$$` as patterns, so a username holding them would copy
 * parts of the page into itself; a replacer function's result is never read that way.
 */
export const replaceFirst = (page: string, marker: string | RegExp, text: string): string =>
  page.replace(marker, () => text);

/** `page` with `text` put just before its first `marker` (`</head>`, `</body>`), taken as it is. */
export const insertBefore = (page: string, marker: string, text: string): string =>
  replaceFirst(page, marker, `${text}${marker}`);
