import { sql, type Kysely } from 'kysely';
import { recordAuditEvent, type AuditEventInput } from '../../platform/audit/audit-recorder.ts';
import type { DB } from '../../platform/db/schema.ts';

/** Records an event as the file features do, then, when `at` is given, moves it to that instant. */
export async function seedAuditEvent(db: Kysely<DB>, event: Partial<AuditEventInput> & { at?: string }) {
  const { at, ...input } = event;
  await recordAuditEvent(db, {
    action: 'FILE_DOWNLOAD',
    result: 'OK',
    actorUserId: null,
    tenantId: null,
    target: 'Others/file.pdf',
    ip: '203.0.113.7',
    ...input,
  });
  const latest = await db
    .selectFrom('audit_events')
    .select(['id', 'seq'])
    .orderBy('seq', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  // `at` is write-once in the schema types (the trail is append-only); only a test moves an event in time.
  if (at) await sql`update audit_events set at = ${at}::timestamptz where id = ${latest.id}`.execute(db);
  return latest.id;
}
