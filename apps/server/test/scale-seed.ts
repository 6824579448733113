import { sql, type Kysely } from 'kysely';
import { DEFAULT_BULK_MAX_ROWS } from '@ledgerport/contract';
import type { DB } from '../src/platform/db/schema.ts';

/**
 * Fills every listed table with `n` rows or so (audit events 3n, a tenant's sales tax 3 months, 3n batch rows
 * in batches of at most BULK_MAX_ROWS), with names no search term in the plan tests matches, then VACUUM ANALYZEs: the planner then sees the tables'
 * real sizes and how rare a match is, and picks the plan it would pick at a firm's scale. The plan tests seed
 * n = 2,000 (seconds on PGlite); docs/operations.md's EXPLAIN ANALYZE figures came from n = 100,000 and a
 * million audit events on PostgreSQL.
 */
export async function seedAtScale(db: Kysely<DB>, n: number, auditEvents = 3 * n): Promise<void> {
  const run = (statement: ReturnType<typeof sql>) => statement.execute(db);
  await run(sql`insert into users (email, name, user_name, phone_mobile, created_at, last_sign_in_at)
    select 'person' || i || '@seed.example', 'Person ' || md5(i::text), 'person' || i, '555' || lpad(i::text, 7, '0'),
      now() - i * interval '1 minute', case when i % 3 = 0 then null else now() - i * interval '1 hour' end
    from generate_series(1, ${n}) i`);
  // Every tenth person is staff (a firm role); the rest are clients of one company each.
  await run(sql`create temporary table seeded_people as
    select id, row_number() over (order by email) as rn from users where email like '%@seed.example'`);
  await run(sql`insert into user_roles (user_id, role_id)
    select p.id, r.id from seeded_people p, roles r where p.rn % 10 = 0 and r.name = 'Processor'`);
  await run(sql`insert into roles (name, scope) select 'Role ' || md5(i::text), 'firm' from generate_series(1, 200) i`);
  await run(sql`insert into tenants (name, root_directory, responsible_staff_id)
    select 'Company ' || md5(i::text), 'seed-' || i, case when i % 5 = 0 then (select id from seeded_people where rn = 10) end
    from generate_series(1, ${n}) i`);
  await run(sql`create temporary table seeded_tenants as
    select id, row_number() over (order by root_directory) as rn from tenants where root_directory like 'seed-%'`);
  await run(sql`insert into tenant_memberships (tenant_id, user_id, role_id)
    select t.id, p.id, (select id from roles where name = 'TenantOwner')
    from seeded_people p join seeded_tenants t on t.rn = p.rn where p.rn % 10 <> 0`);
  const anyone = sql`(select id from seeded_people where rn = 1)`;
  await run(sql`insert into sales_tax_records (tenant_id, sale_amount, collected_tax_amount, sale_month_date,
      submitted_date, submitted_by)
    select t.id, 100, 8, date '2020-01-01' + make_interval(months => m), date '2020-02-01', ${anyone}
    from seeded_tenants t, generate_series(0, 2) m`);
  await run(sql`insert into payroll_submissions (tenant_id, payroll_amount, payroll_period_type,
      payroll_period_date_from, payroll_period_date_to, file_name, file_path, submitted_by)
    select t.id, 1000, (array['WEEKLY', 'BI_WEEKLY', 'SEMI_MONTHLY', 'MONTHLY'])[1 + t.rn % 4],
      date '2020-01-01' + (t.rn % 700)::int, date '2020-01-01' + (t.rn % 700)::int + 6,
      'payroll-' || md5(t.rn::text) || '.pdf', 'payroll/' || t.rn || '.pdf', ${anyone}
    from seeded_tenants t`);
  // 3n rows in all, in full batches: a batch holds at most BULK_MAX_ROWS rows, and its row search relies on that.
  // As in a firm's history, every batch has finished (its counts frozen) but the newest of each kind, which is
  // still sending: its progress is counted live from its rows whenever a list shows it.
  const rowsPerBatch = Math.min(n, DEFAULT_BULK_MAX_ROWS);
  await run(sql`insert into bulk_batches (kind, state, initiated_by, file_name, email_subject, email_body, total_rows,
      email_sent, failed, created_at, finished_at)
    select (array['SALES_TAX', 'PAYROLL_TAX', 'PUSH'])[1 + i % 3], case when i <= 3 then 'SENDING' else 'DONE' end,
      ${anyone}, 'sheet-' || md5(i::text) || '.xlsx', case when i % 3 = 2 then 'Subject ' || md5(i::text) end,
      case when i % 3 = 2 then '<p>body</p>' end, ${rowsPerBatch}, case when i > 3 then ${rowsPerBatch} - 1 end,
      case when i > 3 then 1 end, now() - i * interval '1 minute',
      case when i > 3 then now() - i * interval '1 minute' + interval '30 seconds' end
    from generate_series(1, ${n}) i`);
  await run(sql`insert into bulk_batch_rows (batch_id, row_number, client_name, email, locale)
    select b.id, i + 1, 'Client ' || md5(i::text), 'client' || i || '@seed.example', 'en'
    from (select id from bulk_batches order by seq limit ${Math.ceil((3 * n) / rowsPerBatch)}) b,
      generate_series(1, ${rowsPerBatch}) i`);
  await run(sql`insert into outbox_messages (to_address, locale, template, subject, text_body, html_body, status,
      idempotency_key, created_at)
    select 'rcpt' || i || '@seed.example', 'en', 'seed', 'Subject ' || md5(i::text), 'text', '<p>html</p>',
      case when i % 100 = 0 then 'FAILED' when i % 10 = 0 then 'QUEUED' else 'SENT' end, 'seed-' || i,
      now() - i * interval '1 second'
    from generate_series(1, ${n}) i`);
  await run(sql`insert into audit_events (at, action, result, actor_user_id, tenant_id, target)
    select now() - i * interval '1 second',
      case when i % 1000 = 0 then 'BACKUP' else (array['SIGN_IN', 'FILE_UPLOAD', 'FILE_DOWNLOAD', 'TENANT_UPDATE'])[1 + i % 4] end,
      case when i % 50 = 0 then 'DENIED' else 'OK' end, p.id, t.id, 'tenant:' || t.id
    from generate_series(1, ${auditEvents}) i
    join seeded_people p on p.rn = 1 + i % ${n}
    join seeded_tenants t on t.rn = 1 + (i * 7) % ${n}`);
  await run(sql`insert into document_requests (tenant_id, title, kind, due_on)
    select t.id, 'Request ' || md5((t.rn * 3 + k)::text), 'OTHERS', date '2020-01-01' + (t.rn % 365)::int + k
    from seeded_tenants t, generate_series(0, 2) k`);
  // One long-standing client has n (monthly requests over the years).
  await run(sql`insert into document_requests (tenant_id, title, kind, due_on, status)
    select t.id, 'Request ' || md5(('busy' || k)::text), 'OTHERS', date '2000-01-01' + k,
      case when k % 10 = 0 then 'OPEN' else 'DONE' end
    from seeded_tenants t, generate_series(1, ${n}) k where t.rn = 1`);
  await run(sql`insert into request_templates (name)
    select 'Template ' || md5(i::text) from generate_series(1, ${Math.ceil(n / 10)}) i`);
  await run(sql`insert into notifications (user_id, kind, created_at)
    select p.id, 'PUSH_MESSAGE', now() - i * interval '1 minute'
    from seeded_people p, generate_series(1, 20) i where p.rn between 2 and ${Math.ceil(n / 20)}`);
  // One busy person (an adviser told of every upload) has n.
  await run(sql`insert into notifications (user_id, kind, created_at)
    select p.id, 'FILES_UPLOADED', now() - i * interval '1 minute'
    from seeded_people p, generate_series(1, ${n}) i where p.rn = 1`);
  await run(sql`drop table seeded_people`);
  await run(sql`drop table seeded_tenants`);
  // VACUUM too: a GIN index's own statistics (entries, pages), which its cost estimate reads, are refreshed by
  // VACUUM, not ANALYZE; without them the planner misjudges every trigram search.
  await run(sql`vacuum analyze`);
}
