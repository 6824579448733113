import { sql } from 'kysely';
import type { Db } from '../../apps/server/src/platform/db/schema.ts';

/**
 * A firm at the size issue 35's compliance benchmark names, written straight into the database with set-based SQL
 * (seeding is not measured): `users` client users over users / 5 companies (each client a member of one; one in
 * fifty disabled; their last sign-in spread over the past 400 days, one in ten never), 50 staff members with an
 * authenticator app, a third of the clients with codes by e-mail; `events` audit events (downloads, sign-ins, a
 * few backups and settings changes) over the past year; `documents` documents of every record class and tax
 * years 2010–2026; 100 incidents, one in ten open. Deterministic. Not part of any test.
 */
export type ComplianceSize = { users: number; events: number; documents: number };

const STAFF = 50;
const CLASSES = sql`(ARRAY['TAX_RETURN','FORM_8879','WORKPAPERS','SOURCE_DOCUMENTS','CORRESPONDENCE','OTHER'])`;

export async function seedCompliance(db: Db, size: ComplianceSize) {
  const companies = Math.max(1, Math.floor(size.users / 5));
  await sql`
    INSERT INTO tenants (name, root_directory, root_directory_type, primary_contact_email)
    SELECT 'Company ' || i, 'bench-cmp-' || lpad(i::text, 7, '0'), 'LOCAL_FOLDER', 'owner' || i || '@bench-cmp.test'
    FROM generate_series(1, ${companies}::int) i`.execute(db);
  await sql`
    INSERT INTO users (email, name, user_name, status, last_sign_in_at, created_at)
    SELECT 'client' || i || '@bench-cmp.test', 'Client ' || i, 'bench-cmp-client-' || i,
           CASE WHEN i % 50 = 0 THEN 'DISABLED' ELSE 'ACTIVE' END,
           CASE WHEN i % 10 = 0 THEN NULL ELSE now() - (i % 400) * interval '1 day' END,
           now() - interval '500 days' + (i % 300) * interval '1 day'
    FROM generate_series(1, ${size.users}::int) i`.execute(db);
  await sql`
    INSERT INTO tenant_memberships (tenant_id, user_id, role_id)
    SELECT t.id, u.id, (SELECT id FROM roles WHERE name = CASE WHEN n % 5 = 0 THEN 'TenantOwner' ELSE 'TenantManager' END)
    FROM (SELECT id, substring(email from 7 for position('@' in email) - 7)::int AS n FROM users
          WHERE email LIKE 'client%@bench-cmp.test') u
    JOIN tenants t ON t.root_directory = 'bench-cmp-' || lpad((1 + u.n % ${companies}::int)::text, 7, '0')`.execute(db);
  await sql`
    INSERT INTO users (email, name, user_name, last_sign_in_at)
    SELECT 'staff' || i || '@bench-cmp.test', 'Staff ' || i, 'bench-cmp-staff-' || i, now() - i * interval '1 day'
    FROM generate_series(1, ${STAFF}::int) i`.execute(db);
  await sql`
    INSERT INTO user_roles (user_id, role_id)
    SELECT u.id, r.id FROM users u, roles r WHERE u.email LIKE 'staff%@bench-cmp.test' AND r.name = 'Processor'`.execute(
    db,
  );
  await sql`
    INSERT INTO totp_secrets (user_id, secret, confirmed_at)
    SELECT id, 'bench', now() FROM users WHERE email LIKE 'staff%@bench-cmp.test'`.execute(db);
  await sql`
    INSERT INTO email_code_factors (user_id)
    SELECT id FROM users WHERE email LIKE 'client%@bench-cmp.test' AND substring(email from 7 for 1)::int % 3 = 0`.execute(
    db,
  );
  await sql`
    INSERT INTO audit_events (action, result, actor_user_id, tenant_id, target, ip, at)
    SELECT (ARRAY['FILE_DOWNLOAD','SIGN_IN','FILE_PREVIEW','FOLDER_LIST'])[1 + i % 4], 'OK', NULL, NULL,
           'bench/' || i, '10.0.' || (i % 250) || '.' || (i % 200), now() - (i % 365) * interval '1 day'
    FROM generate_series(1, ${size.events}::int) i`.execute(db);
  await sql`
    INSERT INTO audit_events (action, result, target, at)
    SELECT (ARRAY['BACKUP','FIRM_SETTING_CHANGE','FEATURE_SETTING_CHANGE','ACCESS_REVIEW_DONE'])[1 + i % 4], 'OK',
           'bench-cmp:' || i, now() - i * interval '1 day'
    FROM generate_series(1, 400) i`.execute(db);
  await sql`
    INSERT INTO documents (tenant_id, folder, name, type, storage_path, size, sha256, uploaded_at, created_at,
                           record_class, tax_year)
    SELECT t.id, 'Records', 'Document ' || i || '.pdf', 'OTHERS', 'Records/Document ' || i || '.pdf', 1000,
           md5(i::text) || md5(i::text), now() - (i % 3000) * interval '1 day', now() - (i % 3000) * interval '1 day',
           ${CLASSES}[1 + i % 6], CASE WHEN i % 7 = 0 THEN NULL ELSE 2010 + i % 17 END
    FROM generate_series(1, ${size.documents}::int) i
    JOIN tenants t ON t.root_directory = 'bench-cmp-' || lpad((1 + i % ${companies}::int)::text, 7, '0')`.execute(db);
  await sql`
    INSERT INTO incidents (title, found_at, status, window_from, window_to)
    SELECT 'Incident ' || i, now() - i * interval '3 days', CASE WHEN i % 10 = 0 THEN 'OPEN' ELSE 'CLOSED' END,
           now() - i * interval '3 days' - interval '1 day', now() - i * interval '3 days'
    FROM generate_series(1, 100) i`.execute(db);
  // The visibility map too (VACUUM), so the counts read their indexes alone, as on a firm's settled database.
  await sql`VACUUM ANALYZE`.execute(db);
}
