import { ConfigError } from '../../config.ts';
import { DataDirLockedError } from '../data-dir-lock.ts';

/**
 * Why the server could not start, in words an operator can act on: one line of cause and one of remedy.
 * A stack trace helps only the developer, so it is printed only at LOG_LEVEL=debug or trace.
 */
export class StartupFailure extends Error {
  readonly reason: string;
  readonly remedy: string;
  readonly original: unknown;
  constructor(reason: string, remedy: string, original?: unknown) {
    super(`${reason}\n${remedy}`);
    this.name = 'StartupFailure';
    this.reason = reason;
    this.remedy = remedy;
    this.original = original;
  }
}

type ErrnoLike = { code?: unknown; syscall?: unknown; path?: unknown; address?: unknown; port?: unknown };
const errno = (error: unknown): ErrnoLike => (typeof error === 'object' && error !== null ? (error as ErrnoLike) : {});

/** What the start was doing when it failed: the settings an explanation names. */
export type StartupContext = { dataDir: string; port: number; host: string; databaseUrl: string | undefined };

/** Host, port and database name of a postgres:// URL, never its password. */
export function describeDatabaseUrl(url: string): { where: string; name: string } {
  const parsed = new URL(url);
  const name = decodeURIComponent(parsed.pathname.replace(/^\//, '')) || '(default)';
  return { where: `${parsed.hostname}:${parsed.port || '5432'}`, name };
}

/**
 * Turns a known failure into a StartupFailure; anything else is reported as unexpected. `stopped` names what
 * failed in that report: the start, or an operator's command run on the same settings.
 */
export function explainStartupError(error: unknown, context: StartupContext, stopped = 'the start'): StartupFailure {
  if (error instanceof StartupFailure) return error;
  if (error instanceof ConfigError) {
    return new StartupFailure(error.message, 'Fix these settings in the environment (see README, Configuration).');
  }
  if (error instanceof DataDirLockedError) {
    return new StartupFailure(error.message, 'Only one process may use an embedded data directory at a time.');
  }
  const { code, syscall, path } = errno(error);
  const message = error instanceof Error ? error.message : String(error);

  if (code === 'EADDRINUSE') {
    return new StartupFailure(
      `Port ${context.port} on ${context.host} is already in use by another program.`,
      'Stop that program, or choose another port with PORT=….',
      error,
    );
  }
  if (code === 'EACCES' && syscall === 'listen') {
    return new StartupFailure(
      `This user may not listen on port ${context.port}.`,
      'Use a port above 1023 (PORT=3000) and put a reverse proxy in front for 80/443.',
      error,
    );
  }
  if (code === 'EADDRNOTAVAIL') {
    return new StartupFailure(
      `HOST=${context.host} is not an address of this machine.`,
      'Set HOST to one of its addresses, or leave it unset to listen on all of them.',
      error,
    );
  }
  if (typeof code === 'string' && ['ENOTDIR', 'EEXIST', 'EACCES', 'EROFS', 'EPERM', 'ENOSPC'].includes(code)) {
    const where = typeof path === 'string' ? path : context.dataDir;
    const what: Record<string, string> = {
      ENOTDIR: 'a file stands where a folder is needed',
      EEXIST: 'a file stands where a folder is needed',
      EACCES: 'this user may not write there',
      EPERM: 'this user may not write there',
      EROFS: 'the file system is read-only',
      ENOSPC: 'the disk is full',
    };
    return new StartupFailure(
      `The data directory cannot be used (${where}): ${what[code]}.`,
      `Point DATA_DIR at a writable folder (now ${context.dataDir}), or fix that path.`,
      error,
    );
  }
  if (context.databaseUrl) {
    const db = describeDatabaseUrl(context.databaseUrl);
    if (code === '3D000') {
      return new StartupFailure(
        `The database "${db.name}" does not exist on the PostgreSQL server at ${db.where}.`,
        `Create it (createdb ${db.name}) or fix the name in DATABASE_URL.`,
        error,
      );
    }
    if (code === '28P01' || code === '28000') {
      return new StartupFailure(
        `The PostgreSQL server at ${db.where} refused the user or password in DATABASE_URL.`,
        'Check the user name and password in DATABASE_URL.',
        error,
      );
    }
  }
  return new StartupFailure(
    `An unexpected error stopped ${stopped}: ${message.split('\n')[0]}`,
    'Run again with LOG_LEVEL=debug to see where it happened, and report it if the cause is not yours.',
    error,
  );
}

/** The words printed on stderr; the stack only when the operator asked for debug output. */
export function startupFailureText(
  failure: StartupFailure,
  logLevel: string | undefined,
  heading = 'Ledgerport could not start.',
): string {
  const lines = ['', heading, failure.reason, failure.remedy];
  const original = failure.original;
  if ((logLevel === 'debug' || logLevel === 'trace') && original instanceof Error && original.stack) {
    lines.push('', original.stack);
  }
  return `${lines.join('\n')}\n`;
}
