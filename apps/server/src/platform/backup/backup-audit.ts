import type { FastifyBaseLogger } from 'fastify';
import type { AuditActor, AuditSubject } from '../audit/audited.ts';

/** A backup is taken from the server's console: no user, no address; the trail names the program. */
export const CONSOLE_ACTOR: AuditActor = { userId: null, ip: null, userAgent: 'npm run backup' };

export const backupSubject = (directory: string): AuditSubject => ({
  action: 'BACKUP',
  tenantId: null,
  target: `backup:${directory}`,
});

/** Where the command says that an audit event could not be recorded: it has no server log, so stderr. */
export const consoleLog: Pick<FastifyBaseLogger, 'error'> = { error: (...args: unknown[]) => console.error(...args) };
