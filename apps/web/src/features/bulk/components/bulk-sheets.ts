import {
  NOTIFICATION_SHEET_HEADERS,
  TENANT_SHEET_HEADERS,
  type TBulkNotificationKind,
  type TNotificationRowField,
  type TTenantSheetField,
} from '@ledgerport/contract';
import { findDuplicates } from '@ledgerport/contract/bulk-rows/duplicate-cells';
import { validateNotificationRow } from '@ledgerport/contract/bulk-rows/notification-row-validation';
import { validateTenantRow } from '@ledgerport/contract/bulk-rows/tenant-row-validation';
import type { TSheetKind } from './sheet-types.ts';

const notificationSheet = (kind: TBulkNotificationKind): TSheetKind<TNotificationRowField> => {
  const headers = NOTIFICATION_SHEET_HEADERS[kind];
  return {
    headers,
    // Every column the kind reads may be corrected in the preview.
    editable: Object.keys(headers) as TNotificationRowField[],
    rowIssues: (row) => validateNotificationRow(kind, row).issues,
  };
};

/** How each notification kind's sheet is read and checked (the contract's rules, as the server applies them). */
export const NOTIFICATION_SHEETS: Record<TBulkNotificationKind, TSheetKind<TNotificationRowField>> = {
  SALES_TAX: notificationSheet('SALES_TAX'),
  PAYROLL_TAX: notificationSheet('PAYROLL_TAX'),
  PUSH: notificationSheet('PUSH'),
};

/** The bulk tenant sheet: the Create Tenant rules per row, and no name or root directory twice in the sheet. */
export const TENANT_SHEET: TSheetKind<TTenantSheetField> = {
  headers: TENANT_SHEET_HEADERS,
  editable: Object.keys(TENANT_SHEET_HEADERS) as TTenantSheetField[],
  rowIssues: (row) => validateTenantRow(row).issues,
  sheetIssues: (rows) => [...findDuplicates(rows, 'name'), ...findDuplicates(rows, 'root_directory')],
};
