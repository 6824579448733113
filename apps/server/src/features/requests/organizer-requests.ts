import type { TDocumentRequest } from '@ledgerport/contract';
import type { Transaction } from 'kysely';
import type { TenantRecord } from '../../platform/auth/tenant-scope.ts';
import type { DB, Db } from '../../platform/db/schema.ts';
import { requestState } from './request-errors.ts';
import type { RequestNotifier } from './request-notifications.ts';
import type { RequestReader } from './request-reading.ts';
import {
  attachDocuments,
  detachDocument,
  findRequest,
  insertRequests,
  moveStatus,
  type StatusChange,
} from './requests.repo.ts';

/**
 * What the organizers feature (issue 33) needs of requests: an organizer IS a request of kind ORGANIZER, so its
 * row, status, files and news are the requests feature's, reached only through these calls, each inside the
 * organizer's own transaction (the organizer and its request change together or not at all). The audit events
 * are the organizer's own (ORGANIZER_*).
 */
const MOVES = {
  submit: { from: ['OPEN'], to: 'SUBMITTED', news: 'submitted' },
  return: { from: ['SUBMITTED'], to: 'OPEN', news: 'returned' },
  accept: { from: ['SUBMITTED'], to: 'DONE', news: 'accepted' },
} as const;
export type OrganizerMove = keyof typeof MOVES;

export function createOrganizerRequests(deps: { reader: RequestReader; notifier: RequestNotifier }) {
  const { reader, notifier } = deps;
  return {
    today: () => reader.today(),

    /**
     * A new OPEN request of kind ORGANIZER; its company's users (or only the named recipient) are told
     * (REQUEST_CREATED) when it commits.
     */
    async open(
      trx: Transaction<DB>,
      tenant: TenantRecord,
      input: { title: string; description: string; dueOn: string; createdBy: string; recipientUserId: string | null },
    ): Promise<TDocumentRequest> {
      const [id] = await insertRequests(trx, [
        {
          tenantId: tenant.id,
          seriesId: null,
          title: input.title,
          description: input.description,
          kind: 'ORGANIZER',
          period: null,
          dueOn: input.dueOn,
          createdBy: input.createdBy,
        },
      ]);
      const made = await reader.presentOne(trx, tenant.id, id!);
      await notifier.created(trx, tenant, [made], input.recipientUserId);
      return made;
    },

    /** The request as the API shows it; 404 when it is not the tenant's. */
    present: (db: Db, tenantId: string, id: string) => reader.presentOne(db, tenantId, id),

    /** Its row (status, title, due day), or undefined: not the tenant's. */
    find: (db: Db, tenantId: string, id: string) => findRequest(db, tenantId, id),

    /** Submit, return (with the note the client reads) or accept; a status it cannot move from → 409 REQUEST_STATE. */
    async move(
      trx: Transaction<DB>,
      tenant: TenantRecord,
      id: string,
      name: OrganizerMove,
      by: { userId: string; note?: string },
    ): Promise<TDocumentRequest> {
      const move = MOVES[name];
      const change: StatusChange = { status: move.to, returnNote: by.note };
      if (name === 'submit') change.submittedBy = by.userId;
      else change.decidedBy = by.userId;
      if (!(await moveStatus(trx, tenant.id, id, move.from, change))) {
        const now = await findRequest(trx, tenant.id, id);
        throw requestState(now?.status ?? 'CANCELLED');
      }
      const after = await reader.presentOne(trx, tenant.id, id);
      await notifier.changed(trx, tenant, move.news, after);
      return after;
    },

    /** A file uploaded to a question counts as a document received for the request. */
    attach: (db: Db, id: string, documentId: string, userId: string) => attachDocuments(db, id, [documentId], userId),
    detach: (db: Db, id: string, documentId: string) => detachDocument(db, id, documentId),
  };
}
export type OrganizerRequests = ReturnType<typeof createOrganizerRequests>;
