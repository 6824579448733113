import { sql } from 'kysely';
import type { Db } from '../../platform/db/schema.ts';
import type { UploadLinksTable } from '../../platform/db/tables/upload-links.table.ts';
import { containsPattern, paginate, type PageRequest } from '../../platform/db/paginate.ts';

/**
 * A link with what staff's list and the holder's page show: its request's title and state, its maker's name.
 * Subqueries rather than joins and no aliases: paginate() types the query against DB's own tables.
 */
const linksWithFacts = (db: Db) =>
  db
    .selectFrom('upload_links')
    .selectAll('upload_links')
    .select((eb) => {
      const request = () =>
        eb.selectFrom('document_requests').whereRef('document_requests.id', '=', 'upload_links.request_id');
      return [
        request().select('title').as('request_title'),
        request().select('description').as('request_description'),
        request().select('status').as('request_status'),
        eb
          .selectFrom('users')
          .whereRef('users.id', '=', 'upload_links.created_by')
          .select('name')
          .as('created_by_name'),
      ];
    });
export type UploadLinkRow = Awaited<ReturnType<ReturnType<typeof linksWithFacts>['execute']>>[number];

export type NewUploadLink = Pick<
  UploadLinksTable,
  'tenant_id' | 'token_hash' | 'folder' | 'upload_type' | 'request_id' | 'require_email_code' | 'max_files'
> & { label: string; max_total_bytes: number; expires_at: Date; created_by: string };

export async function insertLink(db: Db, link: NewUploadLink): Promise<string> {
  return (await db.insertInto('upload_links').values(link).returning('id').executeTakeFirstOrThrow()).id;
}

export const findLink = (db: Db, tenantId: string, id: string) =>
  linksWithFacts(db)
    .where('upload_links.tenant_id', '=', tenantId)
    .where('upload_links.id', '=', id)
    .executeTakeFirst();

export const findLinkByTokenHash = (db: Db, tokenHash: string) =>
  linksWithFacts(db).where('upload_links.token_hash', '=', tokenHash).executeTakeFirst();

/** A company's links, newest first (upload_links_tenant_idx); `search` in the label. */
export function pageLinks(db: Db, tenantId: string, search: string | undefined, page: PageRequest) {
  const query = linksWithFacts(db)
    .where('upload_links.tenant_id', '=', tenantId)
    .$if(Boolean(search), (q) => q.where('upload_links.label', 'ilike', containsPattern(search!)))
    .orderBy('upload_links.created_at', 'desc')
    .orderBy('upload_links.id');
  return paginate(db, query, page);
}

/** Revokes a live link; false when it was revoked already. */
export async function revokeLink(db: Db, tenantId: string, id: string, userId: string): Promise<boolean> {
  const result = await db
    .updateTable('upload_links')
    .set({ revoked_at: sql<Date>`now()`, revoked_by: userId })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Counts one received file against the link's limits, in the upload's transaction, only while the link is still
 * live and the file fits: a conditional update, so two uploads racing for the last place cannot both get it.
 * Answers the counts after, or undefined when the file does not fit (any more).
 */
export async function countFile(db: Db, id: string, size: number) {
  return db
    .updateTable('upload_links')
    .set({
      files_received: sql<number>`files_received + 1`,
      bytes_received: sql<string>`bytes_received + ${size}`,
    })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .where(sql<boolean>`files_received < max_files`)
    .where(sql<boolean>`bytes_received + ${size} <= max_total_bytes`)
    .returning(['files_received', 'bytes_received', 'max_files', 'max_total_bytes'])
    .executeTakeFirst();
}

// ---- E-mailed codes ----

export async function insertCode(db: Db, code: { linkId: string; email: string; codeHash: string; expiresAt: Date }) {
  await db
    .insertInto('upload_link_codes')
    .values({ link_id: code.linkId, email: code.email, code_hash: code.codeHash, expires_at: code.expiresAt })
    .execute();
}

/**
 * The newest code for this address on this link, its try counted before it is compared (an atomic update), so
 * parallel guesses get no more than `maxTries` checks. Undefined: none live, or out of tries.
 */
export async function takeCodeTry(db: Db, linkId: string, email: string, maxTries: number) {
  const newest = db
    .selectFrom('upload_link_codes')
    .select('id')
    .where('link_id', '=', linkId)
    .where('email', '=', email)
    .orderBy('created_at', 'desc')
    .limit(1);
  return db
    .updateTable('upload_link_codes')
    .set({ tries: sql<number>`tries + 1` })
    .where('id', '=', newest)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .where('tries', '<', maxTries)
    .returning(['id', 'code_hash'])
    .executeTakeFirst();
}

/** Spends a code (of two racing right answers, one wins). */
export async function useCode(db: Db, id: string): Promise<boolean> {
  const result = await db
    .updateTable('upload_link_codes')
    .set({ used_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
