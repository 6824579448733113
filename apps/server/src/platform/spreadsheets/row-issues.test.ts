import { VALIDATION_MESSAGES } from '@ledgerport/contract';
import type { RowIssue } from '@ledgerport/contract/bulk-rows/sheet-rows';
import { describe, expect, it } from 'vitest';
import { MAX_ROW_ISSUE_DETAILS, assertNoRowIssues, rowIssuesError } from './row-issues.ts';

describe('rowIssuesError', () => {
  it('answers 400 with rows.<row>.<field> details in sheet order, sheet-wide problems on `file`', () => {
    const error = rowIssuesError([
      { row_number: 7, field: 'email', rule: 'emailInvalid' },
      { row_number: 1, field: 'file', rule: 'spreadsheetEmpty' },
      { row_number: 1, field: 'amount', rule: 'sheetMissingColumn' },
    ]);
    expect(error).toMatchObject({ statusCode: 400, code: 'VALIDATION_ERROR' });
    expect(error.details).toEqual([
      { field: 'file', message: VALIDATION_MESSAGES.spreadsheetEmpty },
      { field: 'rows.1.amount', message: VALIDATION_MESSAGES.sheetMissingColumn },
      { field: 'rows.7.email', message: VALIDATION_MESSAGES.emailInvalid },
    ]);
  });

  it('lists at most MAX_ROW_ISSUE_DETAILS problems, the first rows first, and says how many there are', () => {
    const issues: RowIssue[] = Array.from({ length: MAX_ROW_ISSUE_DETAILS + 5 }, (_, index) => ({
      row_number: MAX_ROW_ISSUE_DETAILS + 10 - index,
      field: 'email',
      rule: 'emailInvalid',
    }));
    const error = rowIssuesError(issues);
    expect(error.details).toHaveLength(MAX_ROW_ISSUE_DETAILS);
    expect(error.details?.[0]?.field).toBe('rows.6.email');
    expect(error.message).toContain(String(MAX_ROW_ISSUE_DETAILS + 5));
  });

  it('throws only when there is something to report', () => {
    expect(() => assertNoRowIssues([])).not.toThrow();
    expect(() => assertNoRowIssues([{ row_number: 2, field: 'row', rule: 'rowNotInSheet' }])).toThrow();
  });
});
