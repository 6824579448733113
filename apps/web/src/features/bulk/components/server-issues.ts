import { validationMessageId, type TFieldIssue } from '@ledgerport/contract';
import { isApiError } from '../../../lib/api-error.ts';
import type { TShownIssue } from './sheet-types.ts';

/** A row problem of a refused sheet: `rows.<sheet row number>.<field>` (row 1 is the header row). */
const ROW_FIELD = /^rows\.(\d+)\.(.+)$/;

/**
 * Splits the details of a refused sheet into problems of rows (and of the header row: a missing column), shown
 * in the preview, and the rest (the subject, the selection, the file itself), shown where the screen puts them.
 */
export function splitServerIssues(error: unknown): { rows: TShownIssue[]; others: TFieldIssue[] } {
  const rows: TShownIssue[] = [];
  const others: TFieldIssue[] = [];
  if (!isApiError(error)) return { rows, others };
  for (const issue of error.details) {
    const match = ROW_FIELD.exec(issue.field);
    if (!match) {
      others.push(issue);
      continue;
    }
    const rule = validationMessageId(issue.message);
    rows.push({ row_number: Number(match[1]), field: match[2]!, ...(rule ? { rule } : { text: issue.message }) });
  }
  return { rows, others };
}
