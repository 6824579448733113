import type { TAuditAction, TAuditResult } from '@ledgerport/contract';

import type { Db } from '../db/schema.ts';

export type AuditEventInput = {
  action: TAuditAction;
  result: TAuditResult;
  actorUserId: string | null;
  tenantId: string | null;
  /** The file or folder path from the tenant root. */
  target: string;
  ip: string | null;
  /** For DENIED/FAILED: a stable reason code (e.g. NOT_FOUND, PATH_REFUSED, PAYLOAD_TOO_LARGE). */
  detail?: string | null;
};

/**
 * Appends one event to the audit trail. Part of the platform, not of a feature, because every feature that
 * touches client files records here; reading the trail is the audit feature's job.
 */
export async function recordAuditEvent(db: Db, event: AuditEventInput): Promise<void> {
  await db
    .insertInto('audit_events')
    .values({
      action: event.action,
      result: event.result,
      actor_user_id: event.actorUserId,
      tenant_id: event.tenantId,
      target: event.target.slice(0, 2048),
      ip: event.ip,
      detail: event.detail ?? null,
    })
    .execute();
}
