import type { TAuditAction, TPermission } from '@ledgerport/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Principal } from '../auth/guards.ts';
import type { Db } from '../db/schema.ts';
import type { ClientInfo } from '../http/client-info.ts';
import { AppError, forbidden } from '../errors.ts';
import { recordAuditEvent, recordAuditEvents, type AuditEventInput } from './audit-recorder.ts';
import type { AuditChanges } from './changes.ts';

/** Who acts, and from where. `userId` is null for an anonymous caller (a failed sign-in, a public link). */
export type AuditActor = { userId: string | null; ip: string | null; userAgent?: string | null };

export const auditActorOf = (principal: Principal): AuditActor => ({
  userId: principal.access.userId,
  ip: principal.client.ip,
  userAgent: principal.client.userAgent,
});

/** A caller with no session (a reset link, an invitation's code): known only by where they came from. */
export const anonymousActor = (client: ClientInfo): AuditActor => ({
  userId: null,
  ip: client.ip,
  userAgent: client.userAgent,
});

/**
 * The route guard's firm-wide permission check, made inside the audited work instead, so that a staff member
 * trying what their role does not allow is on the trail (DENIED FORBIDDEN), not only refused.
 */
export function requireFirmPermission(principal: Principal, permission: TPermission): void {
  if (!principal.access.firmPermissions.has(permission)) throw forbidden();
}

/** What an audited action is about. */
export type AuditSubject = { action: TAuditAction; tenantId: string | null; target: string };

/**
 * What a step may tell the trail while it runs: the target, actor or tenant once known, a note, what changed; or
 * that it recorded its own success (`recordIn`) inside the transaction that makes the change.
 */
export type AuditScope = {
  target: string;
  /** Who acted, once known: an anonymous caller turns out to be a user (the owner of a reset link). */
  actorUserId: string | null;
  /** The tenant, once known: the one a new record was created for, or the one a record by id belongs to. */
  tenantId: string | null;
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
export function createAudited(db: Db, log: Pick<FastifyBaseLogger, 'error'>) {
  return async function audited<T>(
    actor: AuditActor,
    subject: AuditSubject,
    work: (scope: AuditScope) => Promise<T>,
  ): Promise<T> {
    let recorded = false;
    const eventOf = (scope: AuditScope) => ({
      action: subject.action,
      actorUserId: scope.actorUserId,
      tenantId: scope.tenantId,
      ip: actor.ip,
      userAgent: actor.userAgent ?? null,
      target: scope.target,
      detail: scope.detail,
      changes: scope.changes,
    });
    const scope: AuditScope = {
      target: subject.target,
      actorUserId: actor.userId,
      tenantId: subject.tenantId,
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

/**
 * A refusal that happened outside `audited` (a step that records its successes otherwise, or only some of its
 * failures) put on the trail all the same, through the one audited path, and thrown on.
 */
export async function recordRefusal(
  audited: Audited,
  actor: AuditActor,
  subject: AuditSubject,
  error: unknown,
): Promise<never> {
  await audited(actor, subject, () => Promise.reject(error)).catch(() => undefined);
  throw error;
}

/** An event recorded beside an audited action: what it is about, and what changed. */
export type AlongsideEvent = AuditSubject & { changes?: AuditChanges | null; detail?: string | null };

const okEvent = (actor: AuditActor, event: AlongsideEvent): AuditEventInput => ({
  ...event,
  result: 'OK',
  actorUserId: actor.userId,
  ip: actor.ip,
  userAgent: actor.userAgent ?? null,
});

/**
 * One OK event in the caller's transaction: beside an audited action (an invitation e-mailed while a user is
 * added), or as the record of a change that writes nothing when nothing changed (a feature setting). It commits
 * with the change it records, or not at all.
 */
export const recordAlongside = (trx: Db, actor: AuditActor, event: AlongsideEvent) =>
  recordAuditEvent(trx, okEvent(actor, event));

/**
 * The events beside an action that changes many records at once (a bulk import: each tenant, each owner
 * invited), kept as they happen and written together, in a few statements, by `flush(trx)` in its transaction.
 */
export function auditBatch(actor: AuditActor) {
  const events: AuditEventInput[] = [];
  return {
    actor,
    add: (event: AlongsideEvent) => void events.push(okEvent(actor, event)),
    flush: (trx: Db) => recordAuditEvents(trx, events.splice(0)),
  };
}
export type AuditBatch = ReturnType<typeof auditBatch>;
