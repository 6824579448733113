import { randomUUID } from 'node:crypto';
import {
  SALES_TAX_PER_PAGE,
  type TSalesTax,
  type TSalesTaxPage,
  type TSalesTaxQuery,
  type TSubmitSalesTaxRequest,
  type TUpdateSalesTaxRequest,
  appUrl,
  paths,
} from '@ledgerport/contract';
import type { Kysely } from 'kysely';
import { auditActorOf, requireFirmPermission, type Audited } from '../../platform/audit/audited.ts';
import { diffChanges } from '../../platform/audit/changes.ts';
import type { Principal } from '../../platform/auth/guards.ts';
import { requireTenant } from '../../platform/auth/tenant-scope.ts';
import { mapPage, pageRequest } from '../../platform/db/paginate.ts';
import type { DB } from '../../platform/db/schema.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { assertFeatureOn } from '../feature-settings/feature-settings.service.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { SubmittedMonthsLookup } from '../requests/request-already-sent.ts';
import { fulfilRequestsForMonth } from '../requests/request-fulfilment.service.ts';
import { presentSalesTax } from './sales-tax.presenter.ts';
import {
  countCreatedBetween,
  findRecord,
  insertRecord,
  listRecords,
  liveMonthsOf,
  lockRecord,
  lockTenantMonth,
  markProcessed,
  supersedeMonth,
} from './sales-tax.repo.ts';

/** What the trail keeps: what the client sent, and the firm's answer (payable amount, process date, status). */
const SUBMITTED_FIELDS = [
  'sale_month_date',
  'sale_amount',
  'collected_tax_amount',
  'submitted_date',
  'sale_tax_status',
] as const;
const ANSWER_FIELDS = ['payable_tax_amount', 'process_date', 'sale_tax_status'] as const;

/**
 * For the requests feature (issue 30): each tenant's live record of the sale months in [from, through], so a
 * sales-tax request made for a month already sent is fulfilled at once. Runs in the caller's transaction.
 */
export const salesTaxMonthsSent: SubmittedMonthsLookup = async (db, { tenantIds, from, through }) =>
  (await liveMonthsOf(db, { tenantIds, from, through })).map((r) => ({
    tenantId: r.tenant_id,
    month: r.month,
    submission: `sales-tax:${r.id}`,
    submittedBy: r.submitted_by,
  }));

const superseded = () =>
  new AppError(409, 'SALES_TAX_SUPERSEDED', 'A later submission for the same month replaced this record');

export function createSalesTaxService(deps: {
  db: Kysely<DB>;
  notifications: NotificationsService;
  publicUrl: string;
  audited: Audited;
}) {
  const { db, notifications, publicUrl, audited } = deps;

  async function read(from: Kysely<DB>, id: string): Promise<TSalesTax> {
    const row = await findRecord(from, id);
    if (!row) throw notFound('Sales tax record');
    return presentSalesTax(row);
  }

  return {
    /**
     * A tenant's sales-tax information for one month. Submissions of the same tenant and month take turns
     * (lockTenantMonth): each marks the month's earlier live record SUPERSEDED, pointing at itself, so one
     * live record per month remains and nothing is deleted. The firm's staff who may view sales tax are
     * told in the app and by e-mail, in the same transaction.
     */
    async submit(actor: Principal, tenantId: string, input: TSubmitSalesTaxRequest): Promise<TSalesTax> {
      const id = randomUUID();
      const subject = { action: 'SALES_TAX_SUBMIT', tenantId, target: `sales-tax:${id}` } as const;
      return audited(auditActorOf(actor), subject, (scope) =>
        db.transaction().execute(async (trx) => {
          // Staff pass only when a firm role grants 'submit sales tax' (SuperAdmin and Admin do, Processor not).
          const tenant = await requireTenant(trx, actor.access, tenantId, 'submit sales tax');
          // Checks in order: signed in (route), tenant boundary and permission (an outsider still gets 404),
          // then the firm's switch; the body's shape was checked by the route schema before any of these.
          await assertFeatureOn(trx, 'SALES_TAX_SUBMISSION');
          const month = input.sale_month_date;
          await lockTenantMonth(trx, tenantId, month);
          await supersedeMonth(trx, tenantId, month, id);
          await insertRecord(trx, {
            id,
            tenantId,
            saleAmount: input.sale_amount,
            collectedTaxAmount: input.collected_tax_amount,
            saleMonth: month,
            submittedDate: input.submitted_date,
            submittedBy: actor.access.userId,
          });
          // The month's sales-tax request (issue 16), if the firm asked for one, is now sent: the firm accepts it.
          const fulfiller = { ...auditActorOf(actor), userId: actor.access.userId };
          await fulfilRequestsForMonth(trx, fulfiller, { tenantId, kind: 'SALES_TAX', month });
          await notifications.notifyStaff(
            trx,
            'view sales tax',
            {
              kind: 'SALES_TAX_SUBMITTED',
              tenantId,
              subjectId: id,
              params: { tenant_name: tenant.name, sale_month_date: month },
            },
            {
              template: 'sales-tax-submitted',
              varsFor: (r) => ({
                name: r.name,
                tenantName: tenant.name,
                saleMonth: month,
                link: appUrl(publicUrl, paths.adminSalesTax),
              }),
            },
          );
          const record = await read(trx, id);
          scope.changes = diffChanges(null, record, SUBMITTED_FIELDS);
          await scope.recordIn(trx);
          return record;
        }),
      );
    },

    /** Every tenant's records (the caller holds 'view sales tax' firm-wide: the route checks it). */
    async listAll(actor: Principal, { responsible, ...query }: TSalesTaxQuery): Promise<TSalesTaxPage> {
      const filter = {
        ...query,
        ...(responsible ? { responsible: { filter: responsible, callerId: actor.access.userId } } : {}),
      };
      const page = await listRecords(db, filter, pageRequest(query, SALES_TAX_PER_PAGE));
      return mapPage(page, presentSalesTax);
    },

    /** One tenant's records, superseded ones included. An outsider (or an unknown tenant) gets 404. */
    async listForTenant(actor: Principal, tenantId: string, query: TSalesTaxQuery): Promise<TSalesTaxPage> {
      await requireTenant(db, actor.access, tenantId, 'view sales tax');
      const { responsible: _ignored, ...filter } = query;
      const page = await listRecords(db, { ...filter, tenantId }, pageRequest(query, SALES_TAX_PER_PAGE));
      return mapPage(page, presentSalesTax);
    },

    /**
     * The firm's answer ('update sales tax' firm-wide, checked inside the audited action): the payable amount
     * and process date, status PROCESSED. A processed record may be corrected (the tenant is told again); a
     * superseded one is refused with 409. The row stays locked until commit, so a submission superseding it at the same
     * moment either waits for this update or makes it fail with 409. The tenant's active users are told in
     * their own language.
     */
    async update(actor: Principal, id: string, input: TUpdateSalesTaxRequest): Promise<TSalesTax> {
      const subject = { action: 'SALES_TAX_UPDATE', tenantId: null, target: `sales-tax:${id}` } as const;
      return audited(auditActorOf(actor), subject, (scope) => {
        requireFirmPermission(actor, 'update sales tax');
        return db.transaction().execute(async (trx) => {
          const locked = await lockRecord(trx, id);
          if (!locked) throw notFound('Sales tax record');
          scope.tenantId = locked.tenant_id;
          if (locked.status === 'SUPERSEDED') throw superseded();
          const before = await read(trx, id);
          await markProcessed(trx, id, {
            payableTaxAmount: input.payable_tax_amount,
            processDate: input.process_date,
            processedBy: actor.access.userId,
          });
          const record = await read(trx, id);
          const facts = {
            tenant_name: record.tenant_name,
            sale_month_date: record.sale_month_date,
            payable_tax_amount: record.payable_tax_amount ?? '',
            process_date: record.process_date ?? '',
          };
          await notifications.notifyTenantUsers(
            trx,
            { kind: 'SALES_TAX_PROCESSED', tenantId: record.tenant_uuid, subjectId: id, params: facts },
            {
              template: 'sales-tax-processed',
              varsFor: (r) => ({
                name: r.name,
                tenantName: facts.tenant_name,
                saleMonth: facts.sale_month_date,
                payableTaxAmount: facts.payable_tax_amount,
                processDate: facts.process_date,
                link: appUrl(publicUrl, paths.tenantSalesTax(record.tenant_uuid)),
              }),
            },
          );
          scope.changes = diffChanges(before, record, ANSWER_FIELDS);
          await scope.recordIn(trx);
          return record;
        });
      });
    },

    monthsSent: salesTaxMonthsSent,

    /** Submissions received in [start, end), any status (the dashboard's Sales Tax count). */
    countSubmittedBetween: (start: Date, end: Date) => countCreatedBetween(db, start, end),
  };
}
export type SalesTaxService = ReturnType<typeof createSalesTaxService>;
