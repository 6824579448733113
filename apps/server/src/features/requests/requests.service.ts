import type { ZCreateRequestRequest } from '@ledgerport/contract';
import {
  MAX_BACKFILL_MONTHS,
  VALIDATION_MESSAGES,
  type TCreatedRequests,
  type TDocumentRequest,
  type TDocumentRequestPage,
  type TRequestSummary,
  type TRequestQuery,
  type TUpdateRequestRequest,
} from '@ledgerport/contract';
import type { z } from 'zod';
import { auditActorOf, recordAlongside, type Audited } from '../../platform/audit/audited.ts';
import { diffChanges } from '../../platform/audit/changes.ts';
import type { Principal } from '../../platform/auth/guards.ts';
import { requireTenant, type TenantRecord } from '../../platform/auth/tenant-scope.ts';
import { pageRequest } from '../../platform/db/paginate.ts';
import type { Db } from '../../platform/db/schema.ts';
import { changedMeanwhile, fieldRefused, requestState, tenantInactive } from './request-errors.ts';
import { fulfilAlreadySent, type SubmissionLookups } from './request-already-sent.ts';
import type { RequestNotifier } from './request-notifications.ts';
import type { RequestReader } from './request-reading.ts';
import { insertSeries, lockLiveSeries } from './request-series.repo.ts';
import { addMonths } from './request-periods.ts';
import { makeSeriesInstances } from './request-series.ts';
import { countRequests, editRequest, findRequest, insertRequests, listRequests } from './requests.repo.ts';

type CreateInput = z.output<typeof ZCreateRequestRequest>;

const EDITABLE = ['title', 'description', 'due_on'] as const;
const CREATED = ['title', 'kind', 'due_on', 'period_start', 'status'] as const;
const SERIES = ['title', 'kind', 'cadence', 'due_days', 'first_period', 'last_period'] as const;

const assertActive = (tenant: TenantRecord) => {
  if (tenant.status !== 1) throw tenantInactive();
};

/** Creating, listing and editing requests. Staff need 'manage requests'; reading needs 'view files' in the tenant. */
export function createRequestsService(deps: {
  db: Db;
  audited: Audited;
  reader: RequestReader;
  notifier: RequestNotifier;
  submissions: SubmissionLookups;
}) {
  const { db, audited, reader, notifier, submissions } = deps;

  function assertNotPast(field: string, day: string | undefined) {
    if (day !== undefined && day < reader.today()) throw fieldRefused(field, VALIDATION_MESSAGES.dueDateInPast);
  }

  function assertFirstPeriodRecent(firstPeriod: string | undefined) {
    const earliest = addMonths(`${reader.today().slice(0, 7)}-01`, -MAX_BACKFILL_MONTHS);
    if (firstPeriod !== undefined && firstPeriod < earliest) {
      throw fieldRefused('recurrence.first_period', VALIDATION_MESSAGES.firstPeriodTooOld);
    }
  }

  /** A series and its instances up to the current period, or one request; all in one transaction. */
  async function insertAll(trx: Db, actor: Principal, tenantId: string, input: CreateInput) {
    const userId = actor.access.userId;
    const common = { tenantId, title: input.title, description: input.description, kind: input.kind };
    if (!input.recurrence) {
      const period =
        input.period_start && input.period_end ? { start: input.period_start, end: input.period_end } : null;
      const ids = await insertRequests(trx, [
        { ...common, seriesId: null, period, dueOn: input.due_on!, createdBy: userId },
      ]);
      return { seriesId: null, ids };
    }
    const r = input.recurrence;
    const seriesId = await insertSeries(trx, {
      ...common,
      cadence: r.cadence,
      dueDays: r.due_days,
      firstPeriod: r.first_period,
      lastPeriod: r.last_period ?? null,
      createdBy: userId,
    });
    const series = await lockLiveSeries(trx, seriesId);
    return { seriesId, ids: await makeSeriesInstances(trx, series!, reader.today(), userId) };
  }

  return {
    /** The body as the route's schema parsed it (description defaulted to ''). */
    async create(actor: Principal, tenantId: string, input: CreateInput): Promise<TCreatedRequests> {
      const subject = { action: 'REQUEST_CREATE', tenantId, target: `tenant:${tenantId}` } as const;
      return audited(auditActorOf(actor), subject, async (scope) => {
        const tenant = await requireTenant(db, actor.access, tenantId, 'manage requests');
        assertActive(tenant);
        if (!input.recurrence) assertNotPast('due_on', input.due_on);
        assertFirstPeriodRecent(input.recurrence?.first_period);
        return db.transaction().execute(async (trx) => {
          const { seriesId, ids } = await insertAll(trx, actor, tenantId, input);
          const made = await reader.presentMany(trx, ids);
          // One event per request made, so each request's history starts with its creation; a series has its own.
          for (const request of seriesId ? made : []) {
            const changes = diffChanges(null, request, CREATED);
            await recordAlongside(trx, auditActorOf(actor), { ...subject, target: `request:${request.uuid}`, changes });
          }
          scope.target = seriesId ? `request-series:${seriesId}` : `request:${ids[0]}`;
          scope.changes = seriesId
            ? diffChanges(null, { title: input.title, kind: input.kind, ...input.recurrence }, SERIES)
            : diffChanges(null, made[0]!, CREATED);
          await scope.recordIn(trx);
          // A period whose sales tax or payroll was already sent is DONE at once, and nobody is asked for it.
          const fulfilled = await fulfilAlreadySent(trx, submissions, ids);
          const data = fulfilled.size > 0 ? await reader.presentMany(trx, ids) : made;
          await notifier.created(
            trx,
            tenant,
            data.filter((r) => !fulfilled.has(r.uuid)),
          );
          return { series_uuid: seriesId, data };
        });
      });
    },

    async list(actor: Principal, tenantId: string, query: TRequestQuery): Promise<TDocumentRequestPage> {
      await requireTenant(db, actor.access, tenantId, 'view files');
      const page = await listRequests(
        db,
        {
          tenantId,
          status: query.status,
          kind: query.kind,
          search: query.search || undefined,
          overdueBefore: query.overdue === 'true' ? reader.today() : undefined,
        },
        pageRequest(query),
      );
      return { ...page, data: await reader.presentRows(db, page.data) };
    },

    /** One request of the tenant (an e-mail's link opens it); another tenant's id is 404. */
    async get(actor: Principal, tenantId: string, id: string): Promise<TDocumentRequest> {
      await requireTenant(db, actor.access, tenantId, 'view files');
      return reader.presentOne(db, tenantId, id);
    },

    async summary(actor: Principal, tenantId: string): Promise<TRequestSummary> {
      await requireTenant(db, actor.access, tenantId, 'view files');
      return countRequests(db, tenantId, reader.today());
    },

    edit(actor: Principal, tenantId: string, id: string, input: TUpdateRequestRequest): Promise<TDocumentRequest> {
      const subject = { action: 'REQUEST_UPDATE', tenantId, target: `request:${id}` } as const;
      return audited(auditActorOf(actor), subject, async (scope) => {
        await requireTenant(db, actor.access, tenantId, 'manage requests');
        return db.transaction().execute(async (trx) => {
          const before = await reader.presentOne(trx, tenantId, id);
          if (input.due_on !== undefined && input.due_on !== before.due_on) assertNotPast('due_on', input.due_on);
          const { revision, ...fields } = input;
          if (!(await editRequest(trx, tenantId, id, revision, fields))) {
            const now = await findRequest(trx, tenantId, id);
            throw now && now.status !== 'OPEN' && now.status !== 'SUBMITTED'
              ? requestState(now.status)
              : changedMeanwhile();
          }
          const after = await reader.presentOne(trx, tenantId, id);
          scope.changes = diffChanges(before, after, EDITABLE);
          await scope.recordIn(trx);
          return after;
        });
      });
    },
  };
}
export type RequestsService = ReturnType<typeof createRequestsService>;
