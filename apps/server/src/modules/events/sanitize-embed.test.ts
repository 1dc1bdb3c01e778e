import { describe, expect, it } from 'vitest';
import { DEFAULT_EMBED_HOSTS } from '../../config.ts';
import { sanitizeEmbed } from './sanitize-embed.ts';

const clean = (html: string) => sanitizeEmbed(html, DEFAULT_EMBED_HOSTS);
const youtube = 'https://www.youtube.com/embed/abc123';

describe('sanitizeEmbed (docs/product.md#rule-25)', () => {
  it("keeps YouTube's own embed code as it is", () => {
    const embed =
      '<iframe width="560" height="315" src="https://www.youtube.com/embed/abc123?si=x&amp;start=5" title="YouTube video player" frameborder="0" allow="accelerometer; autoplay; encrypted-media" referrerpolicy="strict-origin-when-cross-origin" loading="lazy" allowfullscreen></iframe>';
    expect(clean(embed)).toBe(embed);
  });

  it('drops script tags and the text around the iframe', () => {
    expect(
      clean(`<p>Watch live!</p><script>alert(1)</script><iframe src="${youtube}"></iframe><style>body{}</style>`),
    ).toBe(`<iframe src="${youtube}"></iframe>`);
  });

  it('drops event handlers, srcdoc and any attribute not on the list', () => {
    expect(
      clean(
        `<iframe src="${youtube}" onload="alert(1)" srcdoc="<script>alert(1)</script>" style="x" sandbox="" name="n"></iframe>`,
      ),
    ).toBe(`<iframe src="${youtube}"></iframe>`);
  });

  it('escapes what an allowed attribute holds', () => {
    expect(clean(`<iframe src="${youtube}" title='"><script>alert(1)</script>'></iframe>`)).toBe(
      `<iframe src="${youtube}" title="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"></iframe>`,
    );
  });

  it.each([
    ['javascript:', '<iframe src="javascript:alert(1)"></iframe>'],
    ['an entity-encoded javascript:', '<iframe src="jav&#x61;script:alert(1)"></iframe>'],
    ['data:', '<iframe src="data:text/html,<script>alert(1)</script>"></iframe>'],
    ['http', '<iframe src="http://www.youtube.com/embed/abc123"></iframe>'],
    ['a protocol-relative address', '<iframe src="//www.youtube.com/embed/abc123"></iframe>'],
    ['a relative address', '<iframe src="/backend/api/login"></iframe>'],
    ['another host', '<iframe src="https://evil.example/embed"></iframe>'],
    [
      'a host that only starts like an allowed one',
      '<iframe src="https://www.youtube.com.evil.example/embed"></iframe>',
    ],
    ['a subdomain of an allowed host', '<iframe src="https://evil.player.vimeo.com/video/1"></iframe>'],
    ['no src', '<iframe title="x"></iframe>'],
    ['no iframe at all', '<a href="https://www.youtube.com/watch?v=abc123">watch</a>'],
    ['plain text', 'https://www.youtube.com/watch?v=abc123'],
  ])('keeps nothing of an iframe with %s', (_, html) => {
    expect(clean(html)).toBe('');
  });

  it('reads tags and attributes in any case, and normalises the address', () => {
    expect(
      clean('<IFRAME SRC="https://WWW.YOUTUBE.COM/embed/abc123" ONLOAD="alert(1)" AllowFullScreen></IFRAME>'),
    ).toBe(`<iframe src="${youtube}" allowfullscreen></iframe>`);
  });

  it('keeps only the first allowed iframe', () => {
    expect(
      clean(
        `<iframe src="https://evil.example/a"></iframe><iframe src="https://player.twitch.tv/?channel=x"></iframe><iframe src="${youtube}"></iframe>`,
      ),
    ).toBe('<iframe src="https://player.twitch.tv/?channel=x"></iframe>');
  });

  it('never keeps nested iframes: the outer allowed one alone, or the allowed one inside a refused one', () => {
    expect(clean(`<iframe src="${youtube}"><iframe src="https://player.vimeo.com/video/1"></iframe></iframe>`)).toBe(
      `<iframe src="${youtube}"></iframe>`,
    );
    expect(clean(`<iframe src="https://evil.example/"><iframe src="${youtube}"></iframe></iframe>`)).toBe(
      `<iframe src="${youtube}"></iframe>`,
    );
    expect(clean(`<div><svg><iframe src="${youtube}" onload="x"></iframe></svg></div>`)).toBe(
      `<iframe src="${youtube}"></iframe>`,
    );
  });

  it('follows the configured hosts, not the defaults', () => {
    expect(sanitizeEmbed(`<iframe src="${youtube}"></iframe>`, ['player.example'])).toBe('');
    expect(sanitizeEmbed('<iframe src="https://player.example/live"></iframe>', ['player.example'])).toBe(
      '<iframe src="https://player.example/live"></iframe>',
    );
  });
});
