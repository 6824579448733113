import type { Kysely } from 'kysely';
import type { AuditEventInput } from '../../platform/audit/audit-recorder.ts';
import type { DB } from '../../platform/db/schema.ts';

/**
 * Appends an event as the features do, at `at` when given (the trail is append-only: a trigger refuses to move
 * an event afterwards, so a test dates it as it is written).
 */
export async function seedAuditEvent(db: Kysely<DB>, event: Partial<AuditEventInput> & { at?: string }) {
  const row = await db
    .insertInto('audit_events')
    .values({
      action: event.action ?? 'FILE_DOWNLOAD',
      result: event.result ?? 'OK',
      actor_user_id: event.actorUserId ?? null,
      tenant_id: event.tenantId ?? null,
      target: event.target ?? 'Others/file.pdf',
      ip: event.ip === undefined ? '203.0.113.7' : event.ip,
      detail: event.detail ?? null,
      user_agent: event.userAgent ?? null,
      changes: event.changes ? JSON.stringify(event.changes) : null,
      ...(event.at ? { at: event.at } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
