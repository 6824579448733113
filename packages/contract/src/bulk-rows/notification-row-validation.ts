import { z } from 'zod';
import { NOT_AVAILABLE, type TBulkNotificationKind, type TNotificationRowField } from '../bulk.ts';
import { normalisePhone } from './phone-numbers.ts';
import { cellText, type RowIssue } from './sheet-rows.ts';

/**
 * What `z.email()` checks, tested directly: a zod parse per row costs more than the regex on a large sheet.
 * Marked pure so a bundle that never validates a row (the sign-in screen's) can drop it, and zod with it.
 */
const EMAIL = /* @__PURE__ */ (() => z.regexes.email)();

export type TNotificationRowValue = {
  row_number: number;
  client_name: string;
  email: string | null;
  phone_number: string | null;
  amount: string | null;
};

/** A notification row ready to send. A missing name or amount is not a problem: it is sent as 'N/A'. */
export function validateNotificationRow(
  kind: TBulkNotificationKind,
  row: { row_number: number; cells: Partial<Record<TNotificationRowField, string>> },
): { value: TNotificationRowValue; issues: RowIssue[] } {
  const { row_number, cells } = row;
  const issues: RowIssue[] = [];
  const email = cellText(cells.email) || null;
  if (email && !EMAIL.test(email)) issues.push({ row_number, field: 'email', rule: 'emailInvalid' });
  const phone = normalisePhone(cellText(cells.phone_number));
  if ('error' in phone) issues.push({ row_number, field: 'phone_number', rule: 'phoneInvalid' });
  if (!email && 'empty' in phone) issues.push({ row_number, field: 'email', rule: 'rowNeedsContact' });
  return {
    value: {
      row_number,
      client_name: cellText(cells.client_name) || NOT_AVAILABLE,
      email,
      phone_number: 'e164' in phone ? phone.e164 : null,
      amount: kind === 'PUSH' ? null : cellText(cells.amount) || NOT_AVAILABLE,
    },
    issues,
  };
}
