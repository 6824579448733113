import fs from 'node:fs';
import http from 'node:http';
import { pipeline } from 'node:stream/promises';
import { StartupFailure } from '../startup/startup-failure.ts';
import { BACKUP_TARGET_HEADER, backupSocketPath, SNAPSHOT_REQUEST_PATH } from './backup-socket-path.ts';
import { operatorToken } from './operator-token.ts';

type Request = { dataDir: string; secret: string | undefined; target: string; destFile: string; holderPid: number };

const PAUSE_REMEDY =
  'Or take the backup with a short pause: stop the server, run the backup, start the server again ' +
  '(docs/operations.md, "Backup and restore").';

/** Asks the server that holds DATA_DIR for a snapshot of its database (backup-socket-server.ts) into `destFile`. */
export async function snapshotFromRunningServer({ dataDir, secret, target, destFile, holderPid }: Request) {
  const running = `A Ledgerport process (pid ${holderPid}) is using ${dataDir}`;
  const socketPath = backupSocketPath(dataDir);
  if (!socketPath) {
    throw new StartupFailure(`${running}, and DATA_DIR is too long a path for its backup socket.`, PAUSE_REMEDY);
  }
  if (!secret) {
    throw new StartupFailure(
      `${running}, and this command has no key to prove it may ask for a snapshot (no JWT_SECRET, no secrets.json).`,
      `Run the backup with the server's settings (the same DATA_DIR and JWT_SECRET). ${PAUSE_REMEDY}`,
    );
  }
  const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
    const request = http.request({
      socketPath,
      method: 'POST',
      path: SNAPSHOT_REQUEST_PATH,
      headers: { authorization: operatorToken(secret), [BACKUP_TARGET_HEADER]: encodeURIComponent(target) },
    });
    request.once('response', resolve);
    request.once('error', reject);
    request.end();
  }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') {
      throw new StartupFailure(
        `${running}, and it does not answer on ${socketPath} (a server older than this command, or another ` +
          'command such as reset-admin-password).',
        `Wait for that command to finish, or restart the server with this version. ${PAUSE_REMEDY}`,
      );
    }
    throw error;
  });
  if (response.statusCode !== 200) {
    let body = '';
    for await (const chunk of response) body += String(chunk);
    if (response.statusCode === 401) {
      throw new StartupFailure(
        'The running server refused this command: it signs with a different key.',
        'Run the backup with the same JWT_SECRET as the server (or none, when the server has none).',
      );
    }
    throw new StartupFailure(
      `The running server could not take a snapshot: ${body.trim() || `status ${response.statusCode}`}.`,
      `See the server's log ("backup snapshot failed"). ${PAUSE_REMEDY}`,
    );
  }
  try {
    await pipeline(response, fs.createWriteStream(destFile, { flags: 'wx', mode: 0o600, flush: true }));
  } catch (error) {
    throw new StartupFailure(
      'The running server stopped sending the snapshot before its end (it was stopped, or the copy failed).',
      `Run the backup again; see the server's log if it fails again. ${PAUSE_REMEDY}`,
      error,
    );
  }
}
