import { sql, type Kysely } from 'kysely';

// Frozen once landed: later changes go in new migrations. The seed lists are copied here on purpose
// (a migration never imports app code); a test checks them against the contract's catalogue.

const permissionGroups: Record<string, string[]> = {
  users: ['view user', 'create user', 'update user'],
  roles: ['view ROLE', 'create ROLE', 'update ROLE'],
  internalUsers: ['view internal user', 'create internal user'],
  tenants: ['view tenant', 'create tenant', 'update tenant'],
  tenantUsers: ['view tenant user', 'create tenant user'],
  files: ['view files', 'upload files'],
  salesTax: ['view sales tax', 'submit sales tax', 'update sales tax'],
  payroll: ['view payroll', 'submit payroll'],
  notifications: ['send bulk notifications'],
  settings: ['manage feature settings'],
  audit: ['view audit trail', 'view outbox'],
};
const all = Object.values(permissionGroups).flat();
const staffCommon = [
  'view tenant',
  'view tenant user',
  'view files',
  'upload files',
  'view sales tax',
  'update sales tax',
  'view payroll',
];
const tenantCommon = [
  'view files',
  'upload files',
  'view sales tax',
  'submit sales tax',
  'view payroll',
  'submit payroll',
];
const builtInRoles: { name: string; scope: 'firm' | 'tenant'; permissions: string[] }[] = [
  { name: 'SuperAdmin', scope: 'firm', permissions: all },
  {
    name: 'Admin',
    scope: 'firm',
    permissions: all.filter(
      (p) => !['create ROLE', 'update ROLE', 'manage feature settings', 'view outbox'].includes(p),
    ),
  },
  { name: 'Processor', scope: 'firm', permissions: staffCommon },
  { name: 'TenantOwner', scope: 'tenant', permissions: [...tenantCommon, 'view tenant user', 'create tenant user'] },
  { name: 'TenantManager', scope: 'tenant', permissions: tenantCommon },
];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('user_name', 'text', (c) => c.notNull())
    .addColumn('phone_mobile', 'text')
    .addColumn('password_hash', 'text')
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('ACTIVE')
        .check(sql`status in ('ACTIVE', 'INVITED', 'DISABLED')`),
    )
    .addColumn('locale', 'text', (c) => c.notNull().defaultTo('en'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // E-mail addresses are unique whatever their case.
  await sql`create unique index users_email_lower_key on users (lower(email))`.execute(db);

  await db.schema
    .createTable('roles')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('guard_name', 'text', (c) => c.notNull().defaultTo('api'))
    .addColumn('scope', 'text', (c) => c.notNull().check(sql`scope in ('firm', 'tenant')`))
    .addColumn('is_built_in', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('permissions')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('group_name', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('role_permissions')
    .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id').onDelete('cascade'))
    .addColumn('permission_id', 'integer', (c) => c.notNull().references('permissions.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('role_permissions_pkey', ['role_id', 'permission_id'])
    .execute();

  await db.schema
    .createTable('user_roles')
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id').onDelete('restrict'))
    .addPrimaryKeyConstraint('user_roles_pkey', ['user_id', 'role_id'])
    .execute();

  await db.schema
    .createTable('tenants')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('root_directory', 'text', (c) => c.notNull())
    .addColumn('root_directory_type', 'text', (c) =>
      c
        .notNull()
        .defaultTo('LOCAL_FOLDER')
        .check(sql`root_directory_type in ('LOCAL_FOLDER', 'AWS_S3')`),
    )
    .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(1))
    .addColumn('address_line_1', 'text')
    .addColumn('address_line_2', 'text')
    .addColumn('city', 'text')
    .addColumn('state', 'text')
    .addColumn('country', 'text')
    .addColumn('zipcode', 'text')
    .addColumn('timezone', 'text')
    .addColumn('primary_contact_name', 'text')
    .addColumn('primary_contact_email', 'text')
    .addColumn('primary_contact_phone_mobile', 'text')
    .addColumn('primary_contact_phone_office', 'text')
    .addColumn('primary_contact_fax', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index tenants_root_directory_key on tenants (root_directory_type, lower(root_directory))`.execute(
    db,
  );

  // One role per user per tenant; a user may belong to several tenants.
  await db.schema
    .createTable('tenant_memberships')
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id').onDelete('restrict'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('tenant_memberships_pkey', ['tenant_id', 'user_id'])
    .execute();
  await db.schema.createIndex('tenant_memberships_user_idx').on('tenant_memberships').column('user_id').execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('remember_me', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('fingerprint', 'text')
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('login_attempts')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('email_key', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('succeeded', 'boolean', (c) => c.notNull())
    .addColumn('attempted_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('login_attempts_email_idx')
    .on('login_attempts')
    .columns(['email_key', 'attempted_at'])
    .execute();
  await db.schema.createIndex('login_attempts_ip_idx').on('login_attempts').columns(['ip', 'attempted_at']).execute();

  for (const [group, names] of Object.entries(permissionGroups)) {
    await db
      .insertInto('permissions')
      .values(names.map((name) => ({ name, group_name: group })))
      .execute();
  }
  for (const role of builtInRoles) {
    const { id } = await db
      .insertInto('roles')
      .values({ name: role.name, scope: role.scope, is_built_in: true })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('role_permissions')
      .columns(['role_id', 'permission_id'])
      .expression(
        db
          .selectFrom('permissions')
          .select([sql.lit(id).as('role_id'), 'id'])
          .where('name', 'in', role.permissions),
      )
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'login_attempts',
    'sessions',
    'tenant_memberships',
    'tenants',
    'user_roles',
    'role_permissions',
    'permissions',
    'roles',
    'users',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
