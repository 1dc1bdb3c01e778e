import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/test/fetch-stub';
import { createClientErrorReporter, watchClientErrors } from './client-errors';

const sent = (send: ReturnType<typeof vi.fn>) =>
  send.mock.calls.map(([url, body]) => ({ url: url as string, report: JSON.parse(body as string) as unknown }));

describe("a browser's crash reports (docs/decisions.md#342)", () => {
  it('sends the message, stack, route, build and part once, with keepalive, to the client-errors call', async () => {
    const { requests, fetchStub } = stubFetch();
    window.history.replaceState(null, '', '/live-event-battle/event-1?screen=secret-key&lang=ja');
    const report = createClientErrorReporter({ build: 'm4x9k2' });
    const error = new TypeError("Cannot read properties of undefined (reading 'username')");

    report(error, { part: 'arena' });
    report(error, { part: 'arena' });

    await vi.waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]).toMatchObject({
      method: 'POST',
      url: expect.objectContaining({ pathname: '/backend/api/client-errors', search: '' }) as URL,
      body: {
        message: "Cannot read properties of undefined (reading 'username')",
        stack: expect.stringContaining('TypeError') as string,
        // The path alone: the projector's screen key never leaves in a report.
        route: '/live-event-battle/event-1',
        build: 'm4x9k2',
        part: 'arena',
      },
    });
    expect(requests[0]!.headers.get('Content-Type')).toBe('application/json');
    expect(fetchStub.mock.calls[0]![1]).toMatchObject({ keepalive: true });
  });

  it('tells each message of each part and screen once, and stops at the cap of a page load', () => {
    const send = vi.fn();
    let route = '/voting/event-1';
    const report = createClientErrorReporter({ send, build: 'b1', route: () => route, limit: 3 });
    report(new Error('boom'), { part: 'vote-card' });
    report(new Error('boom'), { part: 'vote-card' });
    report(new Error('boom'), { part: 'stream' });
    route = '/live-event-battle/event-1';
    report(new Error('boom'), { part: 'stream' });
    report(new Error('another'), { part: 'stream' });
    expect(sent(send).map(({ report }) => report)).toEqual([
      expect.objectContaining({ part: 'vote-card', route: '/voting/event-1' }),
      expect.objectContaining({ part: 'stream', route: '/voting/event-1' }),
      expect.objectContaining({ part: 'stream', route: '/live-event-battle/event-1' }),
    ]);
  });

  it('sends what the server takes: bounded fields, no control characters, a message even for odd throws', () => {
    const send = vi.fn();
    const report = createClientErrorReporter({ send, build: 'b1', route: () => '/' });
    const long = new Error(`bad\u0000 value ${'x'.repeat(900)}`);
    long.stack = `Error: bad\n${'    at somewhere (/assets/a.js:1:1)\n'.repeat(400)}`;
    report(long);
    report('a string was thrown');
    report({ code: 42 });
    report(new Error('   '));
    const [first, second, third, fourth] = sent(send).map(
      ({ report }) => report as { message: string; stack?: string },
    );
    expect(first!.message).toMatch(/^bad value x+$/);
    expect(first!.message).toHaveLength(500);
    expect(first!.stack!.length).toBeLessThanOrEqual(4000);
    expect(first).not.toHaveProperty('part');
    expect(second!.message).toBe('a string was thrown');
    expect(third!.message).toBe('{"code":42}');
    expect(fourth!.message).toBe('Error');
  });

  it("reports the window's uncaught errors and unawaited rejections until it stops watching", () => {
    const report = vi.fn();
    // A window of its own: the test runner treats the real window's error events as its own failures.
    const target = new EventTarget() as Window;
    const stop = watchClientErrors(target, report);
    const thrown = new Error('uncaught');
    target.dispatchEvent(new ErrorEvent('error', { error: thrown, message: 'uncaught' }));
    const rejection = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.assign(rejection, { reason: 'no answer' });
    target.dispatchEvent(rejection);
    stop();
    target.dispatchEvent(new ErrorEvent('error', { error: new Error('after') }));
    expect(report.mock.calls).toEqual([[thrown], ['no answer']]);
  });
});
