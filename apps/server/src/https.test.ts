import { request as httpsRequest } from 'node:https';
import { connect, type ClientHttp2Session, type IncomingHttpHeaders } from 'node:http2';
import { brotliDecompressSync } from 'node:zlib';
import { generate } from 'selfsigned';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBattle, buildEvent } from './test/factories.ts';
import { buildTestApp, type TestApp } from './test/helper.ts';
import { writeWebDist } from './test/web-dist.ts';

// docs/decisions.md#190: with TLS_CERT and TLS_KEY the server itself speaks HTTPS — HTTP/2 to browsers
// (one connection for a page's every file and its live stream) and HTTP/1.1 to other clients.
const script = `console.log(${JSON.stringify('ArtClash '.repeat(400))});`;
let t: TestApp;
let origin = '';
let cert = '';
let eventId = '';
let session: ClientHttp2Session;

beforeAll(async () => {
  const pems = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
  });
  cert = pems.cert;
  const index =
    '<!doctype html><html lang="ja"><head><title>ArtClash</title></head><body><div id="root"></div></body></html>';
  const webDist = await writeWebDist({ 'index.html': index, 'assets/app-1234.js': script }, { precompressed: true });
  t = await buildTestApp({ webDist, tls: { cert: pems.cert, key: pems.private }, publicUrl: 'https://127.0.0.1' });
  eventId = await buildEvent({ db: t.db, titleEng: 'Secure Clash', titleJap: 'セキュアクラッシュ' });
  await buildBattle({ db: t.db, eventId, votingStatus: 'on' });
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  session = connect(origin, { ca: cert });
});
afterAll(async () => {
  session?.close();
  await t?.close();
});

/** One HTTP/2 request: its headers and body once it ends. */
function get2(
  path: string,
  headers: Record<string, string> = {},
): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const stream = session.request({ ':path': path, ...headers });
    const chunks: Buffer[] = [];
    let replyHeaders: IncomingHttpHeaders = {};
    stream.on('response', (received) => (replyHeaders = received));
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => resolve({ headers: replyHeaders, body: Buffer.concat(chunks) }));
    stream.on('error', reject);
    stream.end();
  });
}

/** The live stream's headers and its first message, read over HTTP/2 or HTTP/1.1. */
function firstLiveMessage(over: 'http2' | 'http1'): Promise<{ headers: IncomingHttpHeaders; text: string }> {
  const path = `/backend/api/live/${eventId}?lang=ja`;
  return new Promise((resolve, reject) => {
    const read = (headers: IncomingHttpHeaders, body: NodeJS.ReadableStream, close: () => void) => {
      let text = '';
      body.on('data', (chunk: Buffer) => {
        text += chunk.toString();
        if (text.includes('event: snapshot')) {
          close();
          resolve({ headers, text });
        }
      });
    };
    if (over === 'http2') {
      const stream = session.request({ ':path': path, accept: 'text/event-stream' });
      stream.on('response', (headers) => read(headers, stream, () => stream.close()));
      stream.on('error', reject);
      stream.end();
    } else {
      const request = httpsRequest(
        `${origin}${path}`,
        { ca: cert, headers: { accept: 'text/event-stream' } },
        (response) => read(response.headers, response, () => response.destroy()),
      );
      request.on('error', reject);
      request.end();
    }
  });
}

describe('HTTPS and HTTP/2 (TLS_CERT, TLS_KEY)', () => {
  it('answers calls over HTTP/2', async () => {
    const { headers, body } = await get2('/backend/api/GetUpcomingEvent', { 'accept-language': 'ja' });
    expect(headers[':status']).toBe(200);
    expect(JSON.parse(body.toString())).toMatchObject({
      status: 1,
      events: [{ _id: eventId, title_jap: 'セキュアクラッシュ' }],
    });
  });

  it('sends the app’s precompressed files over HTTP/2, as over HTTP/1.1', async () => {
    const { headers, body } = await get2('/assets/app-1234.js', { 'accept-encoding': 'br, gzip' });
    expect(headers[':status']).toBe(200);
    expect(headers['content-encoding']).toBe('br');
    expect(headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(body).toString()).toBe(script);
  });

  it('streams the live event over HTTP/2 without the connection headers HTTP/2 forbids', async () => {
    const { headers, text } = await firstLiveMessage('http2');
    expect(headers[':status']).toBe(200);
    expect(headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(headers.connection).toBeUndefined();
    expect(text).toContain('セキュアクラッシュ');
  });

  it('still speaks HTTP/1.1 over TLS to clients without HTTP/2, live stream included', async () => {
    const { headers, text } = await firstLiveMessage('http1');
    expect(headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(headers.connection).toBe('keep-alive');
    expect(text).toContain('セキュアクラッシュ');
  });
});
