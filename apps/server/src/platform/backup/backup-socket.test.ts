import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database.ts';
import { createAudited } from '../audit/audited.ts';
import type { Database } from '../db/database.ts';
import { startBackupSocket } from './backup-socket-server.ts';
import { BACKUP_TARGET_HEADER, SNAPSHOT_REQUEST_PATH } from './backup-socket-path.ts';
import { operatorToken } from './operator-token.ts';

/**
 * The embedded server's backup socket serves one thing, to one caller: the holder of the JWT secret. A session's
 * bearer token, a stale or foreign operator token, another path: refused, and no snapshot is taken.
 */
const SECRET = 'a-test-secret-of-at-least-32-characters!!';
const quiet = { warn: () => {}, info: () => {}, error: () => {} } as unknown as FastifyBaseLogger;

function ask(socketPath: string, options: { method?: string; path?: string; authorization?: string }) {
  return new Promise<{ status: number; body: Buffer }>((resolve, reject) => {
    const request = http.request({
      // A connection of its own, as each `npm run backup` process has: none kept alive across a restart.
      agent: false,
      socketPath,
      method: options.method ?? 'POST',
      path: options.path ?? SNAPSHOT_REQUEST_PATH,
      headers: {
        ...(options.authorization ? { authorization: options.authorization } : {}),
        [BACKUP_TARGET_HEADER]: encodeURIComponent('/backups/2026-11-30'),
      },
    });
    request.once('response', async (response) => {
      const chunks: Buffer[] = [];
      for await (const chunk of response) chunks.push(chunk as Buffer);
      resolve({ status: response.statusCode!, body: Buffer.concat(chunks) });
    });
    request.once('error', reject);
    request.end();
  });
}

describe.skipIf(process.env.TEST_DB === 'postgres')('the backup socket of an embedded server', () => {
  let database: Database;
  let dataDir: string;
  let socket: { close: () => Promise<void> };
  const socketPath = () => path.join(dataDir, 'ledgerport.sock');
  const backupEvents = async () =>
    database.db
      .selectFrom('audit_events')
      .select(['result', 'target', 'user_agent'])
      .where('action', '=', 'BACKUP')
      .execute();

  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-socket-'));
    socket = await startBackupSocket({
      dataDir,
      database,
      secret: SECRET,
      audited: createAudited(database.db, quiet),
      log: quiet,
    });
  });
  afterAll(async () => {
    await socket?.close();
    await database?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("is a socket only the server's user may open", () => {
    expect(fs.statSync(socketPath()).isSocket()).toBe(true);
    expect(fs.statSync(socketPath()).mode & 0o777).toBe(0o600);
  });

  it('refuses any caller without a fresh token made from the JWT secret, taking no snapshot', async () => {
    const refused = [
      undefined,
      'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzaWQiOiJ4In0.c2lnbmF0dXJl',
      operatorToken('another-secret-of-at-least-32-characters'),
      operatorToken(SECRET, Date.now() - 5 * 60_000),
      operatorToken(SECRET).replace(/.$/, (c) => (c === '0' ? '1' : '0')),
    ];
    for (const authorization of refused) {
      expect((await ask(socketPath(), { authorization })).status).toBe(401);
    }
    expect((await ask(socketPath(), { path: '/api/v1/health', authorization: operatorToken(SECRET) })).status).toBe(
      404,
    );
    expect((await ask(socketPath(), { method: 'GET', authorization: operatorToken(SECRET) })).status).toBe(404);
    expect(await backupEvents()).toEqual([]);
  });

  it('answers the holder of the secret with a gzipped copy of the database, recorded BACKUP', async () => {
    const { status, body } = await ask(socketPath(), { authorization: operatorToken(SECRET) });
    expect(status).toBe(200);
    expect([...body.subarray(0, 2)]).toEqual([0x1f, 0x8b]);
    expect(await backupEvents()).toEqual([
      { result: 'OK', target: 'backup:/backups/2026-11-30', user_agent: 'npm run backup' },
    ]);
  });

  it('answers each token once: the same token again, even within its minute, is refused and takes no snapshot', async () => {
    const token = operatorToken(SECRET);
    const before = (await backupEvents()).length;
    expect((await ask(socketPath(), { authorization: token })).status).toBe(200);
    const replay = await ask(socketPath(), { authorization: token });
    expect(replay.status).toBe(401);
    expect(replay.body.toString()).toContain('refused');
    // The next backup makes its own token, even in the same millisecond, and is answered.
    expect((await ask(socketPath(), { authorization: operatorToken(SECRET) })).status).toBe(200);
    expect((await backupEvents()).length).toBe(before + 2);
  });

  it('refuses, once restarted, a token made before the restart: the memory of used tokens starts with the process', async () => {
    const used = operatorToken(SECRET);
    expect((await ask(socketPath(), { authorization: used })).status).toBe(200);
    await socket.close();
    socket = await startBackupSocket({
      dataDir,
      database,
      secret: SECRET,
      audited: createAudited(database.db, quiet),
      log: quiet,
    });
    expect((await ask(socketPath(), { authorization: used })).status).toBe(401);
    expect((await ask(socketPath(), { authorization: operatorToken(SECRET) })).status).toBe(200);
  });

  it('is gone once the server stops', async () => {
    await socket.close();
    expect(fs.existsSync(socketPath())).toBe(false);
  });
});
