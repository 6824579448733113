import { sql, type Kysely } from 'kysely';

// Frozen once landed (issue 13). The audit trail records every security-relevant event, not only file actions:
// who (user agent beside the IP) and what changed (before → after, as JSON). It is append-only: a trigger refuses
// every UPDATE and TRUNCATE, and a DELETE of any event younger than two years (the least a firm must keep), so
// not even a bug or a careless query can rewrite history; only pruning beyond the retention period may delete.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('audit_events').addColumn('user_agent', 'text').addColumn('changes', 'jsonb').execute();
  // The trail filtered by action, newest first (the Audit Trail screen's action filter).
  await sql`create index audit_events_action_idx on audit_events (action, at desc, seq desc)`.execute(db);

  await sql`
    create function audit_events_append_only() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' and old.at < now() - interval '730 days' then
        return old;
      end if;
      raise exception 'audit_events is append-only (% refused)', tg_op using errcode = 'insufficient_privilege';
    end
    $$`.execute(db);
  await sql`
    create trigger audit_events_append_only before update or delete on audit_events
    for each row execute function audit_events_append_only()`.execute(db);
  await sql`
    create trigger audit_events_no_truncate before truncate on audit_events
    for each statement execute function audit_events_append_only()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger audit_events_no_truncate on audit_events`.execute(db);
  await sql`drop trigger audit_events_append_only on audit_events`.execute(db);
  await sql`drop function audit_events_append_only()`.execute(db);
  await sql`drop index audit_events_action_idx`.execute(db);
  await db.schema.alterTable('audit_events').dropColumn('changes').dropColumn('user_agent').execute();
}
