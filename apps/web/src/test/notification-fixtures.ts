import type { TNotification, TNotificationPage } from '@ledgerport/contract';
import { json, type TRoutes } from './fake-api.ts';
import { notificationEmailRoutes } from './notification-email-fixtures.ts';
import { envelope } from './users-and-roles.ts';

export const NOTIFICATIONS_PATH = '/api/v1/notifications';
export const MARK_READ_PATH = '/api/v1/notifications/read';

const TENANT_UUID = '7d1a2b3c-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const meta = (n: number, read: boolean) => ({
  uuid: `60000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  tenant_uuid: TENANT_UUID,
  tenant_name: 'Acme Bakery LLC',
  created_at: new Date(Date.now() - n * 60_000).toISOString(),
  read_at: read ? new Date().toISOString() : null,
});

/** Test-only: one notification of each kind, as the server presents them (newest first, `n` minutes ago). */
export const salesTaxSubmitted = (n: number, read = false): TNotification => ({
  ...meta(n, read),
  kind: 'SALES_TAX_SUBMITTED',
  params: { tenant_name: 'Acme Bakery LLC', sale_month_date: '2026-03-01' },
});
export const salesTaxProcessed = (n: number, read = false): TNotification => ({
  ...meta(n, read),
  kind: 'SALES_TAX_PROCESSED',
  params: {
    tenant_name: 'Acme Bakery LLC',
    sale_month_date: '2026-03-01',
    payable_tax_amount: '1234.50',
    process_date: '2026-04-10',
  },
});
export const payrollSubmitted = (n: number, read = false): TNotification => ({
  ...meta(n, read),
  kind: 'PAYROLL_SUBMITTED',
  params: {
    tenant_name: 'Acme Bakery LLC',
    payroll_period_type: 'MONTHLY',
    payroll_period_date_from: '2026-03-01',
    payroll_period_date_to: '2026-03-31',
  },
});
export const filesUploaded = (n: number, count: number, read = false): TNotification => ({
  ...meta(n, read),
  kind: 'FILES_UPLOADED',
  params: { tenant_name: 'Acme Bakery LLC', file_type: 'BANK_STATEMENT', file_name: 'march.pdf', count },
});
export const pushMessage = (n: number, read = false): TNotification => ({
  ...meta(n, read),
  tenant_uuid: null,
  tenant_name: null,
  kind: 'PUSH_MESSAGE',
  params: { subject: 'Quarterly deadline', body_text: 'Please send your Q1 statements.\nThank you!' },
});

/** A page as the server computes it, with `unread` counted over all of them. */
export function notificationPage(all: TNotification[], page = 1, perPage = 10): TNotificationPage {
  return { ...envelope(all, page, perPage), unread: all.filter((n) => n.read_at === null).length };
}

/**
 * GET /notifications answering from `rows()` (the bell polls it on every signed-in screen) and POST
 * /notifications/read marking them read as the server would.
 */
export function notificationRoutes(rows: { current: TNotification[] }): TRoutes {
  return {
    // The profile's and firm settings' e-mail choices, as a person and a firm start with them.
    ...notificationEmailRoutes(),
    [`GET ${NOTIFICATIONS_PATH}`]: ({ url }) =>
      json(
        200,
        notificationPage(rows.current, Number(url.searchParams.get('page')), Number(url.searchParams.get('per_page'))),
      ),
    [`POST ${MARK_READ_PATH}`]: ({ body }) => {
      const ids = (body as { ids?: string[] }).ids;
      const before = rows.current.filter((n) => n.read_at === null).length;
      rows.current = rows.current.map((n) =>
        n.read_at === null && (!ids || ids.includes(n.uuid)) ? { ...n, read_at: new Date().toISOString() } : n,
      );
      const unread = rows.current.filter((n) => n.read_at === null).length;
      return json(200, { marked: before - unread, unread });
    },
  };
}
