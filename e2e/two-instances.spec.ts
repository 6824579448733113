import { createHash, randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { bulkClient, recipientsSheet } from '../apps/server/test/bulk-client.ts';
import { startSmtpSink, tally } from '../apps/server/test/smtp-sink.ts';
import { createScratchDatabase } from '../scripts/lib/scratch-database.ts';
import { startS3 } from './support/s3-server.ts';
import { ADMIN, startServer, type RunningServer } from './support/server-process.ts';

/**
 * Two real server processes on one PostgreSQL database, started at the same moment on an empty database, as a
 * firm behind a load balancer runs them: they share JWT_SECRET, DATA_ENCRYPTION_KEY and one S3 service, nothing else.
 */
const RECIPIENTS = 150;
const cleanups: (() => Promise<unknown> | unknown)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function signIn(server: RunningServer): Promise<string> {
  const response = await fetch(`${server.url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...ADMIN, rememberMe: false }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

function upload(server: RunningServer, token: string, tenantId: string, name: string, bytes: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  return fetch(`${server.url}/api/v1/tenants/${tenantId}/uploads?type=BANK_STATEMENT`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
}

async function readThrough(server: RunningServer, token: string, tenantId: string, filePath: string) {
  const link = await fetch(`${server.url}/api/v1/tenants/${tenantId}/files/link`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ path: filePath, disposition: 'attachment' }),
  });
  expect(link.status).toBe(200);
  const { url } = (await link.json()) as { url: string };
  const file = await fetch(new URL(url, server.url));
  expect(file.status).toBe(200);
  return Buffer.from(await file.arrayBuffer());
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe.runIf(process.env.DATABASE_URL)('two instances on one PostgreSQL database', () => {
  it(
    'both start at once with one administrator; sessions, files and a bulk batch work across them',
    { timeout: 300_000 },
    async () => {
      const scratch = await createScratchDatabase(process.env.DATABASE_URL!, 'lp_two');
      cleanups.push(() => scratch.drop());
      const s3 = await startS3('two-instances');
      cleanups.push(() => s3.stop());
      const sink = await startSmtpSink();
      cleanups.push(() => sink.close());
      // Shared as docs/operations.md says: the JWT key and the data key that encrypts TOTP secrets.
      const env = {
        ...s3.env,
        JWT_SECRET: `shared-${randomUUID()}-secret`,
        DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
        SMTP_URL: sink.url,
      };

      const [a, b] = await Promise.all([
        startServer({ databaseUrl: scratch.url, env }),
        startServer({ databaseUrl: scratch.url, env }),
      ]);
      for (const server of [a!, b!]) {
        cleanups.push(() => fs.rmSync(server.dataDir, { recursive: true, force: true }));
        cleanups.push(() => server.stop());
      }
      const db = new pg.Client({ connectionString: scratch.url });
      await db.connect();
      cleanups.push(() => db.end());
      expect((await db.query('select count(*)::int as n from users')).rows[0].n).toBe(1);

      // A session opened on one instance is good on the other.
      const tokenA = await signIn(a!);
      const me = await fetch(`${b!.url}/api/v1/auth/me`, { headers: { authorization: `Bearer ${tokenA}` } });
      expect(me.status).toBe(200);
      const tokenB = await signIn(b!);

      // Files of an S3 tenant uploaded through either instance are listed and readable through the other.
      const tenantId = (
        await db.query(
          `insert into tenants (name, root_directory, root_directory_type, status) values ($1, $2, 'AWS_S3', 1) returning id`,
          ['Twin Books LLC', `${s3.bucket}/clients/twin`],
        )
      ).rows[0].id as string;
      const files = Array.from({ length: 6 }, (_, i) => ({
        name: `statement-${i}.pdf`,
        bytes: Buffer.alloc(40_000 + i, i + 1),
      }));
      const stored = await Promise.all(
        files.map(async (file, i) => {
          const response = await upload(i % 2 ? b! : a!, i % 2 ? tokenB : tokenA, tenantId, file.name, file.bytes);
          expect(response.status).toBe(201);
          return { ...file, path: ((await response.json()) as { path: string }).path, via: i % 2 };
        }),
      );
      for (const file of stored) {
        const other = file.via ? a! : b!;
        expect(sha256(await readThrough(other, file.via ? tokenA : tokenB, tenantId, file.path))).toBe(
          sha256(file.bytes),
        );
      }

      // A bulk batch submitted on one instance is delivered by the workers of both, every message once.
      const selected = Array.from({ length: RECIPIENTS }, (_, i) => i + 2);
      const batch = await (
        await bulkClient(a!.url, ADMIN)
      ).submit(
        { kind: 'SALES_TAX', selected_rows: selected },
        { name: 'twins.csv', content: recipientsSheet(RECIPIENTS, 'twins.test') },
      );
      const watcher = await bulkClient(b!.url, ADMIN);
      await vi.waitFor(async () => expect((await watcher.batch(batch.uuid)).state).toBe('DONE'), {
        timeout: 180_000,
        interval: 1_000,
      });
      const { perRecipient, messageIds } = tally(sink.accepted);
      expect([...perRecipient.values()].every((count) => count === 1)).toBe(true);
      expect(perRecipient.size).toBe(RECIPIENTS);
      expect(messageIds).toBe(RECIPIENTS);
    },
  );
});
