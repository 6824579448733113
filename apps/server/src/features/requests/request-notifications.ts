import { appUrl, paths, type TDocumentRequest } from '@ledgerport/contract';
import type { Transaction } from 'kysely';
import type { TenantRecord } from '../../platform/auth/tenant-scope.ts';
import type { DB } from '../../platform/db/schema.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';

export type RequestNews = 'submitted' | 'returned' | 'accepted' | 'received';

/**
 * Who hears of a request's changes, in the app and by e-mail, inside the change's own transaction (the news
 * exists exactly when the change commits): a new request and a return or acceptance → the tenant's active users;
 * a submission → the firm's staff who manage requests, or only the tenant's responsible staff member.
 */
export function createRequestNotifier(deps: { notifications: NotificationsService; publicUrl: string }) {
  const { notifications, publicUrl } = deps;
  const clientLink = (r: TDocumentRequest) => appUrl(publicUrl, paths.clientRequests(r.tenant_uuid, r.uuid));
  const staffLink = (r: TDocumentRequest) => appUrl(publicUrl, paths.tenantRequests(r.tenant_uuid, r.uuid));
  const base = (tenant: TenantRecord, r: TDocumentRequest) => ({
    tenant_name: tenant.name,
    request_uuid: r.uuid,
    title: r.title,
  });

  return {
    /** One notification for what one creation made: a one-off, or a series' first periods (counted). */
    async created(trx: Transaction<DB>, tenant: TenantRecord, made: TDocumentRequest[]) {
      const first = [...made].sort((a, b) => a.due_on.localeCompare(b.due_on))[0];
      if (!first) return;
      const params = { ...base(tenant, first), due_on: first.due_on, count: made.length };
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
          }),
        },
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
      await notifications.notifyTenantUsers(
        trx,
        { ...event, tenantId: tenant.id, subjectId },
        { template: 'request-event', varsFor: varsFor(clientLink(request)) },
      );
    },
  };
}
export type RequestNotifier = ReturnType<typeof createRequestNotifier>;
