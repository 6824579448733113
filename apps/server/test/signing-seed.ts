import { sql, type Kysely } from 'kysely';
import type { DB } from '../src/platform/db/schema.ts';

/**
 * Envelopes for the plan tests, over the companies seedAtScale made ('seed-…'): `perTenant` each, in every state
 * (sent, completed, draft, voided, declined), due across 2026, each with two signers of the company's member,
 * most of them done; then VACUUM ANALYZE, so the planner sees a firm's years of signatures.
 */
export async function seedEnvelopes(db: Kysely<DB>, perTenant = 5): Promise<void> {
  await sql`insert into signing_envelopes (tenant_id, title, status, due_date, expires_at, original_path,
      original_sha256, pages, created_at)
    select t.id, 'Envelope ' || md5(t.id::text || i), s.status,
      case when i % 7 <> 0 then date '2026-01-01' + ((t.rn * 7 + i * 31) % 365)::int end,
      case when s.status = 'sent' then now() + interval '30 days' end,
      'Signature requests/' || i || '.pdf', 'x', '[]', now() - i * interval '1 day'
    from (select id, row_number() over (order by root_directory) as rn from tenants
          where root_directory like 'seed-%') t,
      generate_series(1, ${perTenant}) i,
      lateral (select (array['completed', 'completed', 'sent', 'draft', 'voided', 'declined'])[1 + (t.rn + i) % 6]
        as status) s`.execute(db);
  await sql`insert into signing_signers (envelope_id, tenant_id, position, kind, user_id, name, email, status)
    select e.id, e.tenant_id, p, 'user', m.user_id, 'Signer', 'signer@seed.example',
      case
        when e.status = 'completed' then 'signed'
        when e.status = 'sent' and p = 1 then 'notified'
        when e.status = 'sent' then 'waiting'
        when e.status = 'draft' then 'waiting'
        else 'declined'
      end
    from signing_envelopes e
    join lateral (select user_id from tenant_memberships where tenant_id = e.tenant_id limit 1) m on true,
      generate_series(1, 2) p`.execute(db);
  await sql`vacuum analyze signing_envelopes`.execute(db);
  await sql`vacuum analyze signing_signers`.execute(db);
}
