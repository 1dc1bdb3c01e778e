import { joinCodeOf, joinPathOf } from '@artclash/contract/values';
import { describe, expect, it } from 'vitest';
import { buildEvent } from '../../test/factories.ts';
import { useTestApp } from '../../test/helper.ts';

const t = useTestApp();

describe('the short address under the big screen’s QR code, /v/{code} (docs/product.md#rule-309)', () => {
  it('sends a visitor on to the event’s voting page, in either case, with the room code they were given', async () => {
    const id = await buildEvent({ db: t.db });
    expect(joinPathOf(id)).toMatch(/^\/v\/[0-9a-f]{8}$/);
    const reply = await t.get(joinPathOf(id));
    expect(reply.statusCode).toBe(302);
    expect(reply.headers.location).toBe(`/voting/${id}`);
    const upper = await t.get(`/v/${joinCodeOf(id).toUpperCase()}?room=123456`);
    expect(upper.headers.location).toBe(`/voting/${id}?room=123456`);
  });

  it.each([
    ['a code no event has', 'ffffffff'],
    ['a code too short', 'abc'],
    ['a code that is not hex', 'zzzzzzzz'],
    ['a NUL byte', '%00'],
    ['a whole address', 'https%3A%2F%2Fevil.example'],
  ])('sends nobody anywhere for %s', async (_, code) => {
    // The app's own page answers it (its router says the page was not found): here, with no web build, the
    // server's notice that the app is not built.
    const reply = await t.get(`/v/${code}`);
    expect(reply.statusCode).not.toBe(302);
    expect(reply.headers.location).toBeUndefined();
    expect(reply.body).toContain('The web app is not built');
  });
});
