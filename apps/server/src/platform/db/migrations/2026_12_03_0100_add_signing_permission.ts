import { sql, type Kysely } from 'kysely';

// Frozen once landed (issue 31). 'manage signatures': prepare, send, void and resend envelopes for signature,
// and keep signing templates. Held by the firm's built-in SuperAdmin and Admin, like 'manage requests'; a firm
// gives it to other roles in the role form.
const GRANTS = ['SuperAdmin', 'Admin'];

export async function up(db: Kysely<any>): Promise<void> {
  await db.insertInto('permissions').values({ name: 'manage signatures', group_name: 'signing' }).execute();
  await sql`
    INSERT INTO role_permissions (role_id, permission_id)
    SELECT r.id, p.id FROM roles r, permissions p
    WHERE r.name IN (${sql.join(GRANTS)}) AND r.is_built_in AND p.name = 'manage signatures'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('permissions').where('name', '=', 'manage signatures').execute();
}
