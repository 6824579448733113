import {
  PAYROLL_PER_PAGE,
  type TPayrollQuery,
  type TPayroll,
  type TPayrollInfo,
  type TPayrollPage,
  type TUploadRecord,
  appUrl,
  paths,
} from '@ledgerport/contract';
import type { Kysely, Transaction } from 'kysely';
import { auditActorOf, type Audited, type AuditScope } from '../../platform/audit/audited.ts';
import { diffChanges } from '../../platform/audit/changes.ts';
import type { Principal } from '../../platform/auth/guards.ts';
import { requireTenant } from '../../platform/auth/tenant-scope.ts';
import { mapPage, pageRequest } from '../../platform/db/paginate.ts';
import type { DB } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import { assertFeatureOn } from '../feature-settings/feature-settings.service.ts';
import type { UploadsService } from '../files/uploads.service.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { SubmittedMonthsLookup } from '../requests/request-already-sent.ts';
import { fulfilRequestsForMonth } from '../requests/request-fulfilment.service.ts';
import { documentPart, parsePayrollInfo, skipPart, unreadablePayrollInfo, type PayrollForm } from './payroll-form.ts';
import { presentPayroll } from './payroll.presenter.ts';
import { findSubmission, insertSubmission, listSubmissions, monthsEndedIn } from './payroll.repo.ts';

/** What the trail keeps of a submission: the amount, the period and the document's name. */
const AUDITED_FIELDS = [
  'payroll_amount',
  'payroll_period_type',
  'payroll_period_date_from',
  'payroll_period_date_to',
  'file',
] as const;

/**
 * For the requests feature (issue 30): per tenant, a submission whose period ENDS in each month of
 * [from, through] (the month a payroll request is for), so such a request made later is fulfilled at once.
 */
export const payrollMonthsSent: SubmittedMonthsLookup = async (db, { tenantIds, from, through }) => {
  const before = new Date(Date.UTC(Number(through.slice(0, 4)), Number(through.slice(5, 7)), 1));
  const rows = await monthsEndedIn(db, { tenantIds, from, before: before.toISOString().slice(0, 10) });
  return rows.map((r) => ({
    tenantId: r.tenant_id,
    month: r.month,
    submission: `payroll:${r.id}`,
    submittedBy: r.submitted_by,
  }));
};

/** payroll_info once the contract's rules passed (trimmed, so the same shape as what was sent). */
type PayrollInfo = TPayrollInfo;

/** A first part the form parser itself rejects (JSON declared but broken...) is a bad payroll_info, not a 406. */
const rethrowAsUnreadable = (error: unknown): never => {
  const status = (error as { statusCode?: number }).statusCode;
  if (status !== undefined && status >= 400 && status < 500 && status !== 413) throw unreadablePayrollInfo();
  throw error;
};

export function createPayrollService(deps: {
  db: Kysely<DB>;
  uploads: Pick<UploadsService, 'storeUpload'>;
  notifications: NotificationsService;
  publicUrl: string;
  audited: Audited;
}) {
  const { db, uploads, notifications, publicUrl, audited } = deps;

  /**
   * The submission row, the firm's notifications and the event, in the caller's transaction (the upload's, if
   * a file came).
   */
  async function save(
    trx: Transaction<DB>,
    scope: AuditScope,
    actor: Principal,
    tenant: { id: string; name: string },
    info: PayrollInfo,
    upload: TUploadRecord | undefined,
  ): Promise<TPayroll> {
    const { id } = await insertSubmission(trx, {
      tenantId: tenant.id,
      amount: info.payroll_amount,
      periodType: info.payroll_period_type,
      from: info.payroll_period_date_from,
      to: info.payroll_period_date_to,
      file: upload ? { name: upload.file_name, path: upload.path, uploadId: upload.id } : null,
      submittedBy: actor.access.userId,
    });
    // A payroll request (issue 16) is for a month: the run that ends in that month fulfils it. A pay period
    // spanning two months is paid at its end, so that is the month the firm's books need it for.
    const fulfiller = { ...auditActorOf(actor), userId: actor.access.userId };
    const month = `${info.payroll_period_date_to.slice(0, 7)}-01`;
    await fulfilRequestsForMonth(trx, fulfiller, { tenantId: tenant.id, kind: 'PAYROLL', month });
    const params = {
      tenant_name: tenant.name,
      payroll_period_type: info.payroll_period_type,
      payroll_period_date_from: info.payroll_period_date_from,
      payroll_period_date_to: info.payroll_period_date_to,
    };
    await notifications.notifyStaff(
      trx,
      'view payroll',
      { kind: 'PAYROLL_SUBMITTED', tenantId: tenant.id, subjectId: id, params },
      {
        template: 'payroll-submitted',
        varsFor: (r) => ({
          name: r.name,
          tenantName: tenant.name,
          periodType: info.payroll_period_type,
          periodFrom: info.payroll_period_date_from,
          periodTo: info.payroll_period_date_to,
          withFile: upload !== undefined,
          link: appUrl(publicUrl, paths.tenantPayroll(tenant.id)),
        }),
      },
    );
    const row = await findSubmission(trx, id);
    if (!row) throw new Error(`Payroll submission ${id} vanished inside its own transaction`);
    const submission = presentPayroll(row);
    scope.target = `payroll:${id}`;
    scope.changes = diffChanges(null, { ...submission, file: submission.file?.name ?? null }, AUDITED_FIELDS);
    await scope.recordIn(trx);
    return submission;
  }

  /**
   * Spec §7 submit_payroll_info: the tenant and permission are checked before anything is read, then
   * payroll_info is validated before the file is touched (a bad form stores nothing). The optional file goes
   * through the files feature like any upload (limit, " (1)" naming, upload row, audit) into Payroll
   * Documents, and the submission row is written in the upload row's transaction: a refused file leaves no
   * submission, a submission that cannot be saved takes its file back.
   */
  async function submitPayroll(
    scope: AuditScope,
    actor: Principal,
    tenantId: string,
    form: PayrollForm,
  ): Promise<TPayroll> {
    const tenant = await requireTenant(db, actor.access, tenantId, 'submit payroll');
    // Checks in order: signed in (route), tenant boundary and permission (an outsider still gets 404), the
    // firm's switch, and only then the form itself: a switched-off submission reads and stores nothing.
    await assertFeatureOn(db, 'PAYROLL_SUBMISSION', actor);
    if (!form.isMultipart) {
      throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the payroll form as multipart/form-data');
    }
    let info: PayrollInfo;
    try {
      info = parsePayrollInfo(await form.nextPart().catch(rethrowAsUnreadable));
    } catch (error) {
      // The answer goes out at once; the file still on its way is read and dropped meanwhile, so the
      // connection is not left holding a half-read body.
      form
        .nextPart()
        .then(skipPart)
        .catch(() => {});
      throw error;
    }
    const file = documentPart(await form.nextPart());
    if (!file) return db.transaction().execute((trx) => save(trx, scope, actor, tenant, info, undefined));
    return uploads.storeUpload(actor, tenantId, {
      type: 'PAYROLL_DOCUMENT',
      permission: 'submit payroll',
      file,
      declaredBytes: form.declaredBytes,
      commitWith: (trx, upload) => save(trx, scope, actor, tenant, info, upload),
    });
  }

  return {
    /** A payroll submission (`submitPayroll` above), on the trail whatever its outcome. */
    submit: (actor: Principal, tenantId: string, form: PayrollForm): Promise<TPayroll> =>
      audited(auditActorOf(actor), { action: 'PAYROLL_SUBMIT', tenantId, target: 'payroll:new' }, (scope) =>
        submitPayroll(scope, actor, tenantId, form),
      ),

    monthsSent: payrollMonthsSent,

    /** Every tenant's submissions (the caller holds 'view payroll' firm-wide: the route checks it). */
    async listAll(actor: Principal, { responsible, ...query }: TPayrollQuery): Promise<TPayrollPage> {
      const filter = {
        ...query,
        ...(responsible ? { responsible: { filter: responsible, callerId: actor.access.userId } } : {}),
      };
      const page = await listSubmissions(db, filter, pageRequest(query, PAYROLL_PER_PAGE));
      return mapPage(page, presentPayroll);
    },

    /** One tenant's submissions. An outsider (or an unknown tenant) gets 404. */
    async listForTenant(actor: Principal, tenantId: string, query: TPayrollQuery): Promise<TPayrollPage> {
      await requireTenant(db, actor.access, tenantId, 'view payroll');
      const { responsible: _ignored, ...filter } = query;
      const page = await listSubmissions(db, { ...filter, tenantId }, pageRequest(query, PAYROLL_PER_PAGE));
      return mapPage(page, presentPayroll);
    },
  };
}
export type PayrollService = ReturnType<typeof createPayrollService>;
