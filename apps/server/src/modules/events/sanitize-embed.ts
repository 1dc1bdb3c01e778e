import sanitizeHtml from 'sanitize-html';

/** What an embed's <iframe> may keep: how a player is sized, titled and allowed to run; never a handler or srcdoc. */
const IFRAME_ATTRIBUTES = [
  'src',
  'width',
  'height',
  'title',
  'allow',
  'allowfullscreen',
  'frameborder',
  'referrerpolicy',
  'loading',
];

/** `src` as a normalised https address on one of the allowed hosts (host names compared exactly), else undefined. */
function allowedSource(src: string | undefined, hosts: readonly string[]): string | undefined {
  const url = src && URL.canParse(src) ? new URL(src) : undefined;
  return url?.protocol === 'https:' && hosts.includes(url.hostname) ? url.href : undefined;
}

/**
 * The stream embed as stored (docs/product.md#rule-25): the first <iframe> whose `src` is https on one
 * of `hosts`, with only the allowed attributes; every other tag, attribute and text is dropped,
 * including further iframes, nested or not. '' when the HTML holds no such iframe.
 *
 * sanitize-html parses the HTML (tags and attributes in any case, entities decoded) and writes it
 * back escaped; its own host and scheme checks stand behind the one made here.
 */
export function sanitizeEmbed(html: string, hosts: readonly string[]): string {
  let kept = false;
  return sanitizeHtml(html, {
    allowedTags: ['iframe'],
    allowedAttributes: { iframe: IFRAME_ATTRIBUTES },
    allowedSchemes: ['https'],
    allowedSchemesAppliedToAttributes: ['src'],
    allowProtocolRelative: false,
    allowedIframeHostnames: [...hosts],
    allowIframeRelativeUrls: false,
    // Tags open in document order: the first allowed iframe keeps its attributes, any other loses
    // them and then its tag (but not what it holds, so an allowed iframe nested in a refused one stays).
    transformTags: {
      iframe: (tagName, attribs) => {
        const src = kept ? undefined : allowedSource(attribs.src, hosts);
        if (!src) return { tagName, attribs: {} };
        kept = true;
        return { tagName, attribs: { ...attribs, src } };
      },
    },
    exclusiveFilter: (frame) => (frame.tag === 'iframe' && !frame.attribs.src ? 'excludeTag' : false),
    // Text around or inside the iframe is never shown by a player: none of it is kept.
    textFilter: () => '',
  }).trim();
}
