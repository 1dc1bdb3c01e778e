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
    return new Response(JSON.stringify({ status: 0, message: 'Not found' }), { status: 404 });
  });
  vi.stubGlobal('fetch', fetchStub);
  return { requests, fetchStub };
}

/** A handler answering one path (exact, without the query string). */
export const on =
  (path: string, reply: Reply | ((url: URL) => Reply)): Handler =>
  (url) =>
    url.pathname === path ? (typeof reply === 'function' ? reply(url) : reply) : undefined;
