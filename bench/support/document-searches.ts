import { PGliteDialect, PostgresDialect, CompiledQuery, Kysely, type LogEvent } from 'kysely';
import pg from 'pg';
import { FOLDER_SEARCH_LIMIT } from '@ledgerport/contract';
import type { Principal } from '../../apps/server/src/platform/auth/guards.ts';
import { openDatabase } from '../../apps/server/src/platform/db/database.ts';
import type { DB } from '../../apps/server/src/platform/db/schema.ts';
import {
  searchAcrossCompanies,
  searchDocumentsBelow,
  searchFoldersBelow,
  type FileFilters,
} from '../../apps/server/src/features/files/catalog-search.repo.ts';
import { createFirmFilesService } from '../../apps/server/src/features/files/firm-files.service.ts';
import { COMMON_WORD, RARE_WORD } from './documents-seed.ts';

/**
 * The searches the bench measures: each as the browser asks the server for it (an HTTP path) and as the
 * server's own repository code runs it (the reference: the same SQL through the same driver, in the bench's
 * process), so the ratio shows what the server adds on top (sign-in check, tenant check, audit, JSON).
 */

export const TIME_ZONE = 'UTC';

/** The bench's own connection to the database, recording each statement's SQL so it can be EXPLAINed. */
export async function openReference(target: { pgliteDir: string } | { url: string }) {
  const statements: CompiledQuery[] = [];
  const log = (event: LogEvent) => {
    if (event.level === 'query') statements.push(event.query);
  };
  if ('url' in target) {
    // As the server connects (platform/db/database.ts): a pool of 10.
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }), log });
    return { db, statements, close: () => db.destroy() };
  }
  // PGlite with the server's settings (shared_buffers=16MB...), on a copy of the server's data directory.
  const database = await openDatabase({ kind: 'pglite', dataDir: target.pgliteDir });
  const db = new Kysely<DB>({ dialect: new PGliteDialect({ pglite: database.pglite! }), log });
  return { db, statements, close: () => database.close() };
}
export type Reference = Awaited<ReturnType<typeof openReference>>;

export type Search = {
  name: string;
  /** The request, below /api/v1. */
  path: string;
  /** What the server's repository code runs for it. */
  reference: (db: Kysely<DB>) => Promise<unknown>;
};

const firmWide = (db: Kysely<DB>, filters: FileFilters) =>
  searchAcrossCompanies(db, { ...filters, tenantIds: undefined, limit: FOLDER_SEARCH_LIMIT + 1, timeZone: TIME_ZONE });

/** The firm's calendar day `days` ago, as the search's date filters take it. */
const dayAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

export function searches(companyId: string): Search[] {
  const company = { tenantId: companyId, under: '', shown: FOLDER_SEARCH_LIMIT, timeZone: TIME_ZONE };
  const since = dayAgo(7);
  // Staff who review see every company: the review queue's service needs only that permission.
  const reviewer = { access: { firmPermissions: new Set(['review files', 'view files']) } } as unknown as Principal;
  return [
    {
      name: `Company search from root "${COMMON_WORD}"`,
      path: `/tenants/${companyId}/files?path=&search=${COMMON_WORD}`,
      reference: (db) =>
        Promise.all([
          searchFoldersBelow(db, { ...company, text: COMMON_WORD }),
          searchDocumentsBelow(db, { ...company, text: COMMON_WORD }),
        ]),
    },
    {
      name: `Firm-wide search "${COMMON_WORD}"`,
      path: `/files/search?q=${COMMON_WORD}`,
      reference: (db) => firmWide(db, { text: COMMON_WORD }),
    },
    {
      name: `Firm-wide rare match "${RARE_WORD}"`,
      path: `/files/search?q=${RARE_WORD}`,
      reference: (db) => firmWide(db, { text: RARE_WORD }),
    },
    {
      name: 'Firm-wide filter NEW, last 7 days',
      path: `/files/search?review_status=NEW&uploaded_from=${since}`,
      reference: (db) => firmWide(db, { reviewStatus: 'NEW', uploadedFrom: since }),
    },
    {
      name: 'Company filter NEW, last 7 days',
      path: `/tenants/${companyId}/files?path=&review_status=NEW&uploaded_from=${since}`,
      reference: (db) => searchDocumentsBelow(db, { ...company, reviewStatus: 'NEW', uploadedFrom: since }),
    },
    {
      name: 'Review queue (dashboard)',
      path: '/dashboard/review-queue',
      reference: (db) => createFirmFilesService({ db, timeZone: TIME_ZONE }).reviewQueue(reviewer),
    },
  ];
}

/** The plans of the statements one reference run issued, and which indexes they use; a Seq Scan on documents flagged. */
export async function explain(reference: Reference, search: Search) {
  reference.statements.length = 0;
  await search.reference(reference.db);
  const plans: string[] = [];
  for (const statement of [...reference.statements]) {
    const result = await reference.db.executeQuery<{ 'QUERY PLAN': string }>(
      CompiledQuery.raw(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${statement.sql}`, [...statement.parameters]),
    );
    plans.push(`${statement.sql}\n${result.rows.map((r) => r['QUERY PLAN']).join('\n')}`);
  }
  const text = plans.join('\n\n');
  const indexes = new Set(
    [...text.matchAll(/(?:Index (?:Only )?Scan(?: Backward)? using|Bitmap Index Scan on) (\w+)/g)].map((m) => m[1]!),
  );
  return { text, indexes: [...indexes], seqScan: /Seq Scan on documents/.test(text) };
}
