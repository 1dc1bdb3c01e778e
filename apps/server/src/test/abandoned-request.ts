import { connect, type Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

/**
 * Holds a table until `release()`: a transaction takes it in ACCESS EXCLUSIVE mode, so every query that reads it
 * waits (on PostgreSQL; embedded PGlite runs one transaction at a time, so there every query waits). A request
 * that reads it stays pending in that read, as long as the test wants.
 */
export async function holdTable(db: Database, table: string): Promise<{ release(): Promise<void> }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let taken!: () => void;
  const held = new Promise<void>((resolve) => (taken = resolve));
  const transaction = db.transaction(async (tx) => {
    await tx.execute(sql.raw(`lock table ${table} in access exclusive mode`));
    taken();
    await released;
  });
  await Promise.race([held, transaction]);
  return {
    release: async () => {
      release();
      await transaction;
    },
  };
}

/**
 * A request written on a raw TCP connection, as a script writes it: `reset()` ends the connection with a TCP reset
 * (what a client that gives up sends), without waiting for any answer.
 */
export async function rawRequest(origin: string, head: string, body = ''): Promise<{ reset(): Promise<void> }> {
  const { hostname, port } = new URL(origin);
  const socket: Socket = connect(Number(port), hostname);
  socket.on('error', () => {
    // The reset is the point; the server's side of it is what the tests look at.
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  await new Promise<void>((resolve) => socket.write(`${head}\r\n\r\n${body}`, () => resolve()));
  return {
    reset: async () => {
      const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
      socket.resetAndDestroy();
      await closed;
    },
  };
}
