import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Runs one statement (CREATE/DROP DATABASE cannot run in a transaction or a pool) on a PostgreSQL server. */
export async function runAdminStatement(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A new, empty database on the server `serverUrl` points at, for one test file, one e2e server or one CI
 * run: its URL, and `drop` to remove it (connections still open are closed by force).
 */
export async function createScratchDatabase(serverUrl: string, prefix: string, opts: { template?: string } = {}) {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  // A template is copied file by file: nothing may be connected to it meanwhile (its maker closes first).
  await runAdminStatement(serverUrl, `create database ${name}${opts.template ? ` template ${opts.template}` : ''}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => runAdminStatement(serverUrl, `drop database if exists ${name} with (force)`),
  };
}
