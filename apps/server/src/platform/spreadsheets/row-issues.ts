import { VALIDATION_MESSAGES, type TFieldIssue } from '@ledgerport/contract';
import { SHEET_FIELD, type RowIssue } from '@ledgerport/contract/bulk-rows/sheet-rows';
import { AppError } from '../errors.ts';

/** Enough to show every problem of any sheet a person would fix by hand, without a multi-megabyte answer. */
export const MAX_ROW_ISSUE_DETAILS = 1_000;

/** `rows.<row_number>.<field>`; a problem of the sheet as a whole (empty, too many rows) names `file`. */
export const rowIssueDetail = (issue: RowIssue): TFieldIssue => ({
  field: issue.field === SHEET_FIELD ? 'file' : `rows.${issue.row_number}.${issue.field}`,
  message: VALIDATION_MESSAGES[issue.rule],
});

/**
 * The 400 for a sheet with problems, each as a field error the web places beside its row (it knows the
 * rule by the catalogue text). Sheet order, so the first rows' problems are kept when the list is capped.
 */
export function rowIssuesError(issues: readonly RowIssue[]): AppError {
  const ordered = [...issues].sort((a, b) => a.row_number - b.row_number);
  const shown = ordered.slice(0, MAX_ROW_ISSUE_DETAILS);
  const more = ordered.length - shown.length;
  const message =
    more > 0
      ? `The sheet has ${ordered.length} problems; the first ${shown.length} are listed`
      : 'The sheet has problems: see details';
  return new AppError(400, 'VALIDATION_ERROR', message, shown.map(rowIssueDetail));
}

/** Throws rowIssuesError when there is anything to report. */
export function assertNoRowIssues(issues: readonly RowIssue[]): void {
  if (issues.length > 0) throw rowIssuesError(issues);
}
