import { appUrl, paths, type TNotificationContent } from '@ledgerport/contract';

/**
 * Where a notification leads from an e-mail, as the app's bell leads (web notification-target.ts): the list or
 * page it is about; a notification about no company, the person's notifications.
 */
export function notificationPath(n: TNotificationContent, tenantId: string | null): string {
  switch (n.kind) {
    case 'SALES_TAX_SUBMITTED':
      return paths.adminSalesTax;
    case 'PAYROLL_SUBMITTED':
      return paths.adminPayroll;
    case 'SALES_TAX_PROCESSED':
      return tenantId ? paths.tenantSalesTax(tenantId) : paths.notifications;
    case 'FILES_UPLOADED':
      return tenantId ? paths.company(tenantId) : paths.notifications;
    case 'PUSH_MESSAGE':
      return paths.notifications;
    case 'REQUEST_SUBMITTED':
      return tenantId ? paths.tenantRequests(tenantId, n.params.request_uuid) : paths.notifications;
    case 'REQUEST_CREATED':
    case 'REQUEST_RETURNED':
    case 'REQUEST_ACCEPTED':
    case 'REQUEST_RECEIVED':
      return tenantId ? paths.clientRequests(tenantId, n.params.request_uuid) : paths.notifications;
    case 'FILE_NEEDS_ATTENTION':
      return n.params.count > 1 || !tenantId
        ? paths.clientAsks
        : paths.companyFile(tenantId, n.params.folder, n.params.file_name);
    case 'SIGNING_REQUESTED':
    case 'SIGNING_COMPLETED':
      return paths.signEnvelope(n.params.envelope_uuid);
    case 'ENVELOPE_COMPLETED':
      return tenantId ? paths.tenantSignatures(tenantId) : paths.signatures;
    case 'EMAIL_RECEIVED':
      return tenantId ? paths.company(tenantId) : paths.notifications;
    case 'EMAIL_HELD':
      return paths.emailQuarantine;
    // One thread screen for staff and the company's users alike.
    case 'MESSAGE_RECEIVED':
      if (!tenantId) return paths.notifications;
      return paths.messageThread(tenantId, n.params.thread_uuid);
  }
}

export const notificationLink = (publicUrl: string, n: TNotificationContent, tenantId: string | null) =>
  appUrl(publicUrl, notificationPath(n, tenantId));
