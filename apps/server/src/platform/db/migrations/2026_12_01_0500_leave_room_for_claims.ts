import { sql, type Kysely } from 'kysely';

// Frozen once landed (issue 17, item 7). A delivery claim (attempts, locked_until) changes no indexed column, so
// PostgreSQL can write it as a HOT update, with no new entry in any index, but only when the row's page has
// room for the new version. Filled to 100%, a page of outbox_messages (rows of ≈ 1.9 KB: the rendered bodies)
// never had room, so every claim added the row to all six indexes again, the two trigram GIN indexes among
// them. Pages filled to half (e-mails) or 70% (texts, ≈ 0.25 KB) leave that room: a standalone PGlite run of
// 10,000 e-mails and 10,000 texts (claims of 100, SENT marks of 10) took 2.3 instead of 3.5 s of CPU for the
// e-mails, 1.16 instead of 1.38 s for the texts, inserting them 0.1 s more; the e-mail table takes twice the
// pages. The SENT mark changes `status`, which is indexed: it stays a full update. Applies to pages written
// from now on.
const FILL: Array<[table: string, percent: number]> = [
  ['outbox_messages', 50],
  ['sms_messages', 70],
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const [table, percent] of FILL) await sql.raw(`ALTER TABLE ${table} SET (fillfactor = ${percent})`).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [table] of FILL) await sql.raw(`ALTER TABLE ${table} RESET (fillfactor)`).execute(db);
}
