import { appUrl, paths, UPLOAD_TYPES, type TDocumentRequest } from '@ledgerport/contract';
import type { Transaction } from 'kysely';
import type { TenantRecord } from '../../platform/auth/tenant-scope.ts';
import type { Db, DB } from '../../platform/db/schema.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';

export type RequestNews = 'submitted' | 'returned' | 'accepted' | 'received';

/**
 * Who hears of a request's changes, in the app and by e-mail, inside the change's own transaction (the news
 * exists exactly when the change commits): a new request and a return or acceptance → the tenant's active users;
 * a submission → the firm's staff who manage requests, or only the tenant's responsible staff member.
 */
/** A request's inbound address for its e-mails' Reply-To (issue 32), or null (no inbound domain). */
export type RequestReplyTo = (trx: Db, tenantId: string, requestId: string) => Promise<string | null>;

export function createRequestNotifier(deps: {
  notifications: NotificationsService;
  publicUrl: string;
  replyTo?: RequestReplyTo;
}) {
  const { notifications, publicUrl } = deps;
  // Only a request a client answers with documents: a reply to a sales-tax or payroll request would only reach the Inbox.
  const replyToOf = (trx: Db, r: TDocumentRequest) =>
    deps.replyTo && (UPLOAD_TYPES as readonly string[]).includes(r.kind)
      ? deps.replyTo(trx, r.tenant_uuid, r.uuid)
      : Promise.resolve(null);
  const clientLink = (r: TDocumentRequest) => appUrl(publicUrl, paths.clientRequests(r.tenant_uuid, r.uuid));
  const staffLink = (r: TDocumentRequest) => appUrl(publicUrl, paths.tenantRequests(r.tenant_uuid, r.uuid));
  const base = (tenant: TenantRecord, r: TDocumentRequest) => ({
    tenant_name: tenant.name,
    request_uuid: r.uuid,
    title: r.title,
  });

  return {
    /** One notification for what one creation made: a one-off, or a series' first periods (counted). */
    async created(trx: Transaction<DB>, tenant: TenantRecord, made: TDocumentRequest[], onlyUserId?: string | null) {
      const first = [...made].sort((a, b) => a.due_on.localeCompare(b.due_on))[0];
      if (!first) return;
      const params = { ...base(tenant, first), due_on: first.due_on, count: made.length };
      const replyTo = await replyToOf(trx, first);
      await notifications.notifyTenantUsers(
        trx,
        { kind: 'REQUEST_CREATED', tenantId: tenant.id, subjectId: first.uuid, params },
        {
          template: 'request-event',
          varsFor: (recipient) => ({
            name: recipient.name,
            event: 'created',
            tenantName: tenant.name,
            title: first.title,
            dueOn: first.due_on,
            count: made.length,
            note: null,
            link: clientLink(first),
            replyFiles: replyTo !== null,
          }),
          replyTo,
        },
        onlyUserId,
      );
    },

    async changed(trx: Transaction<DB>, tenant: TenantRecord, news: RequestNews, request: TDocumentRequest) {
      const params = base(tenant, request);
      const varsFor = (link: string) => (recipient: { name: string }) => ({
        name: recipient.name,
        event: news,
        tenantName: tenant.name,
        title: request.title,
        dueOn: request.due_on,
        count: 1,
        note: news === 'received' ? (request.received_outside?.note ?? null) : request.return_note,
        link,
      });
      const subjectId = request.uuid;
      if (news === 'submitted') {
        await notifications.notifyStaffOrResponsible(
          trx,
          'manage requests',
          tenant.responsible_staff_id,
          { kind: 'REQUEST_SUBMITTED', tenantId: tenant.id, subjectId, params },
          { template: 'request-event', varsFor: varsFor(staffLink(request)) },
        );
        return;
      }
      const event =
        news === 'returned'
          ? ({ kind: 'REQUEST_RETURNED', params: { ...params, note: request.return_note ?? '' } } as const)
          : news === 'received'
            ? ({ kind: 'REQUEST_RECEIVED', params: { ...params, note: request.received_outside?.note ?? '' } } as const)
            : ({ kind: 'REQUEST_ACCEPTED', params } as const);
      // A returned request still waits for files: a reply with them goes to it. Accepted or received: nothing more to send.
      const replyTo = news === 'returned' ? await replyToOf(trx, request) : null;
      await notifications.notifyTenantUsers(
        trx,
        { ...event, tenantId: tenant.id, subjectId },
        {
          template: 'request-event',
          varsFor: (recipient) => ({ ...varsFor(clientLink(request))(recipient), replyFiles: replyTo !== null }),
          replyTo,
        },
      );
    },
  };
}
export type RequestNotifier = ReturnType<typeof createRequestNotifier>;
