import {
  TENANT_SHEET_HEADERS,
  type TBulkTenantImportRequest,
  type TCreateTenantCommand,
  type TLocale,
  type TTenantSheetField,
} from '@ledgerport/contract';
import { findDuplicates } from '@ledgerport/contract/bulk-rows/duplicate-cells';
import { applyEdits, selectRows } from '@ledgerport/contract/bulk-rows/row-edits';
import { readSheet } from '@ledgerport/contract/bulk-rows/sheet-reading';
import type { RowIssue, SheetMatrix } from '@ledgerport/contract/bulk-rows/sheet-rows';
import { validateTenantRow } from '@ledgerport/contract/bulk-rows/tenant-row-validation';
import { ownerLanguages } from './owner-language.ts';

/** Every column of the tenant sheet may be corrected in the preview. */
const EDITABLE_FIELDS = Object.keys(TENANT_SHEET_HEADERS) as TTenantSheetField[];

/** `owner_locale`: the row's own Language cell, when the sheet has that column and the cell is filled. */
export type TenantSheetRow = { row_number: number; tenant: TCreateTenantCommand; owner_locale?: TLocale };

/**
 * The selected rows of an uploaded tenant sheet, the user's edits applied, each checked by the Create Tenant
 * rules, and names and root directories checked for repeats within the selection. Exactly what the preview
 * checks (the same shared functions); the server only adds what needs the database (see the service), and reads
 * the optional Language column (owner-language.ts), which the preview does not show.
 */
export function tenantSheetRows(
  matrix: SheetMatrix,
  request: Pick<TBulkTenantImportRequest, 'selected_rows' | 'edits'>,
  maxRows: number,
): { rows: TenantSheetRow[]; issues: RowIssue[] } {
  const sheet = readSheet(matrix, TENANT_SHEET_HEADERS, { maxRows });
  if (sheet.issues.length > 0) return { rows: [], issues: sheet.issues };
  const edited = applyEdits(sheet.rows, request.edits ?? [], EDITABLE_FIELDS);
  const selected = selectRows(edited.rows, request.selected_rows);
  const issues = [
    ...edited.issues,
    ...selected.issues,
    ...findDuplicates(selected.rows, 'name'),
    ...findDuplicates(selected.rows, 'root_directory'),
  ];
  const languages = ownerLanguages(
    matrix,
    selected.rows.map((row) => row.row_number),
  );
  issues.push(...languages.issues);
  const rows: TenantSheetRow[] = [];
  for (const row of selected.rows) {
    const checked = validateTenantRow(row);
    issues.push(...checked.issues);
    const owner_locale = languages.languages.get(row.row_number);
    if (checked.value)
      rows.push({ row_number: row.row_number, tenant: checked.value, ...(owner_locale && { owner_locale }) });
  }
  return { rows, issues };
}
