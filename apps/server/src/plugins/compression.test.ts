import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { ZEventByAllBattleReplySchema } from '@artclash/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBattle, buildEvent, castVote } from '../test/factories.ts';
import { buildTestApp, type TestApp } from '../test/helper.ts';
import { writeWebDist } from '../test/web-dist.ts';

// docs/decisions.md#90: bytes on the wire. The build writes .br and .gz beside every text file (as
// vite-plugin-compression2 does); JSON replies from about 1 KB are compressed per request, the live
// snapshot once per change.
const script = `console.log(${JSON.stringify('ArtClash '.repeat(400))});`;
let t: TestApp;

beforeAll(async () => {
  const index = `<!doctype html><html lang="ja"><head><title>ArtClash</title></head><body><div id="root"></div>${'<!-- shell -->'.repeat(80)}</body></html>`;
  const webDist = await writeWebDist({ 'index.html': index, 'assets/app-1234.js': script }, { precompressed: true });
  t = await buildTestApp({ webDist });
});
afterAll(async () => t?.close());

const get = (url: string, encoding?: string) =>
  t.inject({
    method: 'GET',
    url,
    headers: { 'accept-language': 'en', ...(encoding !== undefined && { 'accept-encoding': encoding }) },
  });

describe('built files', () => {
  it('are sent as the precompressed brotli or gzip file the browser accepts, with a year-long cache', async () => {
    const br = await get('/assets/app-1234.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    // A script is no document: none of the page's policy headers, only what applies to any reply.
    expect(br.headers['content-security-policy']).toBeUndefined();
    expect(br.headers['x-content-type-options']).toBe('nosniff');

    const gzip = await get('/assets/app-1234.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);
  });

  it('are sent plain to a client that asks for no encoding', async () => {
    for (const encoding of [undefined, 'identity']) {
      const plain = await get('/assets/app-1234.js', encoding);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toContain('accept-encoding');
      expect(plain.body).toBe(script);
    }
  });

  it('send the page compressed too, and never for a stale cache', async () => {
    const page = await get('/calendar', 'br');
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('<div id="root">');
    expect((await get('/calendar')).body).toContain('<div id="root">');
  });
});

describe('JSON replies', () => {
  it('from about 1 KB go out compressed when asked and plain when not', async () => {
    const br = await get('/backend/api/fetch-all-country', 'gzip, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    const countries = JSON.parse(brotliDecompressSync(br.rawPayload).toString()) as { status: number };
    expect(countries.status).toBe(1);

    const gzip = await get('/backend/api/fetch-all-country', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(countries);

    const plain = await get('/backend/api/fetch-all-country');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(countries);
  });

  it('stay plain when small, where compressing would only cost time', async () => {
    const reply = await get('/backend/api/NoSuchCall', 'gzip, br');
    expect(reply.statusCode).toBe(404);
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(reply.json()).toMatchObject({ status: 0 });
  });
});

describe('the live snapshot (EventByAllBattle)', () => {
  it('is gzipped once per change: polls between two changes share every byte but their time', async () => {
    const eventId = await buildEvent({ db: t.db, titleEng: 'Compressed Clash', titleJap: '圧縮クラッシュ' });
    const { battleId, player1Id } = await buildBattle({ db: t.db, eventId, votingStatus: 'on' });
    const url = `/backend/api/EventByAllBattle/${eventId}`;
    const poll = async () => {
      const reply = await get(url, 'gzip, deflate, br');
      expect(reply.headers['content-encoding']).toBe('gzip');
      expect(reply.headers.vary).toContain('accept-encoding');
      return {
        bytes: reply.rawPayload,
        body: ZEventByAllBattleReplySchema.parse(JSON.parse(gunzipSync(reply.rawPayload).toString())),
      };
    };
    const first = await poll();
    const second = await poll();
    expect(second.body.event).toEqual(first.body.event);
    expect(first.body.event.title_eng).toBe('Compressed Clash');
    // The compressed snapshot is the same bytes; only the stored serverNow block and the trailer differ.
    const shared = first.bytes.length - 40;
    expect(second.bytes.subarray(0, shared).equals(first.bytes.subarray(0, shared))).toBe(true);
    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(ZEventByAllBattleReplySchema.parse(plain.json()).event).toEqual(first.body.event);

    await castVote({ db: t.db, battleId, receiverId: player1Id });
    t.app.changes.publish({ eventId, kind: 'votes', battleId });
    const afterVote = await poll();
    expect(afterVote.body.event.battles[0]!.votes).toEqual({ Player1: 1, Player2: 0 });
  });
});
