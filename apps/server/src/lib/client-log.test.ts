import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { CLIENT_LOG_LIMITS, createClientLog } from './client-log.ts';

interface Line {
  level: 'warn' | 'debug';
  fields: Record<string, unknown>;
  message: string;
}

/** Requests from an address, writing to one list of lines, as pino's child loggers would. */
function requests() {
  const lines: Line[] = [];
  const log = {
    warn: (fields: Record<string, unknown>, message: string) => lines.push({ level: 'warn', fields, message }),
    debug: (fields: Record<string, unknown>, message: string) => lines.push({ level: 'debug', fields, message }),
  };
  const from = (ip: string | undefined) => ({ ip, log }) as unknown as FastifyRequest;
  const warned = () => lines.filter((line) => line.level === 'warn');
  return { lines, from, warned };
}

describe('createClientLog (docs/decisions.md#354)', () => {
  it('writes 20 lines of one address a minute at warn, one line saying so, then the rest at debug, whole', () => {
    expect(CLIENT_LOG_LIMITS).toEqual({ perAddress: 20, inAll: 600, windowMs: 60_000 });
    const { lines, from, warned } = requests();
    const log = createClientLog(CLIENT_LOG_LIMITS, () => 0);
    for (let i = 0; i < 500; i += 1) log.warn(from('203.0.113.9'), { status: 400, i }, 'slow request');
    expect(warned()).toHaveLength(21);
    expect(
      warned()
        .slice(0, 20)
        .map((line) => line.fields.i),
    ).toEqual([...Array(20).keys()]);
    expect(warned()[20]).toEqual({
      level: 'warn',
      fields: { scope: 'address', address: '203.0.113.9', limit: 20, windowSeconds: 60 },
      message: 'client log limited',
    });
    expect(lines.filter((line) => line.level === 'debug')).toHaveLength(480);
    expect(lines.at(-1)).toEqual({
      level: 'debug',
      fields: { status: 400, i: 499, held: true },
      message: 'slow request',
    });
    // Another client, and an IPv6 client by its /64 (one home's addresses are one client), each has its own.
    for (let i = 0; i < 30; i += 1) log.warn(from(`2001:db8:1:2::${i + 1}`), { i }, 'slow request');
    expect(warned()).toHaveLength(21 + 21);
    expect(warned().at(-1)?.fields).toMatchObject({ scope: 'address', address: '2001:db8:1:2::/64' });
  });

  it('writes at most its limit in all a minute however many addresses send, then a line telling what it held', () => {
    let now = 0;
    const { lines, from, warned } = requests();
    const log = createClientLog({ perAddress: 2, inAll: 10, windowMs: 1000 }, () => now);
    for (let i = 0; i < 300; i += 1) log.warn(from(`198.51.100.${i % 100}`), { i }, 'social sign-in failed');
    expect(warned()).toHaveLength(11);
    expect(warned().at(-1)?.fields).toEqual({ scope: 'all', limit: 10, windowSeconds: 1 });
    expect(lines).toHaveLength(300 + 11 - 10);

    // The next window starts again, its first line saying how many lines and clients the last one held.
    now = 1000;
    log.warn(from('198.51.100.1'), { i: 300 }, 'social sign-in failed');
    expect(warned().slice(-2)).toEqual([
      {
        level: 'warn',
        fields: { held: 290, clients: 100, windowSeconds: 1 },
        message: 'client log lines held at debug',
      },
      { level: 'warn', fields: { i: 300 }, message: 'social sign-in failed' },
    ]);
    // A window with nothing held says nothing of it.
    now = 2000;
    log.warn(from('198.51.100.1'), { i: 301 }, 'social sign-in failed');
    expect(warned().at(-1)?.fields).toEqual({ i: 301 });
  });

  it('counts a request whose client has gone, and has no address any more, under one key', () => {
    const { from, warned } = requests();
    const log = createClientLog({ perAddress: 1, inAll: 10, windowMs: 1000 }, () => 0);
    log.warn(from(undefined), {}, 'slow request');
    log.warn(from(undefined), {}, 'slow request');
    expect(warned().map((line) => line.fields)).toEqual([
      {},
      { scope: 'address', address: 'unknown', limit: 1, windowSeconds: 1 },
    ]);
  });
});
