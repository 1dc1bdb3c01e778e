import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ZFailureReplySchema } from '@artclash/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './test/helper.ts';
import { writeWebDist } from './test/web-dist.ts';

let t: TestApp;
let withoutDist: TestApp;

beforeAll(async () => {
  const webDist = await writeWebDist({
    'index.html': '<!doctype html><title>ArtClash</title><div id="root"></div>',
    'assets/app-1234.js': 'console.log("app")',
  });
  const boom = (app: FastifyInstance) =>
    app.get('/backend/api/boom', async () => {
      throw new Error('database on fire at /secret/path');
    });
  [t, withoutDist] = await Promise.all([buildTestApp({ webDist }, { extend: boom }), buildTestApp()]);
  await mkdir(join(t.config.dataDir, 'uploads', 'posts'), { recursive: true });
  await writeFile(join(t.config.dataDir, 'uploads', 'posts', 'art.webp'), 'RIFF-webp');
});
afterAll(async () => Promise.all([t?.close(), withoutDist?.close()]));

describe('unknown /backend paths', () => {
  it('answer a JSON 404 in the reply language', async () => {
    const reply = await t.get('/backend/api/NoSuchCall', 'ja');
    expect(reply.statusCode).toBe(404);
    expect(reply.headers['content-type']).toContain('application/json');
    expect(ZFailureReplySchema.parse(reply.json())).toEqual({ status: 0, message: '見つかりません' });
    expect(
      (
        await t.inject({ method: 'POST', url: '/backend/api/GetUpcomingEvent', headers: { 'accept-language': 'en' } })
      ).json(),
    ).toEqual({ status: 0, message: 'Not found' });
  });
});

describe('unexpected failures', () => {
  it('answer a localised 500 without the error or a stack trace', async () => {
    const reply = await t.get('/backend/api/boom', 'en');
    expect(reply.statusCode).toBe(500);
    expect(reply.json()).toEqual({ status: 0, message: 'Something went wrong on our side. Please try again.' });
    expect(reply.body).not.toContain('fire');
  });
});

describe('the web app', () => {
  it('serves index.html for client routes, never cached', async () => {
    for (const path of ['/', '/event-details/123', '/live-event/abc?x=1']) {
      const reply = await t.get(path);
      expect(reply.statusCode, path).toBe(200);
      expect(reply.headers['content-type']).toContain('text/html');
      expect(reply.headers['cache-control']).toBe('no-cache');
      expect(reply.body).toContain('<div id="root">');
    }
  });

  it('serves built assets with a long immutable cache and none of the headers only a revalidated file needs', async () => {
    const reply = await t.get('/assets/app-1234.js');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
    for (const name of [
      'etag',
      'last-modified',
      'accept-ranges',
      'strict-transport-security',
      'content-security-policy',
    ])
      expect(reply.headers[name], name).toBeUndefined();
    const page = await t.get('/');
    expect(page.headers['strict-transport-security']).toContain('max-age=');
  });

  it('answers 404, not the page, for a missing asset', async () => {
    const reply = await t.get('/assets/app-old.js');
    expect(reply.statusCode).toBe(404);
    expect(reply.body).not.toContain('<div id="root">');
  });

  it('sends a content security policy that allows only the configured stream players in iframes', async () => {
    const csp = String((await t.get('/')).headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain(
      'frame-src https://youtube.com https://www.youtube.com https://www.youtube-nocookie.com https://player.twitch.tv https://player.vimeo.com',
    );
  });

  it('says how to build it when it is missing', async () => {
    const reply = await withoutDist.get('/calendar');
    expect(reply.statusCode).toBe(503);
    expect(reply.body).toContain('npm run build');
  });
});

describe('uploads', () => {
  it('are served from DATA_DIR/uploads under /backend/uploads with a long cache', async () => {
    const reply = await t.get('/backend/uploads/posts/art.webp');
    expect(reply.statusCode).toBe(200);
    expect(reply.body).toBe('RIFF-webp');
    expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answer the JSON 404 for a missing file', async () => {
    const reply = await t.get('/backend/uploads/posts/missing.webp');
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toMatchObject({ status: 0 });
  });
});

describe('API documentation', () => {
  it('describes the calls as OpenAPI at /backend/docs', async () => {
    const reply = await t.get('/backend/docs/json');
    expect(reply.statusCode).toBe(200);
    expect(Object.keys(reply.json().paths)).toEqual(
      expect.arrayContaining([
        '/backend/api/GetUpcomingEvent',
        '/backend/api/EventByAllBattle/{id}',
        '/backend/api/fetch-all-country',
      ]),
    );
    expect((await t.get('/backend/docs/')).statusCode).toBe(200);
  });
});
