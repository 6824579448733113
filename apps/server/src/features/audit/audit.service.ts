import { VALIDATION_MESSAGES, type TAuditPage, type ZAuditQuery } from '@ledgerport/contract';
import type { Kysely } from 'kysely';
import { Readable } from 'node:stream';
import type { z } from 'zod';
import { mapPage, pageRequest } from '../../platform/db/paginate.ts';
import type { DB } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import { firmDateOf, firmDayRange } from '../../platform/time/firm-day.ts';
import { AUDIT_CSV_HEADER, UTF8_BOM, auditCsvRow, csvRow } from './audit-csv.ts';
import { presentAuditEvent } from './audit.presenter.ts';
import { listAuditBatch, listAuditEvents, type AuditCursor, type AuditFilter } from './audit.repo.ts';

/** Rows fetched per query while exporting: memory stays flat however long the trail is. */
export const EXPORT_BATCH_SIZE = 500;

/** The parsed query (the route has applied ZAuditQuery's defaults). */
type AuditQuery = z.output<typeof ZAuditQuery>;

/**
 * Reading the audit trail (routes admit staff holding 'view audit trail'). Days in `from`/`to` are the
 * firm's calendar days, so "today" on this screen is the same day the dashboard counts.
 */
export function createAuditService({ db, timeZone }: { db: Kysely<DB>; timeZone: string }) {
  function filterOf(query: Omit<AuditQuery, 'page'>): AuditFilter {
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
      start,
      end,
    };
  }

  async function* csvChunks(filter: AuditFilter): AsyncGenerator<string> {
    yield UTF8_BOM + csvRow(AUDIT_CSV_HEADER);
    let cursor: AuditCursor | undefined;
    for (;;) {
      const rows = await listAuditBatch(db, filter, cursor, EXPORT_BATCH_SIZE);
      if (rows.length) yield rows.map((row) => auditCsvRow(presentAuditEvent(row))).join('');
      if (rows.length < EXPORT_BATCH_SIZE) return;
      const last = rows.at(-1)!;
      cursor = { at: last.at_text, seq: String(last.seq) };
    }
  }

  return {
    async list(query: AuditQuery): Promise<TAuditPage> {
      return mapPage(await listAuditEvents(db, filterOf(query), pageRequest(query)), presentAuditEvent);
    },

    /**
     * The same filters as `list`, every page, as a CSV stream. Filters are checked before anything is sent,
     * so a bad range still answers a proper 400.
     */
    exportCsv(query: Omit<AuditQuery, 'page'>): { fileName: string; body: Readable } {
      const filter = filterOf(query);
      const fileName = `audit-${query.from ?? 'start'}-${query.to ?? firmDateOf(new Date(), timeZone)}.csv`;
      return { fileName, body: Readable.from(csvChunks(filter)) };
    },
  };
}
export type AuditService = ReturnType<typeof createAuditService>;
