import {
  type TCellEnvelope,
  type TCompletenessCell,
  type TCompletenessCellItems,
  type TCompletenessExportQuery,
  type TCompletenessMatrix,
  type TCompletenessPeriod,
  type ZCompletenessCellQuery,
  type ZCompletenessExportQuery,
  type ZCompletenessQuery,
} from '@ledgerport/contract';
import type { z } from 'zod';
import { auditActorOf, requireFirmPermission, type Audited } from '../../platform/audit/audited.ts';
import type { Principal } from '../../platform/auth/guards.ts';
import { requireTenant } from '../../platform/auth/tenant-scope.ts';
import type { Db } from '../../platform/db/schema.ts';
import type { RequestReader } from '../requests/request-reading.ts';
import type { DueEnvelope, SignaturesDue } from '../signing/signatures-due.service.ts';
import { matrixCsv, matrixXlsx } from './completeness-export.ts';
import { periodOfKey, periodsBetween, resolveRange } from './completeness-periods.ts';
import { cellRequestIds, cellsOf, tenantsPage, type CellRow, type CellScope } from './completeness.repo.ts';

type MatrixQuery = z.output<typeof ZCompletenessQuery>;
type ExportQuery = z.output<typeof ZCompletenessExportQuery>;
type Filters = Omit<MatrixQuery, 'page' | 'per_page'>;

const EMPTY: TCompletenessCell = [0, 0, 0, 0, 'NOT_EXPECTED'];
/** The export reads the matrix a page at a time, the largest page the screen may ask for. */
const EXPORT_PAGE = 2000;

/**
 * The completeness matrix: which tenant owes what for which period, requests and envelopes to sign (issue 31)
 * alike. Staff holding 'manage requests' (the ones who chase clients and nudge them) read it; a cell's items are
 * read through the tenant boundary, its envelopes through the signing feature's service.
 */
export function createCompletenessService(deps: {
  db: Db;
  audited: Audited;
  reader: RequestReader;
  signatures: SignaturesDue;
}) {
  const { db, audited, reader, signatures } = deps;

  function scopeOf(filters: Filters) {
    const today = reader.today();
    const months = resolveRange(today, filters.from, filters.to);
    const periods = periodsBetween(months.from, months.to, filters.granularity);
    const range = { start: periods[0]!.start, end: periods.at(-1)!.end, today };
    const scope: CellScope = {
      granularity: filters.granularity,
      ...range,
      kind: filters.kind,
      signatures: (tenantIds) => signatures.countsByDay(range, tenantIds),
    };
    return { today, range: months, periods, scope };
  }

  async function readPage(actor: Principal, filters: Filters, page: number, perPage: number) {
    const { today, range, periods, scope } = scopeOf(filters);
    const tenants = await tenantsPage(
      db,
      {
        responsible: filters.responsible ? { filter: filters.responsible, callerId: actor.access.userId } : undefined,
        search: filters.search || undefined,
        status: filters.status && { status: filters.status, scope, columns: periods.length },
      },
      { page, perPage },
    );
    const cells = await cellsOf(
      db,
      scope,
      tenants.data.map((t) => t.id),
    );
    return { ...tenants, today, range, periods, data: rowsOf(tenants.data, periods, cells) };
  }

  return {
    async matrix(actor: Principal, query: MatrixQuery): Promise<TCompletenessMatrix> {
      requireFirmPermission(actor, 'manage requests');
      return readPage(actor, query, query.page, query.per_page);
    },

    async cell(actor: Principal, query: z.output<typeof ZCompletenessCellQuery>): Promise<TCompletenessCellItems> {
      const tenant = await requireTenant(db, actor.access, query.tenant_id, 'manage requests');
      const { start, end } = periodOfKey(query.period);
      const { kind } = query;
      const [ids, envelopes] = await Promise.all([
        kind === 'SIGNATURE' ? [] : cellRequestIds(db, tenant.id, { start, end, kind }),
        kind === undefined || kind === 'SIGNATURE'
          ? signatures.dueIn(tenant, { start, end, today: reader.today() })
          : [],
      ]);
      return {
        data: await reader.presentMany(db, ids),
        envelopes: envelopes.map((e) => presentEnvelope(tenant.id, e)),
      };
    },

    /** Every page of the filtered matrix as CSV or XLSX; on the audit trail with its filters. */
    export: (actor: Principal, query: ExportQuery) =>
      audited(
        auditActorOf(actor),
        { action: 'COMPLETENESS_EXPORT', tenantId: null, target: 'completeness' },
        async (scope) => {
          requireFirmPermission(actor, 'manage requests');
          const { format, ...filters } = query;
          const pages = [await readPage(actor, filters, 1, EXPORT_PAGE)];
          while (pages.at(-1)!.current_page < pages.at(-1)!.last_page) {
            pages.push(await readPage(actor, filters, pages.length + 1, EXPORT_PAGE));
          }
          const { periods } = pages[0]!;
          const rows = pages.flatMap((p) => p.data);
          scope.detail = describeFilters(query, periods);
          const name = `completeness-${periods[0]!.key}-${periods.at(-1)!.key}`;
          return format === 'xlsx'
            ? { fileName: `${name}.xlsx`, format, body: await matrixXlsx(periods, rows) }
            : { fileName: `${name}.csv`, format, body: matrixCsv(periods, rows) };
        },
      ),
  };
}
export type CompletenessService = ReturnType<typeof createCompletenessService>;

const presentEnvelope = (tenantId: string, e: DueEnvelope): TCellEnvelope => ({
  uuid: e.id,
  tenant_uuid: tenantId,
  title: e.title,
  status: e.status,
  due_date: e.dueDate,
  signers: e.signers,
  signed: e.signed,
  overdue: e.overdue,
});

/** The page's tenants, each with one cell per period (NOT_EXPECTED where nothing was asked for). */
function rowsOf(
  tenants: { id: string; name: string; responsible_staff_id: string | null; responsible_name: string | null }[],
  periods: TCompletenessPeriod[],
  cells: CellRow[],
) {
  const column = new Map(periods.map((p, i) => [p.key, i]));
  const byTenant = new Map(tenants.map((t) => [t.id, periods.map(() => EMPTY)]));
  for (const c of cells) {
    byTenant.get(c.tenant_id)![column.get(c.period)!] = [c.expected, c.submitted, c.done, c.overdue, c.status];
  }
  return tenants.map((t) => ({
    tenant_uuid: t.id,
    tenant_name: t.name,
    responsible:
      t.responsible_staff_id && t.responsible_name ? { uuid: t.responsible_staff_id, name: t.responsible_name } : null,
    cells: byTenant.get(t.id)!,
  }));
}

const describeFilters = (query: TCompletenessExportQuery, periods: TCompletenessPeriod[]) =>
  [
    `${periods[0]!.key}..${periods.at(-1)!.key}`,
    query.format,
    query.kind && `kind=${query.kind}`,
    query.status && `status=${query.status}`,
    query.responsible && `responsible=${query.responsible}`,
    query.search && `search=${query.search}`,
  ]
    .filter(Boolean)
    .join(' ');
