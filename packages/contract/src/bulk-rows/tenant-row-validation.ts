import type { TTenantSheetField } from '../bulk.ts';
import {
  ROOT_DIRECTORY_TYPES,
  ZCreateTenantRequest,
  isTimeZone,
  rootDirectoryProblem,
  type TCreateTenantCommand,
  type TRootDirectoryType,
} from '../tenants.ts';
import { validationMessageId } from '../validation-messages.ts';
import { ROW_FIELD, type RowIssue, type SheetRow } from './sheet-rows.ts';

/** 'aws s3', 'Local-Folder' ... as the enum spells them; undefined for a blank cell (the default applies). */
const rootDirectoryTypeOf = (text: string) => text.toUpperCase().replace(/[\s-]+/g, '_') || undefined;
const isRootDirectoryType = (text: string): text is TRootDirectoryType =>
  (ROOT_DIRECTORY_TYPES as readonly string[]).includes(text);

/**
 * A tenant row checked by the Create Tenant rules (ZCreateTenantRequest). Unlike the form, it reports every
 * problem of the row at once: the schema's cross-field checks only run on an otherwise valid row, so they
 * are repeated here when the schema stopped before them.
 */
export function validateTenantRow(row: SheetRow<TTenantSheetField>): {
  value: TCreateTenantCommand | null;
  issues: RowIssue[];
} {
  const { row_number, cells } = row;
  const issues: RowIssue[] = [];
  const type = rootDirectoryTypeOf(cells.root_directory_type);
  if (type && !isRootDirectoryType(type)) {
    issues.push({ row_number, field: 'root_directory_type', rule: 'rootDirectoryTypeChoice' });
  }
  const validType = type && isRootDirectoryType(type) ? type : undefined;
  const result = ZCreateTenantRequest.safeParse({ ...cells, root_directory_type: validType });
  if (result.success && issues.length === 0) return { value: result.data, issues };

  for (const issue of result.error?.issues ?? []) {
    const field = String(issue.path[0] ?? ROW_FIELD);
    issues.push({ row_number, field, rule: validationMessageId(issue.message) ?? 'cellInvalid' });
  }
  const flagged = new Set(issues.map((issue) => issue.field));
  const rootProblem = cells.root_directory && rootDirectoryProblem(validType ?? 'LOCAL_FOLDER', cells.root_directory);
  if (rootProblem && !flagged.has('root_directory') && !flagged.has('root_directory_type')) {
    issues.push({ row_number, field: 'root_directory', rule: validationMessageId(rootProblem) ?? 'cellInvalid' });
  }
  if (cells.timezone && !flagged.has('timezone') && !isTimeZone(cells.timezone)) {
    issues.push({ row_number, field: 'timezone', rule: 'timezoneUnknown' });
  }
  return { value: null, issues };
}
