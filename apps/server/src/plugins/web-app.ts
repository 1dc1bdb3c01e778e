import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { escapeHtml, insertBefore, jsonInHtml, replaceFirst } from '../lib/html.ts';
import { isUuid } from '../lib/ids.ts';
import { pageLanguage, serverMessage } from '../lib/language.ts';
import {
  COLUMN_IMAGE_SIZES,
  eventImageSizes,
  type FirstScreenName,
  firstScreens,
  RESULTS_PATH,
  type Language,
  srcSetOf,
  type TEvent,
} from '@artclash/contract';
import { PRODUCT_PICTURE, resultsPreview, sharePreview, type SharePreview } from '../modules/events/index.ts';
import { type BuildManifest, screenPreloads } from '../lib/screen-preloads.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A first screen's replies by the names the contract gives them; a call that failed is undefined. */
type ScreenReplies = Record<string, unknown>;

/** The page with an event's Open Graph and Twitter card tags in its head (docs/product.md#rule-93): messengers run no script. */
function pageWithPreview(page: string, preview: SharePreview, productName: string): string {
  const title = `${preview.title} | ${productName}`;
  const imageAlt = preview.imageIsCover ? preview.title : productName;
  const size = preview.imageSize ?? (preview.imageIsCover ? undefined : PRODUCT_PICTURE);
  const meta = (key: 'property' | 'name', name: string, content: string) =>
    `<meta ${key}="${name}" content="${escapeHtml(content)}" />`;
  const tags = [
    `<meta name="description" content="${escapeHtml(preview.description)}" />`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', productName),
    meta('property', 'og:title', preview.title),
    meta('property', 'og:description', preview.description),
    meta('property', 'og:url', preview.url),
    meta('property', 'og:locale', preview.language === 'ja' ? 'ja_JP' : 'en_US'),
    // Every event shares with a picture: its cover, else the product's own (docs/product.md#rule-324).
    meta('property', 'og:image', preview.image),
    ...(size
      ? [
          meta('property', 'og:image:width', String(size.width)),
          meta('property', 'og:image:height', String(size.height)),
        ]
      : []),
    meta('property', 'og:image:alt', imageAlt),
    meta('name', 'twitter:card', preview.imageIsCover ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', preview.title),
    meta('name', 'twitter:description', preview.description),
    meta('name', 'twitter:image', preview.image),
    meta('name', 'twitter:image:alt', imageAlt),
    `<link rel="canonical" href="${escapeHtml(preview.url)}" />`,
  ];
  let html = replaceFirst(page, /<html lang="[^"]*"/, `<html lang="${preview.language}"`);
  html = replaceFirst(html, /<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`);
  html = replaceFirst(html, /\s*<meta name="description"[^>]*>/, '');
  return insertBefore(html, '</head>', `    ${tags.join('\n    ')}\n  `);
}

/**
 * The first screen's largest image, asked for by the page itself (docs/decisions.md#184): it loads while
 * the scripts do, instead of after them, the data and a render. The same `srcset` and `sizes` as the
 * screen's own image, so the browser picks the same file and fetches it once.
 */
function pageWithImagePreload(page: string, path: string | undefined): string {
  if (!path || /^(https?:)?\/\//i.test(path)) return page;
  const sizes = eventImageSizes(path);
  const attributes = [
    `href="/backend/${escapeHtml(path)}"`,
    ...(sizes ? [`imagesrcset="${escapeHtml(srcSetOf(sizes))}"`, `imagesizes="${COLUMN_IMAGE_SIZES}"`] : []),
  ];
  return insertBefore(
    page,
    '</head>',
    `  <link rel="preload" as="image" ${attributes.join(' ')} fetchpriority="high" />\n  `,
  );
}

/**
 * The built web app on the same origin: files from its dist, every other GET path falls back to
 * index.html (client-side routes, docs/product.md §2.1); unknown /backend paths answer the JSON 404 of the API.
 */
export const webAppPlugin = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    const built = existsSync(join(config.webDist, 'index.html'));
    if (built) {
      // The build writes every text file also as .br and .gz (apps/web/vite.config.ts); the one the browser accepts is sent.
      await app.register(fastifyStatic, {
        root: config.webDist,
        prefix: '/',
        wildcard: true,
        preCompressed: true,
        cacheControl: false,
        setHeaders: (reply) => {
          reply.header('Cache-Control', 'no-cache');
        },
      });
      // Hashed files never change: a browser keeps them a year and never asks again, so they go without the
      // validators and ranges a revalidated file needs (each costs a phone bytes per file, docs/decisions.md#183).
      await app.register(fastifyStatic, {
        root: join(config.webDist, 'assets'),
        prefix: '/assets/',
        decorateReply: false,
        preCompressed: true,
        cacheControl: false,
        etag: false,
        lastModified: false,
        acceptRanges: false,
        setHeaders: (reply) => {
          reply.header('Cache-Control', IMMUTABLE);
        },
      });

      // An event's page carries its preview for link unfurling; the app itself is the same index.html.
      const page = readFileSync(join(config.webDist, 'index.html'), 'utf8');
      const manifestFile = join(config.webDist, '.vite', 'manifest.json');
      const manifest = existsSync(manifestFile)
        ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as BuildManifest)
        : {};
      /** index.html asking for the first screen's code, styles and the texts of the page's language too (docs/decisions.md#187, #189). */
      const pageOf = (request: FastifyRequest, screen: FirstScreenName) => {
        const links = screenPreloads(manifest, screen, pageLanguage(request));
        return links.length > 0 ? insertBefore(page, '</head>', `  ${links.join('\n    ')}\n  `) : page;
      };
      /**
       * The first screen's public replies (docs/decisions.md#188), each the call's own reply made by the call
       * itself, in the page's language; one that fails is left out and the app asks for it as usual. The page
       * also takes its cover and its preview from them, so the screen's data is read once.
       */
      const firstReplies = async (request: FastifyRequest, urls: string[]) => {
        const language = pageLanguage(request);
        const replies: Record<string, unknown> = {};
        await Promise.all(
          urls.map(async (url) => {
            const reply = await app.inject({ method: 'GET', url, headers: { 'accept-language': language } });
            if (reply.statusCode === 200) replies[url] = reply.json();
          }),
        );
        return { language, replies };
      };
      /** The page carrying those replies, for the app to take instead of asking: a round trip sooner. */
      const withFirstReplies = (html: string, first: Awaited<ReturnType<typeof firstReplies>>) =>
        Object.keys(first.replies).length === 0
          ? html
          : insertBefore(
              html,
              '</body>',
              `  <script type="application/json" id="first-replies">${jsonInHtml(first)}</script>\n  `,
            );
      /** A first screen's page: it differs by language (its texts, its replies, its preview) and is never cached stale. */
      const sendPage = (reply: FastifyReply, html: string) =>
        reply
          .header('Cache-Control', 'no-cache')
          .header('Vary', 'Accept-Language, Cookie')
          .type('text/html; charset=utf-8')
          .send(html);
      /** What a first screen's page takes from its replies besides carrying them: a preview, its largest image. */
      const fromReplies: Record<FirstScreenName, (html: string, replies: ScreenReplies, language: Language) => string> =
        {
          // Home's largest image is the cover of the first past event of the first city tab (features/events).
          home: (html, { past }) =>
            pageWithImagePreload(html, (past as { events?: TEvent[] } | undefined)?.events?.[0]?.images[0]),
          eventDetails: (html, { event }, language) => {
            const found = (event as { events?: TEvent } | undefined)?.events;
            if (!found) return html;
            const preview = sharePreview(found, { language, publicUrl: config.publicUrl });
            return pageWithImagePreload(pageWithPreview(html, preview, config.productName), found.images[0]);
          },
          // The live screens show the event's battle list before their stream opens (docs/decisions.md#191).
          voting: (html) => html,
          liveEventBattle: (html) => html,
        };
      // Each first screen's page at its route, with its replies (the contract's firstScreens, docs/decisions.md#217).
      // An unknown or malformed event id gets the plain page: the app says the event was not found.
      for (const name of Object.keys(firstScreens) as FirstScreenName[]) {
        app.get<{ Params: { eventId?: string } }>(firstScreens[name].path, async (request, reply) => {
          const urls: Record<string, string> = firstScreens[name].replies({ eventId: request.params.eventId ?? '' });
          const first = await firstReplies(request, Object.values(urls));
          const replies = Object.fromEntries(Object.entries(urls).map(([key, url]) => [key, first.replies[url]]));
          const html = fromReplies[name](pageOf(request, name), replies, first.language);
          return sendPage(reply, withFirstReplies(html, first));
        });
      }
      // The results page carries the event's share card as its preview (docs/decisions.md#423).
      app.get<{ Params: { eventId: string } }>(RESULTS_PATH, async (request, reply) => {
        const language = pageLanguage(request);
        const details = isUuid(request.params.eventId)
          ? await app.inject({
              method: 'GET',
              url: `/backend/api/SingleEventDetails/${request.params.eventId}`,
              headers: { 'accept-language': language },
            })
          : undefined;
        const event = details?.statusCode === 200 ? (details.json() as { events: TEvent }).events : undefined;
        const html = event
          ? pageWithPreview(page, resultsPreview(event, { language, publicUrl: config.publicUrl }), config.productName)
          : page;
        return sendPage(reply, html);
      });
    }

    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0] ?? '';
      if (
        path === '/backend' ||
        path.startsWith('/backend/') ||
        (request.method !== 'GET' && request.method !== 'HEAD')
      ) {
        return reply.code(404).send({ status: 0, message: serverMessage(request, 'notFound') });
      }
      // A missing hashed asset (an old page after a deploy) must not be answered with HTML.
      if (path.startsWith('/assets/')) return reply.code(404).type('text/plain; charset=utf-8').send('Not found\n');
      if (!built) {
        return reply
          .code(503)
          .type('text/plain; charset=utf-8')
          .send(
            `The web app is not built (no ${join(config.webDist, 'index.html')}). Run \`npm run build\` at the repository root, then restart the server.\n`,
          );
      }
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html', config.webDist);
    });
  },
  { name: 'web-app' },
);
