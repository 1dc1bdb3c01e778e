import { vi } from 'vitest';

type Reply = { status?: number; body: unknown };
type Handler = (url: URL, init: RequestInit | undefined) => Reply | undefined;

/**
 * Stubs the network edge only: `fetch` answers from the handlers (first match wins) and records
 * every request, so tests can assert on what the app asked the server for.
 */
export function stubFetch(...handlers: Handler[]) {
  const requests: { url: URL; headers: Headers; method: string; body: unknown }[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    requests.push({ url, headers: new Headers(init?.headers), method: init?.method ?? 'GET', body });
    for (const handler of handlers) {
      const reply = handler(url, init);
      if (reply)
        return new Response(JSON.stringify(reply.body), {
          status: reply.status ?? 200,
          headers: { 'Content-Type': 'application/json' },
        });
    }
    const wayIn = defaultWayIn(url);
    if (wayIn) return new Response(JSON.stringify(wayIn), { headers: { 'Content-Type': 'application/json' } });
    return new Response(JSON.stringify({ status: 0, message: 'Not found' }), { status: 404 });
  });
  vi.stubGlobal('fetch', fetchStub);
  return { requests, fetchStub };
}

/**
 * The big screen's way in (room-code, docs/decisions.md#333) as the server answers a screen without the screen key
 * on a deployment at https://artclash.example, unless a test answers it itself: every screen with a join panel asks.
 */
function defaultWayIn(url: URL) {
  const eventId = /^\/backend\/api\/room-code\/([^/]+)$/.exec(url.pathname)?.[1];
  if (!eventId) return undefined;
  return {
    status: 1,
    message: 'ok',
    voting_url: `https://artclash.example/voting/${eventId}`,
    short_url: `https://artclash.example/v/${eventId.replaceAll('-', '').slice(0, 8)}`,
    code: null,
    key: null,
    changes_at: '2026-12-05T12:31:00.000Z',
  };
}

/** A handler answering one path (exact, without the query string). */
export const on =
  (path: string, reply: Reply | ((url: URL) => Reply)): Handler =>
  (url) =>
    url.pathname === path ? (typeof reply === 'function' ? reply(url) : reply) : undefined;
