import type { Kysely } from 'kysely';

// Frozen once landed (issue 30). firm_branding.default_locale: the firm's language, in which invitations are
// written unless staff choose another for the invitee (and the language a bulk import's owners are invited in).
// English until the firm sets one; the value is checked against the offered languages by the settings schema.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('firm_branding')
    .addColumn('default_locale', 'text', (c) => c.notNull().defaultTo('en'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('firm_branding').dropColumn('default_locale').execute();
}
