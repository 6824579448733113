import type { TNotification } from '@ledgerport/contract';
import { paths } from '@ledgerport/contract';

/** Where clicking a notification leads: the list or folder it is about; a message has only its own page. */
export function notificationTarget(notification: TNotification): string {
  const tenant = notification.tenant_uuid;
  switch (notification.kind) {
    case 'SALES_TAX_SUBMITTED':
      return paths.adminSalesTax;
    case 'PAYROLL_SUBMITTED':
      return paths.adminPayroll;
    case 'SALES_TAX_PROCESSED':
      return tenant ? paths.tenantSalesTax(tenant) : paths.notifications;
    case 'FILES_UPLOADED':
      return tenant ? paths.company(tenant, notification.tenant_name ?? undefined) : paths.notifications;
    case 'PUSH_MESSAGE':
      return paths.notifications;
    // Staff review a submission on the tenant's requests; the client opens the request itself.
    case 'REQUEST_SUBMITTED':
      return tenant ? paths.tenantRequests(tenant, notification.params.request_uuid) : paths.notifications;
    case 'REQUEST_CREATED':
    case 'REQUEST_RETURNED':
    case 'REQUEST_ACCEPTED':
    case 'REQUEST_RECEIVED':
      return tenant ? paths.clientRequests(tenant, notification.params.request_uuid) : paths.notifications;
    // One file: its folder, the file found in it; several: the client's list, which names each of them.
    case 'FILE_NEEDS_ATTENTION': {
      const { count, folder, file_name } = notification.params;
      if (count > 1 || !tenant) return paths.clientAsks;
      return paths.companyFile(tenant, folder, file_name);
    }
    // A signer opens the envelope's signing page (to sign, or to download the signed copy); staff the company's
    // signatures.
    case 'SIGNING_REQUESTED':
    case 'SIGNING_COMPLETED':
      return paths.signEnvelope(notification.params.envelope_uuid);
    case 'ENVELOPE_COMPLETED':
      return tenant ? paths.tenantSignatures(tenant) : paths.signatures;
    // E-mail in (issue 32): what arrived is in the company's folders; what is held waits in the quarantine.
    case 'EMAIL_RECEIVED':
      return tenant ? paths.company(tenant, notification.tenant_name ?? undefined) : paths.notifications;
    case 'EMAIL_HELD':
      return paths.emailQuarantine;
    // Messages (issue 34): a client's message or a staff note is read by staff; a firm message by the client.
    case 'MESSAGE_RECEIVED': {
      if (!tenant) return paths.notifications;
      return paths.messageThread(tenant, notification.params.thread_uuid);
    }
  }
}
