import { FOLDER_SEARCH_LIMIT, type TFirmSearch, type TReviewQueue } from '@ledgerport/contract';
import type { Principal } from '../../platform/auth/guards.ts';
import type { Db } from '../../platform/db/schema.ts';
import { forbidden } from '../../platform/errors.ts';
import { presentDocument } from './catalog.presenter.ts';
import { searchAcrossCompanies, type FileFilters } from './catalog-search.repo.ts';

/** How many companies the review queue names: the dashboard shows the ones with most waiting. */
const REVIEW_QUEUE_SIZE = 20;

/** The companies whose files the caller may see: every one (undefined) for staff who view files firm-wide. */
function visibleCompanies(actor: Principal): string[] | undefined {
  if (actor.access.firmPermissions.has('view files')) return undefined;
  return [...actor.access.tenants].filter(([, t]) => t.permissions.has('view files')).map(([id]) => id);
}

/** Files across the companies a caller may see: the firm-wide search, and what waits for review. */
export function createFirmFilesService(deps: { db: Db; timeZone: string }) {
  const { db, timeZone } = deps;
  return {
    async search(actor: Principal, filters: FileFilters): Promise<TFirmSearch> {
      const tenantIds = visibleCompanies(actor);
      const rows = await searchAcrossCompanies(db, { ...filters, tenantIds, limit: FOLDER_SEARCH_LIMIT + 1, timeZone });
      return {
        data: rows
          .slice(0, FOLDER_SEARCH_LIMIT)
          .map((row) => ({ ...presentDocument(row), tenant_uuid: row.tenant_id, tenant_name: row.tenant_name })),
        truncated: rows.length > FOLDER_SEARCH_LIMIT,
      };
    },

    /** Staff who review: the companies with files still New, most first (documents_new_idx holds only those). */
    async reviewQueue(actor: Principal): Promise<TReviewQueue> {
      if (!actor.access.firmPermissions.has('review files')) throw forbidden();
      const rows = await db
        .selectFrom('documents as d')
        .innerJoin('tenants as t', 't.id', 'd.tenant_id')
        .select(({ fn }) => ['t.id', 't.name', fn.countAll<string>().as('new_files')])
        .where('d.review_status', '=', 'NEW')
        .where('d.deleted_at', 'is', null)
        .groupBy(['t.id', 't.name'])
        .orderBy('new_files', 'desc')
        .orderBy('t.name')
        .limit(REVIEW_QUEUE_SIZE)
        .execute();
      return { data: rows.map((r) => ({ tenant_uuid: r.id, tenant_name: r.name, new_files: Number(r.new_files) })) };
    },
  };
}
export type FirmFilesService = ReturnType<typeof createFirmFilesService>;
