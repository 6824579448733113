import { VALIDATION_MESSAGES, type TAuditPage, type ZAuditQuery } from '@ledgerport/contract';
import type { Kysely } from 'kysely';
import { Readable } from 'node:stream';
import type { z } from 'zod';
import { auditActorOf, requireFirmPermission, type Audited } from '../../platform/audit/audited.ts';
import type { Principal } from '../../platform/auth/guards.ts';
import { pageRequest } from '../../platform/db/paginate.ts';
import type { DB } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import { firmDateOf, firmDayRange } from '../../platform/time/firm-day.ts';
import { AUDIT_CSV_HEADER, UTF8_BOM, auditCsvRow, csvRow } from './audit-csv.ts';
import { namesOfTargets } from './audit-targets.ts';
import { presentAuditEvent } from './audit.presenter.ts';
import { listAuditBatch, listAuditEvents, type AuditCursor, type AuditFilter, type AuditRow } from './audit.repo.ts';

/** Rows fetched per query while exporting: memory stays flat however long the trail is. */
export const EXPORT_BATCH_SIZE = 500;

/** The parsed query (the route has applied ZAuditQuery's defaults). */
type AuditQuery = z.output<typeof ZAuditQuery>;
type ExportQuery = Omit<AuditQuery, 'page' | 'per_page'>;

/** The filters an export was made with, for its own event: only those that were set. */
const filtersOf = (query: ExportQuery) =>
  JSON.stringify(Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== '')));

/**
 * Reading the audit trail (routes admit staff holding 'view audit trail'). Days in `from`/`to` are the
 * firm's calendar days, so "today" on this screen is the same day the dashboard counts.
 */
export function createAuditService({ db, timeZone, audited }: { db: Kysely<DB>; timeZone: string; audited: Audited }) {
  async function present(rows: AuditRow[]) {
    const names = await namesOfTargets(
      db,
      rows.map((row) => row.target),
    );
    return rows.map((row) => presentAuditEvent(row, names.get(row.target) ?? null));
  }

  function filterOf(query: ExportQuery): AuditFilter {
    if (query.from && query.to && query.from > query.to) {
      throw new AppError(400, 'VALIDATION_ERROR', 'Invalid querystring', [
        { field: 'to', message: VALIDATION_MESSAGES.dayRangeReversed },
      ]);
    }
    const { start, end } = firmDayRange({ from: query.from, to: query.to }, timeZone);
    return {
      search: query.search || undefined,
      tenantId: query.tenant_uuid,
      actorId: query.user_uuid,
      action: query.action,
      result: query.result,
      start,
      end,
    };
  }

  async function* csvChunks(filter: AuditFilter): AsyncGenerator<string> {
    yield UTF8_BOM + csvRow(AUDIT_CSV_HEADER);
    let cursor: AuditCursor | undefined;
    for (;;) {
      const rows = await listAuditBatch(db, filter, cursor, EXPORT_BATCH_SIZE);
      if (rows.length) yield (await present(rows)).map(auditCsvRow).join('');
      if (rows.length < EXPORT_BATCH_SIZE) return;
      const last = rows.at(-1)!;
      cursor = { at: last.at_text, seq: String(last.seq) };
    }
  }

  return {
    async list(query: AuditQuery): Promise<TAuditPage> {
      const page = await listAuditEvents(db, filterOf(query), pageRequest(query));
      return { ...page, data: await present(page.data) };
    },

    /**
     * The same filters as `list`, every page, as a CSV stream. Filters are checked before anything is sent,
     * so a bad range still answers a proper 400. The export is itself on the trail (AUDIT_EXPORT, its filters
     * in `detail`, no tenant: it is the firm's act), recorded before the first row is read, so an export its
     * filters do not exclude lists itself. A refusal is recorded too.
     */
    exportCsv: (actor: Principal, query: ExportQuery): Promise<{ fileName: string; body: Readable }> =>
      audited(auditActorOf(actor), { action: 'AUDIT_EXPORT', tenantId: null, target: 'audit.csv' }, async (scope) => {
        requireFirmPermission(actor, 'view audit trail');
        const filter = filterOf(query);
        const fileName = `audit-${query.from ?? 'start'}-${query.to ?? firmDateOf(new Date(), timeZone)}.csv`;
        scope.target = fileName;
        scope.detail = filtersOf(query);
        await scope.recordIn(db);
        return { fileName, body: Readable.from(csvChunks(filter)) };
      }),
  };
}
export type AuditService = ReturnType<typeof createAuditService>;
