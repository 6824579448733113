import path from 'node:path';

/** Linux keeps a socket's path in 108 bytes (sun_path), the final NUL included. */
const MAX_SOCKET_PATH_BYTES = 107;

/**
 * Where a server on the embedded database answers the backup command: a Unix socket in its data directory.
 * A socket rather than a route on the HTTP port: no browser, proxy or other machine can reach it, and the file
 * system already limits it to the server's own user. Undefined when DATA_DIR's path is too long for a socket
 * (the backup then needs the short pause: stop, back up, start).
 */
export function backupSocketPath(dataDir: string): string | undefined {
  const socket = path.join(dataDir, 'ledgerport.sock');
  return Buffer.byteLength(socket) <= MAX_SOCKET_PATH_BYTES ? socket : undefined;
}

export const SNAPSHOT_REQUEST_PATH = '/backup/pglite-snapshot';
export const BACKUP_TARGET_HEADER = 'x-ledgerport-backup-target';
