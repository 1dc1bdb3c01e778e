import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { type OpenDatabase, openDatabase } from '../db/client.ts';

/** A fresh database for one test file: in-memory PGlite from the migrated snapshot, or a new PostgreSQL database. */
export async function openTestDatabase(): Promise<OpenDatabase> {
  if (process.env.TEST_DB === 'postgres') return openPostgresTestDatabase();
  const snapshot = new Blob([await readFile(inject('pgliteSnapshot'))]);
  return openDatabase({ pgliteSnapshot: snapshot });
}

/** A new, empty PostgreSQL database on TEST_DATABASE_URL's server: its URL, and how to drop it. */
export async function newPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl)
    throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/postgres');
  const name = `artclash_test_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

async function openPostgresTestDatabase(): Promise<OpenDatabase> {
  const { url, drop } = await newPostgresDatabase();
  const database = await openDatabase({ databaseUrl: url, poolSize: 4 });
  return {
    ...database,
    close: async () => {
      await database.close();
      await drop();
    },
  };
}
