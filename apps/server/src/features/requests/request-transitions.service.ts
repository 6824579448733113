import type {
  TAuditAction,
  TDocumentRequest,
  TPermission,
  TRequestSeriesCancelled,
  TRequestStatus,
} from '@ledgerport/contract';
import { auditActorOf, recordAlongside, type Audited } from '../../platform/audit/audited.ts';
import type { Principal } from '../../platform/auth/guards.ts';
import { requireTenant } from '../../platform/auth/tenant-scope.ts';
import type { Db } from '../../platform/db/schema.ts';
import { notFound } from '../../platform/errors.ts';
import { requestState } from './request-errors.ts';
import type { RequestNews, RequestNotifier } from './request-notifications.ts';
import type { RequestReader } from './request-reading.ts';
import { cancelSeries, findSeriesTenant, lockLiveSeries } from './request-series.repo.ts';
import { attachDocuments, findRequest, liveDocumentIds, moveStatus, type StatusChange } from './requests.repo.ts';

/** The state machine: each change, the statuses it starts from, and who may make it. */
const TRANSITIONS = {
  submit: { from: ['OPEN', 'SUBMITTED'], to: 'SUBMITTED', action: 'REQUEST_SUBMIT', need: 'upload files' },
  accept: { from: ['SUBMITTED'], to: 'DONE', action: 'REQUEST_ACCEPT', need: 'manage requests' },
  return: { from: ['SUBMITTED'], to: 'OPEN', action: 'REQUEST_RETURN', need: 'manage requests' },
  cancel: { from: ['OPEN', 'SUBMITTED'], to: 'CANCELLED', action: 'REQUEST_CANCEL', need: 'manage requests' },
  reopen: { from: ['DONE', 'CANCELLED'], to: 'OPEN', action: 'REQUEST_REOPEN', need: 'manage requests' },
  // Issue 30: the firm got it outside the portal (by hand, by post): DONE at once, with who, when and a note.
  receive: {
    from: ['OPEN', 'SUBMITTED'],
    to: 'DONE',
    action: 'REQUEST_RECEIVE_OUTSIDE',
    need: 'manage requests',
  },
} as const satisfies Record<
  string,
  { from: readonly TRequestStatus[]; to: TRequestStatus; action: TAuditAction; need: TPermission }
>;
type Transition = keyof typeof TRANSITIONS;

/**
 * Moving requests through their states, each change one conditional update: of two changes at the same moment
 * (a client submitting while staff cancel), the first wins and the second finds the status moved on (409).
 */
/** Who hears of each change (cancel and reopen are the firm's own housekeeping: nobody is told). */
const NEWS: Partial<Record<Transition, RequestNews>> = {
  submit: 'submitted',
  return: 'returned',
  accept: 'accepted',
  receive: 'received',
};

export function createRequestTransitionsService(deps: {
  db: Db;
  audited: Audited;
  reader: RequestReader;
  notifier: RequestNotifier;
}) {
  const { db, audited, reader, notifier } = deps;

  function move(
    actor: Principal,
    tenantId: string,
    id: string,
    name: Transition,
    extra: { returnNote?: string; receivedNote?: string; documentIds?: string[] } = {},
  ): Promise<TDocumentRequest> {
    const transition = TRANSITIONS[name];
    const subject = { action: transition.action, tenantId, target: `request:${id}` };
    return audited(auditActorOf(actor), subject, async (scope) => {
      const tenant = await requireTenant(db, actor.access, tenantId, transition.need);
      const userId = actor.access.userId;
      return db.transaction().execute(async (trx) => {
        const before = await findRequest(trx, tenantId, id);
        if (!before) throw notFound('Request');
        // An organizer (issue 33) is submitted, returned and accepted through its own routes (which check its
        // answers and lock it); here it may only be cancelled.
        if (before.kind === 'ORGANIZER' && name !== 'cancel') throw requestState(before.status);
        const documentIds = [...new Set(extra.documentIds ?? [])].sort();
        // Another tenant's file (or one in the trash) is not there for this tenant: 404, as for any outsider.
        if ((await liveDocumentIds(trx, tenantId, documentIds)).length !== documentIds.length) throw notFound('File');
        const change: StatusChange = { status: transition.to, returnNote: extra.returnNote };
        if (name === 'submit') change.submittedBy = userId;
        if (name === 'accept' || name === 'return' || name === 'cancel' || name === 'receive')
          change.decidedBy = userId;
        if (name === 'receive') change.received = { note: extra.receivedNote!, by: userId };
        // Open again: what made it DONE (a submission, a receipt outside the portal) no longer holds.
        if (name === 'reopen') change.clearDone = true;
        if (!(await moveStatus(trx, tenantId, id, transition.from, change))) {
          const now = await findRequest(trx, tenantId, id);
          throw requestState(now?.status ?? before.status);
        }
        await attachDocuments(trx, id, documentIds, userId);
        scope.changes = { status: { from: before.status, to: transition.to } };
        if (extra.returnNote !== undefined)
          scope.changes.return_note = { from: before.return_note, to: extra.returnNote };
        if (extra.receivedNote !== undefined) scope.changes.received_note = { from: null, to: extra.receivedNote };
        if (documentIds.length > 0) scope.changes.documents = { from: null, to: documentIds };
        await scope.recordIn(trx);
        const after = await reader.presentOne(trx, tenantId, id);
        const news = NEWS[name];
        if (news) await notifier.changed(trx, tenant, news, after);
        return after;
      });
    });
  }

  return {
    submit: (actor: Principal, tenantId: string, id: string, documentIds: string[]) =>
      move(actor, tenantId, id, 'submit', { documentIds }),
    accept: (actor: Principal, tenantId: string, id: string) => move(actor, tenantId, id, 'accept'),
    return: (actor: Principal, tenantId: string, id: string, note: string) =>
      move(actor, tenantId, id, 'return', { returnNote: note }),
    cancel: (actor: Principal, tenantId: string, id: string) => move(actor, tenantId, id, 'cancel'),
    reopen: (actor: Principal, tenantId: string, id: string) => move(actor, tenantId, id, 'reopen'),
    /** Received outside the portal (issue 30): DONE with the note; `documentIds` links files already uploaded. */
    receive: (actor: Principal, tenantId: string, id: string, note: string, documentIds: string[]) =>
      move(actor, tenantId, id, 'receive', { receivedNote: note, documentIds }),

    /** Stops a series (no new periods) and cancels its OPEN instances; a cancelled series → 409 REQUEST_STATE. */
    cancelSeries(actor: Principal, tenantId: string, seriesId: string): Promise<TRequestSeriesCancelled> {
      const subject = { action: 'REQUEST_SERIES_CANCEL', tenantId, target: `request-series:${seriesId}` } as const;
      return audited(auditActorOf(actor), subject, async (scope) => {
        await requireTenant(db, actor.access, tenantId, 'manage requests');
        return db.transaction().execute(async (trx) => {
          const found = await findSeriesTenant(trx, seriesId);
          if (!found || found.tenant_id !== tenantId) throw notFound('Request series');
          // Locked, so the series job cannot make a period between this check and the cancel.
          if (!(await lockLiveSeries(trx, seriesId))) throw requestState('CANCELLED');
          const cancelled = await cancelSeries(trx, seriesId, actor.access.userId);
          for (const id of cancelled) {
            await recordAlongside(trx, auditActorOf(actor), {
              action: 'REQUEST_CANCEL',
              tenantId,
              target: `request:${id}`,
              changes: { status: { from: 'OPEN', to: 'CANCELLED' } },
              detail: `with request-series:${seriesId}`,
            });
          }
          scope.changes = { cancelled_requests: { from: null, to: cancelled.length } };
          await scope.recordIn(trx);
          return { series_uuid: seriesId, cancelled_requests: cancelled.length };
        });
      });
    },
  };
}
export type RequestTransitionsService = ReturnType<typeof createRequestTransitionsService>;
