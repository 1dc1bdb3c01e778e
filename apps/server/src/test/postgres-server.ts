import pg from 'pg';

/** TEST_DATABASE_URL: the PostgreSQL server the tests make their databases on. */
function serverUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url)
    throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/postgres');
  return url;
}

/** The URL of one database on the test server. */
export function postgresUrl(name: string): string {
  const url = new URL(serverUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs one statement on the test server's own database (CREATE and DROP DATABASE). */
export async function onPostgresServer(statement: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: serverUrl() });
  await client.connect();
  try {
    return await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Drops every database of one test run, open connections and all. */
export async function dropRunDatabases(prefix: string): Promise<void> {
  const { rows } = await onPostgresServer(
    `SELECT datname FROM pg_database WHERE datname LIKE '${prefix}\\_%' ORDER BY datname`,
  );
  for (const { datname } of rows as { datname: string }[])
    await onPostgresServer(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
}
