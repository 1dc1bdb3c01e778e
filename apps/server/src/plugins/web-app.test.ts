import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { battles } from '../db/schema/index.ts';
import { buildBattle, buildEvent, buildUser } from '../test/factories.ts';
import { buildTestApp, type TestApp } from '../test/helper.ts';
import { writeWebDist } from '../test/web-dist.ts';

// docs/product.md#rule-93: LINE and other messengers read an event page's head without running the app.
const INDEX = `<!doctype html>
<html lang="ja">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="ArtClash — live art battles." />
    <title>ArtClash</title>
  </head>
  <body><div id="root"></div></body>
</html>`;
// The build's manifest, cut down: each first screen's chunk, and the texts of each language.
const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', imports: ['_react-1.js'] },
  '_react-1.js': { file: 'assets/react-1.js' },
  'src/features/events/routes/home.tsx': {
    file: 'assets/home-1.js',
    imports: ['_react-1.js'],
    css: ['assets/home-1.css'],
  },
  'src/features/events/routes/event-details.tsx': { file: 'assets/event-details-1.js' },
  'src/features/live/routes/voting.tsx': { file: 'assets/voting-1.js' },
  'src/features/live/routes/live-event-battle.tsx': { file: 'assets/live-event-battle-1.js' },
  '_dictionary-en-1.js': { file: 'assets/dictionary-en-1.js', name: 'dictionary-en' },
  '_dictionary-ja-1.js': { file: 'assets/dictionary-ja-1.js', name: 'dictionary-ja' },
};
let t: TestApp;

beforeAll(async () => {
  const webDist = await writeWebDist({ 'index.html': INDEX, '.vite/manifest.json': JSON.stringify(MANIFEST) });
  t = await buildTestApp({ webDist, publicUrl: 'https://artclash.example/' });
});
afterAll(async () => t?.close());

/** The content of every <meta property|name="…"> of a page. */
function metaOf(html: string): Record<string, string> {
  const tags = [...html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)" \/>/g)];
  return Object.fromEntries(tags.map(([, name, content]) => [name!, content!]));
}

describe('the results page as the server sends it (/match-details/:eventId, docs/decisions.md#423)', () => {
  it('shares a finished night with its event card, 1200×630, in the page’s language; before, as the event page', async () => {
    const eventId = await buildEvent({ db: t.db, titleEng: 'Night Canvas', titleJap: '夜のキャンバス', images: [] });
    const { battleId, player1Id } = await buildBattle({ db: t.db, eventId, battleName: 'Final' });
    const before = metaOf((await t.get(`/match-details/${eventId}`, 'en')).body);
    expect(before['og:image']).toBe('https://artclash.example/icons/icon-512.png');
    expect(before['og:url']).toBe(`https://artclash.example/match-details/${eventId}`);

    await t.db.update(battles).set({ battleStatus: 'complete', winnerId: player1Id }).where(eq(battles.id, battleId));
    const meta = metaOf((await t.get(`/match-details/${eventId}`, 'ja')).body);
    expect(meta).toMatchObject({
      'og:title': '夜のキャンバスの結果',
      'og:image': `https://artclash.example/backend/api/events/${eventId}/card?lang=ja`,
      'og:image:width': '1200',
      'og:image:height': '630',
      'twitter:card': 'summary_large_image',
    });
    const card = await t.get(`/backend/api/events/${eventId}/card?lang=ja`);
    expect(card.headers['content-type']).toBe('image/png');
  });
});

describe('an event page as the server sends it (/event-details/:eventId)', () => {
  it('carries Open Graph and Twitter card tags in the reply language: title, dates in the event’s zone, cover, link', async () => {
    const eventId = await buildEvent({
      db: t.db,
      titleEng: 'Shibuya Night Canvas',
      titleJap: '渋谷ナイトキャンバス',
      rulesJap: 'テーマはルーレットで決定。',
      images: ['uploads/demo/cover-1.webp'],
      timezone: 'Asia/Tokyo',
      dateTimes: [{ dates: '2026-12-05', start_time: '18:00', end_time: '21:00' }],
    });
    const reply = await t.get(`/event-details/${eventId}`, 'ja');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toContain('text/html');
    expect(reply.headers['cache-control']).toBe('no-cache');
    expect(reply.body).toContain('<div id="root">');
    expect(reply.body).toContain('<title>渋谷ナイトキャンバス | ArtClash</title>');
    const meta = metaOf(reply.body);
    expect(meta).toMatchObject({
      'og:type': 'website',
      'og:title': '渋谷ナイトキャンバス',
      'og:url': `https://artclash.example/event-details/${eventId}`,
      'og:image': 'https://artclash.example/backend/uploads/demo/cover-1.webp',
      'og:image:alt': '渋谷ナイトキャンバス',
      'og:locale': 'ja_JP',
      'twitter:card': 'summary_large_image',
      'twitter:title': '渋谷ナイトキャンバス',
      'twitter:image': 'https://artclash.example/backend/uploads/demo/cover-1.webp',
    });
    expect(meta['og:description']).toBe('2026年12月5日 18:00 GMT+9 — テーマはルーレットで決定。');
    expect(meta.description).toBe(meta['og:description']);
    // One description only: the generic one gave way.
    expect(reply.body.match(/<meta name="description"/g)).toHaveLength(1);

    const english = metaOf((await t.get(`/event-details/${eventId}`, 'en')).body);
    expect(english['og:title']).toBe('Shibuya Night Canvas');
    expect(english['og:description']).toBe('Dec 5, 2026, 6:00 PM GMT+9');
  });

  it('escapes what the organiser typed, so a title cannot break out of the tags', async () => {
    const eventId = await buildEvent({
      db: t.db,
      titleEng: 'Paint "&" <script>alert(1)</script>',
      titleJap: '"x"',
      images: [],
    });
    const reply = await t.get(`/event-details/${eventId}`, 'en');
    expect(reply.body).not.toContain('<script>alert(1)');
    expect(metaOf(reply.body)['og:title']).toBe('Paint &quot;&amp;&quot; &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(reply.body).toContain(
      '<title>Paint &quot;&amp;&quot; &lt;script&gt;alert(1)&lt;/script&gt; | ArtClash</title>',
    );
  });

  it('shares an event without a cover with the product’s own picture, as an absolute address (docs/product.md#rule-324)', async () => {
    const eventId = await buildEvent({ db: t.db, titleEng: 'Open Studio', titleJap: 'オープンスタジオ', images: [] });
    const meta = metaOf((await t.get(`/event-details/${eventId}`, 'en')).body);
    expect(meta).toMatchObject({
      'og:image': 'https://artclash.example/icons/icon-512.png',
      'og:image:width': '512',
      'og:image:height': '512',
      'og:image:alt': 'ArtClash',
      // A square picture: the small card.
      'twitter:card': 'summary',
      'twitter:image': 'https://artclash.example/icons/icon-512.png',
    });
    // The picture is one the web app's build serves.
    expect(existsSync(join(import.meta.dirname, '../../../web/public/icons/icon-512.png'))).toBe(true);
  });

  it('is the plain app page for an unknown or malformed event id (the app says it was not found)', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const reply = await t.get(`/event-details/${id}`);
      expect(reply.statusCode).toBe(200);
      // The app's page as built, asking only for the screen's code and texts (docs/decisions.md#187).
      expect(reply.body.replace(/\s*<link rel="modulepreload"[^>]*>/g, '')).toBe(INDEX);
    }
  });
});

describe('the first screen asks for its largest image itself (docs/decisions.md#184)', () => {
  const preloads = (html: string) =>
    [...html.matchAll(/<link rel="preload" as="image" ([^>]*) \/>/g)].map(([, attributes]) => attributes);

  it("on an event page: the cover, with the srcset and sizes the screen's image has", async () => {
    const eventId = await buildEvent({
      db: t.db,
      images: ['uploads/events/k-1600.webp', 'uploads/events/g-1600.webp'],
    });
    expect(preloads((await t.get(`/event-details/${eventId}`)).body)).toEqual([
      'href="/backend/uploads/events/k-1600.webp" imagesrcset="/backend/uploads/events/k-400.webp 400w, /backend/uploads/events/k-800.webp 800w, /backend/uploads/events/k-1600.webp 1600w" imagesizes="(max-width: 480px) 100vw, 480px" fetchpriority="high"',
    ]);
    const plain = await buildEvent({ db: t.db, images: ['uploads/events/old.webp'] });
    expect(preloads((await t.get(`/event-details/${plain}`)).body)).toEqual([
      'href="/backend/uploads/events/old.webp" fetchpriority="high"',
    ]);
    const none = await buildEvent({ db: t.db, images: [] });
    expect(preloads((await t.get(`/event-details/${none}`)).body)).toEqual([]);
  });

  it("on home: the cover of the first city tab's latest past event, and the page is never cached", async () => {
    const before = await t.get('/');
    expect(before.statusCode).toBe(200);
    expect(before.headers['cache-control']).toBe('no-cache');
    expect(before.body).toContain('<div id="root">');
    await buildEvent({
      db: t.db,
      city: 'Tokyo',
      images: ['uploads/events/tokyo-1600.webp'],
      timezone: 'Asia/Tokyo',
      dateTimes: [{ dates: '2020-01-05', start_time: '18:00', end_time: '21:00' }],
    });
    await new Promise((resolve) => setTimeout(resolve, 1100)); // past the reply cache (REPLY_CACHE_MS)
    expect(preloads((await t.get('/')).body)).toEqual([
      expect.stringContaining('href="/backend/uploads/events/tokyo-1600.webp" imagesrcset='),
    ]);
  });
});

describe("a first screen's page asks for the screen's code and the visitor's texts (docs/decisions.md#187)", () => {
  const modules = (html: string) =>
    [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)" \/>/g)].map(([, href]) => href);

  it('on home, Event Details, Voting and the big screen, in the language the app will start in, varying by it', async () => {
    const eventId = await buildEvent({ db: t.db });
    const home = await t.inject({ url: '/', headers: { 'accept-language': 'en-GB,en;q=0.9' } });
    expect(modules(home.body)).toEqual(['/assets/home-1.js', '/assets/dictionary-en-1.js']);
    expect(home.body).toContain('<link rel="preload" as="style" crossorigin href="/assets/home-1.css" />');
    expect(home.headers.vary).toContain('Accept-Language');
    expect(home.headers['cache-control']).toBe('no-cache');
    const ja = { 'accept-language': 'ja-JP' };
    expect(modules((await t.inject({ url: `/event-details/${eventId}`, headers: ja })).body)).toEqual([
      '/assets/event-details-1.js',
      '/assets/dictionary-ja-1.js',
    ]);
    expect(modules((await t.inject({ url: `/voting/${eventId}`, headers: ja })).body)).toEqual([
      '/assets/voting-1.js',
      '/assets/dictionary-ja-1.js',
    ]);
    const bigScreen = await t.inject({ url: `/live-event-battle/${eventId}`, headers: ja });
    expect(modules(bigScreen.body)).toEqual(['/assets/live-event-battle-1.js', '/assets/dictionary-ja-1.js']);
    expect(bigScreen.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it('in the language the visitor chose in the app (its cookie), whatever the browser says (docs/decisions.md#189)', async () => {
    const chosen = await t.inject({
      url: '/',
      headers: { 'accept-language': 'en-US', cookie: 'theme=dark; language=ja' },
    });
    expect(modules(chosen.body)).toEqual(['/assets/home-1.js', '/assets/dictionary-ja-1.js']);
    expect(chosen.body).toContain('<script type="application/json" id="first-replies">{"language":"ja"');
    expect(chosen.headers.vary).toContain('Cookie');
    // Anything else in the cookie is not a choice: the browser's language counts.
    const odd = await t.inject({ url: '/', headers: { 'accept-language': 'en-US', cookie: 'language=fr' } });
    expect(modules(odd.body)).toEqual(['/assets/home-1.js', '/assets/dictionary-en-1.js']);
  });
});

describe("a first screen's page carries the screen's public replies (docs/decisions.md#188)", () => {
  const firstReplies = (html: string) => {
    const block = /<script type="application\/json" id="first-replies">(.*?)<\/script>/s.exec(html)?.[1];
    return block === undefined
      ? undefined
      : (JSON.parse(block) as { language: string; replies: Record<string, { status: number; events: unknown }> });
  };

  it("on home: the upcoming events and the first city tab's past events, as the calls answer them, in the reply language", async () => {
    await buildEvent({
      db: t.db,
      city: 'Tokyo',
      dateTimes: [{ dates: '2020-02-02', start_time: '18:00', end_time: '21:00' }],
    });
    const page = firstReplies((await t.get('/', 'en')).body)!;
    expect(page.language).toBe('en');
    expect(Object.keys(page.replies).toSorted()).toEqual([
      '/backend/api/GetPastEvent?city=Tokyo',
      '/backend/api/GetUpcomingEvent',
    ]);
    for (const [url, reply] of Object.entries(page.replies)) expect(reply).toEqual((await t.get(url, 'en')).json());
    expect(firstReplies((await t.get('/', 'ja')).body)!.language).toBe('ja');
  });

  it("on an event page: the event's details; nothing for an unknown event; what the organiser typed cannot close the block", async () => {
    const eventId = await buildEvent({
      db: t.db,
      titleEng: '</script><script>alert(1)</script> & <b>',
      titleJap: '夜\u2028の部',
    });
    const html = (await t.get(`/event-details/${eventId}`, 'en')).body;
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const page = firstReplies(html)!;
    const details = page.replies[`/backend/api/SingleEventDetails/${eventId}`]!;
    expect(details).toEqual((await t.get(`/backend/api/SingleEventDetails/${eventId}`, 'en')).json());
    expect(JSON.stringify(details)).toContain('</script><script>alert(1)</script> & <b>');
    expect(firstReplies((await t.get('/event-details/00000000-0000-4000-8000-000000000000')).body)).toBeUndefined();
  });

  it("on Voting and the big screen: the event's battle list as EventByAllBattle answers it, with the time it was read (docs/decisions.md#191)", async () => {
    const eventId = await buildEvent({ db: t.db, titleEng: 'Live Night', titleJap: 'ライブの夜' });
    await buildBattle({ db: t.db, eventId, votingStatus: 'on' });
    const url = `/backend/api/EventByAllBattle/${eventId}`;
    for (const screen of ['voting', 'live-event-battle']) {
      const before = Date.now();
      const page = firstReplies((await t.get(`/${screen}/${eventId}`, 'ja')).body)!;
      expect(page.language).toBe('ja');
      expect(Object.keys(page.replies)).toEqual([url]);
      const reply = page.replies[url] as unknown as { serverNow: string; event: { title_jap: string } };
      expect(reply).toEqual({ ...(await t.get(url, 'ja')).json(), serverNow: reply.serverNow });
      expect(reply.event.title_jap).toBe('ライブの夜');
      expect(Date.parse(reply.serverNow)).toBeGreaterThanOrEqual(before - 1000);
    }
    expect(firstReplies((await t.get('/voting/00000000-0000-4000-8000-000000000000')).body)).toBeUndefined();
  });
});

describe('a served page takes what people typed as it is (docs/decisions.md#218)', () => {
  // `String.replace` with a string reads these as patterns: the whole match, the page before it, the page after it.
  const TRICKY = "$& $` $' $$ </script> \u2028 end";
  const marks = (html: string) => ({
    heads: html.match(/<\/head>/g)?.length,
    bodies: html.match(/<\/body>/g)?.length,
    roots: html.match(/<div id="root">/g)?.length,
    scriptEnds: html.match(/<\/script>/g)?.length,
  });
  const repliesOf = (html: string) =>
    (
      JSON.parse(/<script type="application\/json" id="first-replies">(.*?)<\/script>/s.exec(html)![1]!) as {
        replies: Record<string, unknown>;
      }
    ).replies;

  it('usernames, event names, rules, venues, battle names and keywords with $ patterns, </script> and U+2028, on every first screen', async () => {
    const artist = await buildUser({
      db: t.db,
      type: 'artist',
      username: `artist ${TRICKY}`,
      nickname: TRICKY,
      teamName: TRICKY,
    });
    const typed = {
      titleEng: `Night ${TRICKY}`,
      titleJap: `夜 ${TRICKY}`,
      rulesEng: TRICKY,
      rulesJap: TRICKY,
      venueNameEng: TRICKY,
      venueNameJap: TRICKY,
      venueAddressEng: TRICKY,
      venueAddressJap: TRICKY,
      city: 'Tokyo',
    };
    const eventId = await buildEvent({
      db: t.db,
      ...typed,
      participants: [artist.id],
      images: ['uploads/events/$&.webp'],
    });
    await buildBattle({
      db: t.db,
      eventId,
      player1Id: artist.id,
      battleName: TRICKY,
      battleNameJap: TRICKY,
      keyword1Eng: TRICKY,
      keyword2Jap: TRICKY,
    });
    await buildEvent({
      db: t.db,
      ...typed,
      participants: [artist.id],
      dateTimes: [{ dates: '2020-03-03', start_time: '18:00', end_time: '21:00' }],
    });
    await new Promise((resolve) => setTimeout(resolve, 1100)); // past the reply cache (REPLY_CACHE_MS)

    for (const path of ['/', `/event-details/${eventId}`, `/voting/${eventId}`, `/live-event-battle/${eventId}`]) {
      for (const language of ['en', 'ja'] as const) {
        const html = (await t.get(path, language)).body;
        // The page keeps its shape: nothing was copied into it, nothing closed its replies' block early.
        expect(marks(html), path).toEqual({ heads: 1, bodies: 1, roots: 1, scriptEnds: 1 });
        expect(html).not.toContain(TRICKY.slice(0, 11));
        // U+2028 ends a line in script: the replies' block carries it escaped (in the page's text it is a character).
        expect(/id="first-replies">(.*?)<\/script>/s.exec(html)![1]).not.toContain('\u2028');
        // Every reply it carries is the call's own reply, to the letter, the typed text included.
        const replies = repliesOf(html);
        expect(Object.keys(replies).length, path).toBeGreaterThan(0);
        for (const [url, reply] of Object.entries(replies)) {
          expect(reply).toEqual({
            ...(await t.get(url, language)).json(),
            ...(url.includes('EventByAllBattle') && { serverNow: (reply as { serverNow: string }).serverNow }),
          });
          expect(JSON.stringify(reply)).toContain(TRICKY);
        }
      }
    }

    // The link preview and the title carry the event's name escaped, with its $ patterns as they were typed.
    const details = (await t.get(`/event-details/${eventId}`, 'en')).body;
    expect(metaOf(details)['og:title']).toBe('Night $&amp; $` $&#39; $$ &lt;/script&gt; \u2028 end');
    expect(details).toContain('<title>Night $&amp; $` $&#39; $$ &lt;/script&gt; \u2028 end | ArtClash</title>');
    expect(details).toContain('<link rel="preload" as="image" href="/backend/uploads/events/$&amp;.webp"');
  });
});
