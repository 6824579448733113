import { sql, type Kysely } from 'kysely';

// Frozen once landed (issue 15, item 9). firm_branding: the firm's own name, logo, colour, support address and
// e-mail sender name (null: the display name of the server's MAIL_FROM, "Ledgerport" by default), one row (id = 1) that exists from the start with Ledgerport's defaults, so every reader
// finds it. The logo is kept in the row (a few hundred KB at most): no file to lose beside the database, and a
// backup of the database carries it. 'manage firm settings' is a new permission for SuperAdmin and Admin.
// outbox_messages.from_name keeps the sender name each e-mail was rendered with, so a retry sends it unchanged.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('firm_branding')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('firm_name', 'text', (c) => c.notNull())
    .addColumn('primary_color', 'text', (c) => c.notNull().check(sql`primary_color ~ '^#[0-9a-f]{6}$'`))
    .addColumn('support_email', 'text')
    .addColumn('sender_name', 'text')
    .addColumn('logo', 'bytea')
    .addColumn('logo_type', 'text', (c) => c.check(sql`logo_type in ('image/png', 'image/jpeg', 'image/webp')`))
    .addColumn('logo_version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'timestamptz')
    .addColumn('updated_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addCheckConstraint('firm_branding_logo_pair', sql`(logo is null) = (logo_type is null)`)
    .execute();
  await db.insertInto('firm_branding').values({ id: 1, firm_name: 'Ledgerport', primary_color: '#1c7ed6' }).execute();

  const { id } = await db
    .insertInto('permissions')
    .values({ name: 'manage firm settings', group_name: 'settings' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('role_permissions')
    .columns(['role_id', 'permission_id'])
    .expression(
      db
        .selectFrom('roles')
        .select(['id', sql.lit(id).as('permission_id')])
        .where('name', 'in', ['SuperAdmin', 'Admin'])
        .where('is_built_in', '=', true),
    )
    .execute();

  await db.schema.alterTable('outbox_messages').addColumn('from_name', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('outbox_messages').dropColumn('from_name').execute();
  await db.deleteFrom('permissions').where('name', '=', 'manage firm settings').execute();
  await db.schema.dropTable('firm_branding').execute();
}
