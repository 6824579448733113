import { sql, type Kysely } from 'kysely';

// Frozen once landed (issue 30, part 5). The dashboard's setup checklist works each item's state out from the
// firm's data and settings; what it stores is only a SuperAdmin's "dismiss" of an item, for the whole firm (one
// firm per database): one row per dismissed item, who and when (the trail has it too, SETUP_ITEM_DISMISS).

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('setup_dismissals')
    .addColumn('item', 'text', (c) => c.primaryKey())
    .addColumn('dismissed_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('dismissed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('setup_dismissals').execute();
}
