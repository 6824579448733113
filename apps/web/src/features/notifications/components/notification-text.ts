import type { TNotificationContent } from '@ledgerport/contract';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../lib/formats.ts';

/**
 * The sentence of a notification in the user's language, written from the facts it carries (the server sends
 * the kind and its params, never text): amounts, months and days in the user's notation (lib/formats, which
 * writes amounts through lib/decimal and days and months through lib/calendar-day).
 */
export function useNotificationText() {
  const { t } = useTranslation();
  const { month, day, money } = useFormats();

  return (notification: TNotificationContent): string => {
    switch (notification.kind) {
      case 'SALES_TAX_SUBMITTED': {
        const { tenant_name, sale_month_date } = notification.params;
        return t('notifications.kinds.SALES_TAX_SUBMITTED', { tenant: tenant_name, month: month(sale_month_date) });
      }
      case 'SALES_TAX_PROCESSED': {
        const { tenant_name, sale_month_date, payable_tax_amount, process_date } = notification.params;
        return t('notifications.kinds.SALES_TAX_PROCESSED', {
          tenant: tenant_name,
          month: month(sale_month_date),
          amount: money(payable_tax_amount),
          date: day(process_date),
        });
      }
      case 'PAYROLL_SUBMITTED': {
        const { tenant_name, payroll_period_type, payroll_period_date_from, payroll_period_date_to } =
          notification.params;
        return t('notifications.kinds.PAYROLL_SUBMITTED', {
          tenant: tenant_name,
          period: t(`payroll.periodTypes.${payroll_period_type}`),
          from: day(payroll_period_date_from),
          to: day(payroll_period_date_to),
        });
      }
      case 'FILES_UPLOADED': {
        const { tenant_name, file_type, file_name, count } = notification.params;
        const values = { tenant: tenant_name, type: t(`uploads.types.${file_type}`), file: file_name };
        // One file is named; several are counted (with Russian's one/few/many), naming the latest.
        return count === 1
          ? t('notifications.singleFileUploaded', values)
          : t('notifications.kinds.FILES_UPLOADED', { ...values, count });
      }
      case 'PUSH_MESSAGE':
        return t('notifications.kinds.PUSH_MESSAGE', { subject: notification.params.subject });
      case 'REQUEST_CREATED': {
        const { tenant_name, title, due_on, count } = notification.params;
        return t('notifications.kinds.REQUEST_CREATED', { tenant: tenant_name, title, date: day(due_on), count });
      }
      case 'REQUEST_SUBMITTED':
      case 'REQUEST_ACCEPTED': {
        const { tenant_name, title } = notification.params;
        return t(`notifications.kinds.${notification.kind}`, { tenant: tenant_name, title });
      }
      case 'REQUEST_RETURNED': {
        const { tenant_name, title, note } = notification.params;
        return t('notifications.kinds.REQUEST_RETURNED', { tenant: tenant_name, title, note });
      }
      case 'REQUEST_RECEIVED': {
        const { tenant_name, title, note } = notification.params;
        return t('notifications.kinds.REQUEST_RECEIVED', { tenant: tenant_name, title, note });
      }
      case 'FILE_NEEDS_ATTENTION': {
        const { tenant_name, file_name, count, note } = notification.params;
        return t('notifications.kinds.FILE_NEEDS_ATTENTION', { tenant: tenant_name, file: file_name, count, note });
      }
      case 'SIGNING_REQUESTED': {
        const { tenant_name, title, reminder } = notification.params;
        const values = { tenant: tenant_name, title };
        return reminder
          ? t('notifications.signingReminder', values)
          : t('notifications.kinds.SIGNING_REQUESTED', values);
      }
      case 'SIGNING_COMPLETED':
      case 'ENVELOPE_COMPLETED': {
        const { tenant_name, title } = notification.params;
        return t(`notifications.kinds.${notification.kind}`, { tenant: tenant_name, title });
      }
      // E-mail in (issue 32): files sent to the company's address, a request's, or a closed request's.
      case 'EMAIL_RECEIVED': {
        const { tenant_name, sender, count, request_title, closed_request } = notification.params;
        const values = { tenant: tenant_name, sender, count, title: request_title ?? '' };
        if (request_title && closed_request) return t('notifications.emailReceivedClosed', values);
        if (request_title) return t('notifications.emailReceivedRequest', values);
        return t('notifications.kinds.EMAIL_RECEIVED', values);
      }
      case 'EMAIL_HELD': {
        const { tenant_name, sender, count } = notification.params;
        return t('notifications.kinds.EMAIL_HELD', { tenant: tenant_name, sender, count });
      }
      case 'MESSAGE_RECEIVED': {
        const { tenant_name, subject, from, internal } = notification.params;
        const key = internal ? 'notifications.kinds.MESSAGE_RECEIVED_internal' : 'notifications.kinds.MESSAGE_RECEIVED';
        return t(key, { tenant: tenant_name, subject, from });
      }
    }
  };
}
