import {
  NOTIFICATION_SHEET_HEADERS,
  VALIDATION_MESSAGES,
  ZBulkNotificationRequest,
  type TBulkBatch,
  type TBulkBatchPage,
  type TBulkBatchRowPage,
  type TBulkNotificationKind,
  type TNotificationRowField,
  type TPageQuery,
} from '@ledgerport/contract';
import { validateNotificationRow } from '@ledgerport/contract/bulk-rows/notification-row-validation';
import { applyEdits, selectRows } from '@ledgerport/contract/bulk-rows/row-edits';
import { readSheet } from '@ledgerport/contract/bulk-rows/sheet-reading';
import type { RowIssue } from '@ledgerport/contract/bulk-rows/sheet-rows';
import type { Kysely } from 'kysely';
import { auditActorOf, requireFirmPermission, type Audited, type AuditScope } from '../../platform/audit/audited.ts';
import { diffChanges } from '../../platform/audit/changes.ts';
import type { Principal } from '../../platform/auth/guards.ts';
import { mapPage, pageRequest } from '../../platform/db/paginate.ts';
import type { DB } from '../../platform/db/schema.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { readBulkUpload, type BulkForm } from '../../platform/spreadsheets/bulk-form.ts';
import type { SpreadsheetLimits } from '../../platform/spreadsheets/read-uploaded-sheet.ts';
import { assertNoRowIssues } from '../../platform/spreadsheets/row-issues.ts';
import {
  findBatch,
  insertBatch,
  insertBatchRows,
  listBatches,
  markDone,
  type BatchRow,
  type NewBatchRow,
} from './bulk-batches.repo.ts';
import { assertFeatureOn } from '../feature-settings/feature-settings.service.ts';
import { countDeliveries, listDeliveries, type SettledRows } from './bulk-deliveries.repo.ts';
import type { BulkFanOut } from './bulk-fan-out.ts';
import { presentBatch, presentDeliveryRow, type BatchCounts } from './bulk-notifications.presenter.ts';
import { findRecipients } from './bulk-recipients.repo.ts';
import { sanitizePushBody } from './push-body.ts';

/** Spec §9: the push list shows 10 per page; the other batch lists the same. A batch's rows 20 (§9). */
const BATCHES_PER_PAGE = 10;
const ROWS_PER_PAGE = 20;
/** Batches whose final rows are remembered (withCounts). */
const SETTLED_BATCHES_KEPT = 100;
/** Spec §3 push mechanism. */
const PUSH_MECHANISM = 'PushNotification';
/** Recipients no user matches read the firm's default language. */
const FIRM_LOCALE = 'en';

const fieldsOf = (kind: TBulkNotificationKind) =>
  Object.keys(NOTIFICATION_SHEET_HEADERS[kind]) as TNotificationRowField[];

/** The sheet's selected rows, edited and validated exactly as the preview did; any problem answers 400. */
function selectedRows(kind: TBulkNotificationKind, matrix: string[][], request: RequestShape, maxRows: number) {
  const sheet = readSheet(matrix, NOTIFICATION_SHEET_HEADERS[kind], { maxRows });
  assertNoRowIssues(sheet.issues);
  const edited = applyEdits(sheet.rows, request.edits, fieldsOf(kind));
  const selected = selectRows(edited.rows, request.selected_rows);
  const issues: RowIssue[] = [...edited.issues, ...selected.issues];
  const values = selected.rows.map((row) => {
    const checked = validateNotificationRow(kind, row);
    issues.push(...checked.issues);
    return checked.value;
  });
  assertNoRowIssues(issues);
  return values;
}
type RequestShape = ReturnType<typeof ZBulkNotificationRequest.parse>;

async function pushContent(request: RequestShape) {
  if (request.kind !== 'PUSH') return { emailSubject: null, emailBody: null, mechanism: null };
  const emailBody = await sanitizePushBody(request.email_body ?? '');
  if (!emailBody) {
    throw new AppError(400, 'VALIDATION_ERROR', 'The body has no text once sanitised', [
      { field: 'email_body', message: VALIDATION_MESSAGES.pushBodyRequired },
    ]);
  }
  return { emailSubject: request.email_subject!, emailBody, mechanism: PUSH_MECHANISM };
}

export function createBulkNotificationsService(deps: {
  db: Kysely<DB>;
  fanOut: BulkFanOut;
  limits: SpreadsheetLimits;
  audited: Audited;
}) {
  const { db, fanOut, limits, audited } = deps;
  /**
   * Per batch still sending, its rows already final (bulk-deliveries.repo.ts): the result screen polls once a
   * second, and each look counts only the rows after them. Per process; another instance keeps its own.
   */
  const settledRows = new Map<string, SettledRows>();

  /**
   * A batch as it stands. A finished batch carries its counts; until then they are counted from its messages,
   * and the first look that finds nothing pending records it DONE with the time its last delivery settled.
   */
  async function withCounts(batch: BatchRow): Promise<TBulkBatch> {
    if (batch.state === 'DONE') {
      const frozen = { email_sent: batch.email_sent ?? 0, text_sent: batch.text_sent ?? 0, failed: batch.failed ?? 0 };
      return presentBatch(batch, { ...frozen, pending: 0 });
    }
    const { counts: live, settled } = await countDeliveries(db, batch.id, settledRows.get(batch.id));
    settledRows.delete(batch.id);
    if (live.pending > 0) {
      // The oldest batch goes first; a firm has a handful sending at once.
      if (settledRows.size >= SETTLED_BATCHES_KEPT) settledRows.delete(settledRows.keys().next().value!);
      settledRows.set(batch.id, settled);
    }
    const counts: BatchCounts = {
      email_sent: live.email_sent,
      text_sent: live.text_sent,
      failed: live.failed,
      pending: live.pending,
    };
    if (live.pending > 0) return presentBatch(batch, counts);
    const finishedAt = live.last_settled_at ?? new Date();
    await markDone(db, batch.id, {
      emailSent: live.email_sent,
      textSent: live.text_sent,
      failed: live.failed,
      finishedAt,
    });
    return presentBatch({ ...batch, state: 'DONE', finished_at: finishedAt }, counts);
  }

  async function requireBatch(batchId: string) {
    const batch = await findBatch(db, batchId);
    if (!batch) throw notFound('Batch');
    return batch;
  }

  /**
   * Spec §2 bulk submit: the sheet is read again here (never taken from the browser), the user's edits
   * applied, the selected rows validated; then the batch and its rows are stored with ONE fan-out job in one
   * transaction (with its event: kind, file and row count), and the answer (202) goes out before anything
   * is sent.
   */
  async function submitBatch(actor: Principal, form: BulkForm, scope: AuditScope): Promise<TBulkBatch> {
    // Checks in order: signed in (route), 'send bulk notifications', the firm's switch, then the form: a
    // switched-off batch is refused before the sheet is read.
    requireFirmPermission(actor, 'send bulk notifications');
    await assertFeatureOn(db, 'BULK_NOTIFICATIONS', actor);
    const { input, fileName, matrix } = await readBulkUpload(form, 'batch', ZBulkNotificationRequest, limits);
    const rows = selectedRows(input.kind, matrix, input, limits.maxRows);
    const push = await pushContent(input);
    const emails = [...new Set(rows.flatMap((row) => (row.email ? [row.email.toLowerCase()] : [])))];
    const recipients = await findRecipients(db, emails);
    const stored: NewBatchRow[] = rows.map((row) => {
      const recipient = row.email ? recipients.get(row.email.toLowerCase()) : undefined;
      return {
        ...row,
        tenant_id: recipient?.tenant_id ?? null,
        locale: recipient?.locale ?? FIRM_LOCALE,
      };
    });
    const batchId = await db.transaction().execute(async (trx) => {
      // Again with the batch's writes: a switch flipped off while a large sheet was being read still holds.
      await assertFeatureOn(trx, 'BULK_NOTIFICATIONS');
      const { id } = await insertBatch(trx, {
        kind: input.kind,
        initiatedBy: actor.access.userId,
        fileName,
        ...push,
        totalRows: stored.length,
      });
      await insertBatchRows(trx, id, stored);
      await fanOut.enqueue(trx, id);
      scope.target = `batch:${id}`;
      const batch = { kind: input.kind, file_name: fileName, rows: stored.length };
      scope.changes = diffChanges(null, batch, ['kind', 'file_name', 'rows']);
      await scope.recordIn(trx);
      return id;
    });
    fanOut.wake();
    const batch = await requireBatch(batchId);
    return presentBatch(batch, { email_sent: 0, text_sent: 0, failed: 0, pending: stored.length });
  }

  return {
    /** Spec §2 bulk submit (submitBatch), on the trail whatever its outcome. */
    submit: (actor: Principal, form: BulkForm): Promise<TBulkBatch> =>
      audited(auditActorOf(actor), { action: 'BULK_NOTIFICATION_SEND', tenantId: null, target: 'batch:new' }, (scope) =>
        submitBatch(actor, form, scope),
      ),

    /** One kind's batches, newest first (spec §2 /index/send/bulk/...: the recent batches). */
    async list(query: TPageQuery & { kind: TBulkNotificationKind }): Promise<TBulkBatchPage> {
      const page = await listBatches(db, query, pageRequest(query, BATCHES_PER_PAGE));
      return { ...page, data: await Promise.all(page.data.map(withCounts)) };
    },

    async get(batchId: string): Promise<TBulkBatch> {
      return withCounts(await requireBatch(batchId));
    },

    /** A batch's rows in sheet order with their delivery states; the result screen polls it for progress. */
    async rows(batchId: string, query: TPageQuery): Promise<TBulkBatchRowPage> {
      await requireBatch(batchId);
      const page = await listDeliveries(db, batchId, query.search, pageRequest(query, ROWS_PER_PAGE));
      return mapPage(page, presentDeliveryRow);
    },
  };
}
export type BulkNotificationsService = ReturnType<typeof createBulkNotificationsService>;
