import type { TAuditAction } from '@ledgerport/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { recordAuditEvent } from '../../platform/audit/audit-recorder.ts';
import type { DB } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/errors.ts';

/**
 * A path as the trail keeps it: control characters (NUL among them, which PostgreSQL text cannot hold) are
 * written as \xNN, so a refused traversal attempt is recorded exactly rather than lost.
 */
const printable = (target: string) =>
  // eslint-disable-next-line no-control-regex
  target.replace(/[\u0000-\u001f\u007f]/g, (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`);

/** Who is acting on files, and from where (the audit trail keeps both). */
export type FileActor = { userId: string; ip: string | null };

/** What a step may change while it runs: the target once it is known, or that it recorded its own success. */
export type AuditScope = { target: string; recorded: boolean };

/**
 * Runs one file action and appends its outcome to the audit trail, whatever the outcome: OK when it
 * finishes, DENIED for a refusal (any 4xx: tenant boundary, permission, unsafe path, too large), FAILED for
 * our side or the storage's. A step that must commit its success with other rows records OK itself inside
 * that transaction and sets `scope.recorded`.
 */
export function createFileAudit(db: Kysely<DB>, log: FastifyBaseLogger) {
  return async function audited<T>(
    action: TAuditAction,
    actor: FileActor,
    tenantId: string,
    target: string,
    work: (scope: AuditScope) => Promise<T>,
  ): Promise<T> {
    const scope: AuditScope = { target, recorded: false };
    const base = { action, actorUserId: actor.userId, tenantId, ip: actor.ip };
    let result: T;
    try {
      result = await work(scope);
    } catch (error) {
      const refused = error instanceof AppError && error.statusCode < 500;
      const detail = error instanceof AppError ? error.code : 'INTERNAL_ERROR';
      try {
        await recordAuditEvent(db, {
          ...base,
          target: printable(scope.target),
          result: refused ? 'DENIED' : 'FAILED',
          detail,
        });
      } catch (auditError) {
        // The caller still deserves the original answer; the lost event is in the log instead.
        log.error({ err: auditError, action, tenantId, target: scope.target }, 'audit event not recorded');
      }
      throw error;
    }
    if (!scope.recorded) await recordAuditEvent(db, { ...base, target: printable(scope.target), result: 'OK' });
    return result;
  };
}
export type FileAudit = ReturnType<typeof createFileAudit>;
