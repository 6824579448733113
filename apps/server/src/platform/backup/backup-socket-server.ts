import fs from 'node:fs';
import http from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Audited } from '../audit/audited.ts';
import type { Database } from '../db/database.ts';
import { backupSubject, CONSOLE_ACTOR } from './backup-audit.ts';
import { BACKUP_TARGET_HEADER, backupSocketPath, SNAPSHOT_REQUEST_PATH } from './backup-socket-path.ts';
import { createOperatorTokenGate } from './operator-token.ts';
import { dumpPglite } from './pglite-dump.ts';

type Deps = {
  dataDir: string;
  database: Database;
  /** The JWT secret: the backup command proves it holds it too (operator-token.ts). */
  secret: string;
  audited: Audited;
  log: FastifyBaseLogger;
};

/**
 * The embedded server's answer to `npm run backup`: one request on a Unix socket in DATA_DIR (mode 0600), from
 * the server's own user, carrying a single-use token only the holder of the JWT secret can make. It streams a snapshot of
 * the database (pglite-dump.ts), recorded BACKUP on the audit trail. Nothing else is served there.
 */
export async function startBackupSocket({ dataDir, database, secret, audited, log }: Deps) {
  const socketPath = backupSocketPath(dataDir);
  if (!socketPath) {
    log.warn({ dataDir }, 'DATA_DIR is too long a path for the backup socket: npm run backup needs the server stopped');
    return { close: async () => {} };
  }
  // A socket left by a process that died: this process holds the data directory's lock, so it is nobody's.
  fs.rmSync(socketPath, { force: true });
  // Each token is answered once (a copy of the whole database must not be had twice for one proof).
  const acceptToken = createOperatorTokenGate(secret);

  const answer = async (request: http.IncomingMessage, response: http.ServerResponse) => {
    if (request.method !== 'POST' || request.url !== SNAPSHOT_REQUEST_PATH) {
      response.writeHead(404).end('not found\n');
      return;
    }
    if (!acceptToken(request.headers.authorization)) {
      response.writeHead(401).end('the operator token was refused\n');
      return;
    }
    const header = request.headers[BACKUP_TARGET_HEADER];
    const target = typeof header === 'string' ? decodeURIComponent(header).slice(0, 1024) : 'unnamed';
    try {
      const snapshot = await audited(CONSOLE_ACTOR, backupSubject(target), () => dumpPglite(database));
      response.writeHead(200, { 'content-type': 'application/gzip', 'content-length': snapshot.size });
      await pipeline(Readable.fromWeb(snapshot.stream() as never), response);
      log.info({ target, bytes: snapshot.size }, 'backup snapshot sent');
    } catch (error) {
      log.error({ err: error, target }, 'backup snapshot failed');
      if (response.headersSent) response.destroy();
      else response.writeHead(500).end(`${(error as Error).message}\n`);
    }
  };

  const server = http.createServer((request, response) => void answer(request, response));
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(socketPath, () => resolve());
    });
    fs.chmodSync(socketPath, 0o600);
  } catch (error) {
    // The portal works without it; only a backup then needs the short pause.
    log.warn({ err: error, socketPath }, 'backup socket not available: npm run backup needs the server stopped');
    server.close();
    return { close: async () => {} };
  }
  return {
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      fs.rmSync(socketPath, { force: true });
    },
  };
}
