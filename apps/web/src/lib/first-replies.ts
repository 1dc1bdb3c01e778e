/**
 * The first screen's public replies, put into the page by the server (docs/decisions.md#188), by URL:
 * the API client answers a call with one of them, once, instead of asking the server, when it is
 * in the language the call would ask for. Read when first asked for, so a page without them costs nothing.
 */
interface FirstReplies {
  language: string;
  replies: Record<string, unknown>;
}

/** undefined until read; null when the page has none. */
let firstReplies: FirstReplies | null | undefined;

function read(): FirstReplies | null {
  try {
    const parsed: unknown = JSON.parse(document.getElementById('first-replies')?.textContent ?? 'null');
    return typeof parsed === 'object' && parsed !== null && 'language' in parsed && 'replies' in parsed
      ? (parsed as FirstReplies)
      : null;
  } catch {
    return null;
  }
}

/** The page's reply for `url` in `language`, once; undefined when the page has none (any more). */
export function takeFirstReply(url: string, language: string): unknown {
  if (typeof document === 'undefined') return undefined;
  if (firstReplies === undefined) firstReplies = read();
  if (!firstReplies || firstReplies.language !== language || !(url in firstReplies.replies)) return undefined;
  const reply = firstReplies.replies[url];
  delete firstReplies.replies[url];
  return reply;
}
