import { describe, expect, it } from 'vitest';
import { ImageGate } from './image-gate.ts';

const limits = { maxPixels: 40_000_000, decodesAtOnce: 2, decodesWaiting: 1, uploadsPerUser: 100 };

/** A decode that runs until the test ends it, and tells when it started. */
function heldDecode() {
  let end = () => {};
  let started = false;
  const ended = new Promise<void>((resolve) => {
    end = resolve;
  });
  return {
    decode: async () => {
      started = true;
      await ended;
      return 'decoded';
    },
    end,
    started: () => started,
  };
}
const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('the image gate (docs/decisions.md#253)', () => {
  it('decodes at most `decodesAtOnce` at a time, lets `decodesWaiting` wait, and refuses the next with 503', async () => {
    const gate = new ImageGate(limits);
    const [a, b, c] = [heldDecode(), heldDecode(), heldDecode()];
    const runs = [gate.run('u1', a.decode), gate.run('u2', b.decode), gate.run('u3', c.decode)];
    await tick();
    expect([a.started(), b.started(), c.started()]).toEqual([true, true, false]);
    expect(gate.load).toEqual({ running: 2, waiting: 1 });

    const refused = heldDecode();
    await expect(gate.run('u4', refused.decode)).rejects.toMatchObject({
      statusCode: 503,
      messageKey: 'server.imagesBusy',
      details: { retryAfterSeconds: 5 },
    });
    expect(refused.started()).toBe(false);

    // A place that frees goes to the one waiting, never past the limit.
    a.end();
    await tick();
    expect(c.started()).toBe(true);
    expect(gate.load).toEqual({ running: 2, waiting: 0 });
    b.end();
    c.end();
    expect(await Promise.all(runs)).toEqual(['decoded', 'decoded', 'decoded']);
    expect(gate.load).toEqual({ running: 0, waiting: 0 });
  });

  it('gives the place back when a decode fails', async () => {
    const gate = new ImageGate({ ...limits, decodesAtOnce: 1, decodesWaiting: 0 });
    await expect(gate.run('u1', () => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect(await gate.run('u1', async () => 'next')).toBe('next');
    expect(gate.load).toEqual({ running: 0, waiting: 0 });
  });

  it("counts each user's uploads over 10 minutes and refuses past the rate with 429 and Retry-After; the console is not counted", async () => {
    let now = Date.parse('2030-05-01T10:00:00Z');
    const gate = new ImageGate({ ...limits, uploadsPerUser: 2 }, () => now);
    await gate.run('fan', async () => 1);
    now += 60_000;
    await gate.run('fan', async () => 2);
    let decoded = false;
    await expect(
      gate.run('fan', async () => {
        decoded = true;
      }),
    ).rejects.toMatchObject({
      statusCode: 429,
      messageKey: 'server.tooManyUploads',
      details: { retryAfterSeconds: 540 },
    });
    expect(decoded).toBe(false);
    expect(await gate.run('someone-else', async () => 'theirs')).toBe('theirs');
    for (let i = 0; i < 5; i += 1) await gate.run(undefined, async () => 'console');
    now += 540_000;
    expect(await gate.run('fan', async () => 'again')).toBe('again');
  });

  it('does not count an upload the full queue refused', async () => {
    const gate = new ImageGate({ ...limits, decodesAtOnce: 1, decodesWaiting: 0, uploadsPerUser: 1 });
    const held = heldDecode();
    const running = gate.run('other', held.decode);
    await expect(gate.run('fan', async () => 'x')).rejects.toMatchObject({ statusCode: 503 });
    held.end();
    await running;
    expect(await gate.run('fan', async () => 'counted once')).toBe('counted once');
  });

  it('refuses more pixels than the limit with 413, naming the limit in megapixels', () => {
    const gate = new ImageGate(limits);
    expect(() => gate.checkPixels(6000, 6000)).not.toThrow();
    expect(() => gate.checkPixels(7000, 7000)).toThrow(
      expect.objectContaining({
        statusCode: 413,
        messageKey: 'server.imageTooManyPixels',
        details: { variables: { megapixels: 40 } },
      }),
    );
  });
});
