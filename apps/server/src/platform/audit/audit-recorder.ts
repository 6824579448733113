import type { TAuditAction, TAuditResult } from '@ledgerport/contract';
import type { Db } from '../db/schema.ts';
import type { AuditChanges } from './changes.ts';

export type AuditEventInput = {
  action: TAuditAction;
  result: TAuditResult;
  actorUserId: string | null;
  tenantId: string | null;
  /**
   * What the event is about: a file or folder path from the tenant root, or `<kind>:<id>` for a record
   * (`user:<uuid>`, `role:<id>`, `tenant:<uuid>`, `feature:<KEY>`, `session:<uuid>` …).
   */
  target: string;
  ip: string | null;
  userAgent?: string | null;
  /** For DENIED/FAILED: a stable reason code (e.g. NOT_FOUND, PATH_REFUSED, PAYLOAD_TOO_LARGE); else a short note. */
  detail?: string | null;
  /** For a change: what changed, field by field (diffChanges). */
  changes?: AuditChanges | null;
};

/**
 * A target as the trail keeps it: control characters (NUL among them, which PostgreSQL text cannot hold) are
 * written as \xNN, so a refused traversal attempt is recorded exactly rather than lost.
 */
const printable = (target: string) =>
  // eslint-disable-next-line no-control-regex
  target.replace(/[\u0000-\u001f\u007f]/g, (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`);

/**
 * Appends one event to the audit trail: with recordAuditEvents, the one writer of `audit_events` (a database
 * trigger refuses any update, and deletes of events younger than two years). Pass the caller's transaction when the event records a change
 * that transaction makes: the change and its event then commit together or not at all. Most callers go through
 * `audited()` (audited.ts), which also records refusals and failures.
 */
export async function recordAuditEvent(db: Db, event: AuditEventInput): Promise<void> {
  await recordAuditEvents(db, [event]);
}

/** Rows per statement when many events are written at once: well under PostgreSQL's parameter limit. */
const EVENTS_PER_STATEMENT = 500;

/** Many events in as few statements as possible (a bulk import's), in the order given. */
export async function recordAuditEvents(db: Db, events: readonly AuditEventInput[]): Promise<void> {
  for (let start = 0; start < events.length; start += EVENTS_PER_STATEMENT) {
    await db
      .insertInto('audit_events')
      .values(events.slice(start, start + EVENTS_PER_STATEMENT).map(rowOf))
      .execute();
  }
}

const rowOf = (event: AuditEventInput) => ({
  action: event.action,
  result: event.result,
  actor_user_id: event.actorUserId,
  tenant_id: event.tenantId,
  target: printable(event.target).slice(0, 2048),
  ip: event.ip,
  user_agent: event.userAgent ?? null,
  detail: event.detail ?? null,
  changes: event.changes ? JSON.stringify(event.changes) : null,
});
