import { randomBytes } from 'node:crypto';
import pg from 'pg';

async function run(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A new empty database on the DATABASE_URL server, for one e2e server; `drop` removes it. */
export async function createScratchDatabase(serverUrl: string) {
  const name = `lp_e2e_${randomBytes(5).toString('hex')}`;
  await run(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(serverUrl, `drop database if exists ${name} with (force)`) };
}
