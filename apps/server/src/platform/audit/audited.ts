import type { TAuditAction } from '@ledgerport/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Principal } from '../auth/guards.ts';
import type { Db } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { recordAuditEvent } from './audit-recorder.ts';
import type { AuditChanges } from './changes.ts';

/** Who acts, and from where. `userId` is null for an anonymous caller (a failed sign-in, a public link). */
export type AuditActor = { userId: string | null; ip: string | null; userAgent?: string | null };

export const auditActorOf = (principal: Principal): AuditActor => ({
  userId: principal.access.userId,
  ip: principal.client.ip,
  userAgent: principal.client.userAgent,
});

/** What an audited action is about. */
export type AuditSubject = { action: TAuditAction; tenantId: string | null; target: string };

/**
 * What a step may tell the trail while it runs: the target once it is known, a note, what changed; or that it
 * recorded its own success (`recordIn`) inside the transaction that makes the change.
 */
export type AuditScope = {
  target: string;
  detail: string | null;
  changes: AuditChanges | null;
  /** Records OK through `trx` now, so the event commits with the change; nothing more is recorded after. */
  recordIn: (trx: Db) => Promise<void>;
};

/**
 * The one audited path. Runs an action and appends its outcome to the audit trail, whatever it is: OK when it
 * finishes, DENIED for a refusal (any 4xx: tenant boundary, permission, bad input, too large), FAILED for a
 * fault on our side. A step whose success must commit with other rows calls `scope.recordIn(trx)` inside that
 * transaction, so a change never exists without its event (and a rolled-back one leaves no OK behind).
 */
export function createAudited(db: Db, log: FastifyBaseLogger) {
  return async function audited<T>(
    actor: AuditActor,
    subject: AuditSubject,
    work: (scope: AuditScope) => Promise<T>,
  ): Promise<T> {
    let recorded = false;
    const eventOf = (scope: AuditScope) => ({
      action: subject.action,
      actorUserId: actor.userId,
      tenantId: subject.tenantId,
      ip: actor.ip,
      userAgent: actor.userAgent ?? null,
      target: scope.target,
      detail: scope.detail,
      changes: scope.changes,
    });
    const scope: AuditScope = {
      target: subject.target,
      detail: null,
      changes: null,
      recordIn: async (trx) => {
        await recordAuditEvent(trx, { ...eventOf(scope), result: 'OK' });
        recorded = true;
      },
    };
    let result: T;
    try {
      result = await work(scope);
    } catch (error) {
      // A success recorded inside a transaction that then rolled back is gone with it: record the outcome.
      const refused = error instanceof AppError && error.statusCode < 500;
      const detail = error instanceof AppError ? error.code : 'INTERNAL_ERROR';
      try {
        await recordAuditEvent(db, { ...eventOf(scope), result: refused ? 'DENIED' : 'FAILED', detail });
      } catch (auditError) {
        // The caller still deserves the original answer; the lost event is in the log instead.
        log.error({ err: auditError, action: subject.action, target: scope.target }, 'audit event not recorded');
      }
      throw error;
    }
    if (!recorded) await recordAuditEvent(db, { ...eventOf(scope), result: 'OK' });
    return result;
  };
}
export type Audited = ReturnType<typeof createAudited>;
