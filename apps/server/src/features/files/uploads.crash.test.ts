import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { UPLOAD_TYPE_FOLDERS } from '@ledgerport/contract';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { startS3, type RunningS3 } from '../../../../../e2e/support/s3-server.ts';
import { ADMIN, startServer } from '../../../../../e2e/support/server-process.ts';
import type { CrashPoint } from '../../platform/faults/crash-point.ts';
import { STAGING_FOLDER } from '../../platform/storage/safe-path.ts';
import { multipartBody } from '../../../test/multipart.ts';
import { crashTestDatabase, exited, killed, openStoppedDatabase } from '../../../test/server-crash.ts';
import { RECOVERED_NOTE } from './upload-recovery.ts';

/**
 * A file never exists without its row, across a real crash. The real server runs as a child process and is
 * killed with SIGKILL at each step of an upload (upload-writer.ts): while the bytes stream in (killed from here),
 * and at each named crash point (LEDGERPORT_CRASH_AT, the process kills itself there). It restarts on the same
 * data, and its recovery must leave, for every upload: nothing visible (before publishing; the retry then gets
 * the plain name as its first version), or the file with its upload row, its catalog entry and its FILE_UPLOAD audit event (after). The
 * staging areas end empty and the journal too. Local folder and S3 (s3rver) tenants, on PGlite (once per run:
 * vitest.config.ts, CRASH_ONCE).
 */
type Step = 'mid-stream' | CrashPoint;
const STEPS: Step[] = ['mid-stream', 'upload-staged', 'upload-journaled', 'upload-published', 'upload-recorded'];
const PUBLISHED: Step[] = ['upload-published', 'upload-recorded'];
const DRIVERS = ['LOCAL_FOLDER', 'AWS_S3'] as const;
type Driver = (typeof DRIVERS)[number];
const FOLDER = UPLOAD_TYPE_FOLDERS.BANK_STATEMENT;
// Large enough for S3's multipart path (5 MiB parts) and to be caught mid-stream.
const FILE_BYTES = 7 * 1024 * 1024;

const cleanups: (() => Promise<unknown> | unknown)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const fileName = (driver: Driver, step: Step) => `${driver.toLowerCase()}-${step}.pdf`;
const contentOf = (driver: Driver, step: Step) => Buffer.alloc(FILE_BYTES, `${driver}:${step}|`);

async function signIn(url: string): Promise<string> {
  const response = await fetch(`${url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  return ((await response.json()) as { token: string }).token;
}

async function upload(url: string, token: string, tenantId: string, name: string, content: Buffer) {
  const body = multipartBody(name, content);
  return fetch(`${url}/api/v1/tenants/${tenantId}/uploads?type=BANK_STATEMENT`, {
    method: 'POST',
    headers: { ...body.headers, authorization: `Bearer ${token}` },
    body: body.payload,
  });
}

/** Sends the first half of an upload and holds the rest back, until the caller kills the server. */
function uploadHeldMidStream(url: string, token: string, tenantId: string, name: string, content: Buffer) {
  const body = multipartBody(name, content);
  const half = body.payload.subarray(0, Math.floor(body.payload.length / 2));
  const stream = new ReadableStream<Uint8Array>({
    start: (controller) => controller.enqueue(new Uint8Array(half)),
  });
  return fetch(`${url}/api/v1/tenants/${tenantId}/uploads?type=BANK_STATEMENT`, {
    method: 'POST',
    headers: { ...body.headers, authorization: `Bearer ${token}` },
    body: stream,
    duplex: 'half',
  } as RequestInit).catch((error: unknown) => error);
}

async function listedNames(url: string, token: string, tenantId: string): Promise<string[]> {
  const response = await fetch(`${url}/api/v1/tenants/${tenantId}/files?path=${encodeURIComponent(FOLDER)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (response.status === 404) return [];
  const listing = (await response.json()) as { entries: { file: string }[] };
  return listing.entries.map((entry) => entry.file).sort();
}

describe('uploads across a crash of the server (SIGKILL at every step)', () => {
  it('leaves each upload either invisible or stored with its row and audit event', { timeout: 300_000 }, async () => {
    const s3: RunningS3 = await startS3('lp-crash-uploads');
    cleanups.push(() => s3.stop());
    const databaseUrl = await crashTestDatabase((cleanup) => cleanups.push(cleanup));
    // On PostgreSQL the start-up recovery takes journal entries older than this (another instance may be
    // uploading); a second is well past any entry a killed process left.
    const env = { ...s3.env, UPLOAD_RECOVERY_AFTER_SECONDS: '1', LOG_LEVEL: 'warn' };
    const start = async (crashAt?: CrashPoint, dataDir?: string) =>
      startServer({ databaseUrl, dataDir, env: { ...env, LEDGERPORT_CRASH_AT: crashAt ?? '' } });

    let server = await start();
    const dataDir = server.dataDir;
    cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    cleanups.push(() => killed(server));
    let token = await signIn(server.url);
    const tenants = {} as Record<Driver, string>;
    for (const driver of DRIVERS) {
      const response = await fetch(`${server.url}/api/v1/tenants`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({
          name: `Crash ${driver}`,
          root_directory: driver === 'AWS_S3' ? `${s3.bucket}/crash` : 'crash-local',
          root_directory_type: driver,
          primary_contact_email: `crash-${driver.toLowerCase()}@crash.test`,
        }),
      });
      tenants[driver] = ((await response.json()) as { uuid: string }).uuid;
    }
    const localStaging = path.join(dataDir, 'files', 'crash-local', STAGING_FOLDER);
    const s3Client = new S3Client({
      endpoint: s3.endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    cleanups.push(() => s3Client.destroy());
    const stagedCount = async (driver: Driver) => {
      if (driver === 'LOCAL_FOLDER') return fs.existsSync(localStaging) ? fs.readdirSync(localStaging).length : 0;
      const page = await s3Client.send(
        new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: `crash/${STAGING_FOLDER}/` }),
      );
      return page.KeyCount ?? 0;
    };

    for (const driver of DRIVERS) {
      for (const step of STEPS) {
        const name = fileName(driver, step);
        const content = contentOf(driver, step);
        // A server that dies at this step (mid-stream: killed from here once bytes are arriving).
        await killed(server);
        server = await start(step === 'mid-stream' ? undefined : step, dataDir);
        token = await signIn(server.url);
        if (step === 'mid-stream') {
          const pending = uploadHeldMidStream(server.url, token, tenants[driver], name, content);
          if (driver === 'LOCAL_FOLDER') {
            await vi.waitFor(() => expect(fs.readdirSync(localStaging).length).toBeGreaterThan(0), {
              timeout: 20_000,
            });
          } else {
            await new Promise((resolve) => setTimeout(resolve, 1_500));
          }
          await killed(server);
          await pending;
        } else {
          const answer = await upload(server.url, token, tenants[driver], name, content).catch((e: unknown) => e);
          expect(answer, `${driver} ${step}: the server died before answering`).toBeInstanceOf(Error);
          await exited(server);
          expect(server.process.signalCode).toBe('SIGKILL');
        }

        // Restart on the same data: recovery at start puts the upload right. On PostgreSQL it takes only journal
        // entries older than UPLOAD_RECOVERY_AFTER_SECONDS (another instance may be uploading now): wait past that
        // age first, as a restart that quick (the compile cache starts the server in under a second) would
        // otherwise leave the dead upload to the hourly run.
        await killed(server);
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        server = await start(undefined, dataDir);
        token = await signIn(server.url);
        await vi.waitFor(async () => expect(await stagedCount(driver)).toBe(0), { timeout: 30_000, interval: 250 });
        const listed = await listedNames(server.url, token, tenants[driver]);
        if (PUBLISHED.includes(step)) expect(listed, `${driver} ${step}`).toContain(name);
        else expect(listed, `${driver} ${step}`).not.toContain(name);

        // The sender tries again: before publishing nothing was left, so the retry is the file's first version;
        // after, the kept file is there and the retry becomes its second.
        const retry = await upload(server.url, token, tenants[driver], name, content);
        expect(retry.status).toBe(201);
        const stored = (await retry.json()) as { file_name: string; version: number };
        expect([stored.file_name, stored.version]).toEqual([name, PUBLISHED.includes(step) ? 2 : 1]);
      }
    }

    // Every file listed now has its upload row and its OK audit event; nothing is journaled or staged.
    const listedByDriver = {} as Record<Driver, string[]>;
    for (const driver of DRIVERS) listedByDriver[driver] = await listedNames(server.url, token, tenants[driver]);
    await server.stop();
    const query = await openStoppedDatabase(databaseUrl, dataDir);
    cleanups.push(() => query.close());
    for (const driver of DRIVERS) {
      expect(listedByDriver[driver]).toEqual(STEPS.map((step) => fileName(driver, step)).sort());
      // Stored bytes: the retry of a kept file is a second copy in storage, its second version in the catalog.
      const stored = STEPS.flatMap((step) =>
        PUBLISHED.includes(step)
          ? [fileName(driver, step), fileName(driver, step).replace('.pdf', ' (1).pdf')]
          : [fileName(driver, step)],
      );
      const rows = await query.rows<{ path: string; size: string }>(
        'select path, size::text from uploads where tenant_id = $1 order by path',
        [tenants[driver]],
      );
      expect(rows.map((row) => row.path)).toEqual(stored.map((name) => `${FOLDER}/${name}`).sort());
      expect(rows.every((row) => Number(row.size) === FILE_BYTES)).toBe(true);
      const documents = await query.rows<{ name: string; version_count: number }>(
        'select name, version_count from documents where tenant_id = $1 and deleted_at is null order by name',
        [tenants[driver]],
      );
      expect(documents.map((d) => [d.name, d.version_count])).toEqual(
        STEPS.map((step) => [fileName(driver, step), PUBLISHED.includes(step) ? 2 : 1]).sort(),
      );
      const events = await query.rows<{ target: string; detail: string | null }>(
        "select target, detail from audit_events where action = 'FILE_UPLOAD' and result = 'OK' and tenant_id = $1",
        [tenants[driver]],
      );
      const uploadedTwice = STEPS.flatMap((step) =>
        Array(PUBLISHED.includes(step) ? 2 : 1).fill(`${FOLDER}/${fileName(driver, step)}`),
      );
      expect(events.map((event) => event.target).sort()).toEqual(uploadedTwice.sort());
      // The one published before the crash was adopted by recovery, and says so on the trail.
      const adopted = events.filter((event) => event.detail === RECOVERED_NOTE).map((event) => event.target);
      expect(adopted).toEqual([`${FOLDER}/${fileName(driver, 'upload-published')}`]);
      expect(await stagedCount(driver)).toBe(0);
    }
    expect(await query.rows('select id from pending_uploads')).toEqual([]);
  });
});
