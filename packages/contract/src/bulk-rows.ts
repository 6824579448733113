import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { z } from 'zod';
import {
  DEFAULT_PHONE_COUNTRY,
  NOT_AVAILABLE,
  headerKey,
  type TBulkNotificationKind,
  type TCellEdit,
  type TNotificationRowField,
  type TTenantSheetField,
} from './bulk.ts';
import {
  ROOT_DIRECTORY_TYPES,
  ZCreateTenantRequest,
  isTimeZone,
  rootDirectoryProblem,
  type TCreateTenantCommand,
  type TRootDirectoryType,
} from './tenants.ts';
import { validationMessageId, type TValidationMessageId } from './validation-messages.ts';

/**
 * Reading a bulk sheet's rows, shared by the browser (the preview) and the server (which parses the uploaded
 * file again and never trusts the preview), so both sides see the same rows, the same row numbers and the
 * same problems. Pure TypeScript: turning a file into a SheetMatrix is each side's job (SheetJS).
 */

/** The first sheet as rows of cell TEXT; row 0 is the header row (the sheet's row 1). */
export type SheetMatrix = string[][];

/** One problem, at the sheet's own row number (the header is row 1) and a field (a cell) of that row. */
export type RowIssue = { row_number: number; field: string; rule: TValidationMessageId };
export type SheetRow<F extends string> = { row_number: number; cells: Record<F, string> };
export type SheetRows<F extends string> = { rows: SheetRow<F>[]; issues: RowIssue[] };

/** Problems with the sheet as a whole (empty, too many rows) name this field, on the header row. */
export const SHEET_FIELD = 'file';
/** Problems with a selected row number that the sheet does not have name this field. */
export const ROW_FIELD = 'row';
const HEADER_ROW = 1;

const cellText = (cell: unknown) => String(cell ?? '').trim();
const fieldsOf = <F extends string>(headers: Partial<Record<F, string>>) =>
  (Object.keys(headers) as F[]).filter((field) => headers[field] !== undefined);

/**
 * A CSV file's text. Give SheetJS this string (`type: 'string'`) rather than the bytes, on both sides: from
 * bytes it reads a CSV without a byte-order mark as Latin-1, which garbles every accented or Cyrillic name.
 * UTF-8 when the bytes are valid UTF-8 (a BOM is dropped), else Windows-1252 (Excel's "CSV" on Windows).
 */
export function decodeCsv(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** Which column holds each field (the first column whose header matches, by headerKey); extra columns ignored. */
export function matchColumns<F extends string>(
  header: string[],
  headers: Partial<Record<F, string>>,
): { columns: Partial<Record<F, number>>; missing: F[] } {
  const indexByKey = new Map<string, number>();
  header.forEach((cell, index) => {
    const key = headerKey(cellText(cell));
    if (key && !indexByKey.has(key)) indexByKey.set(key, index);
  });
  const columns: Partial<Record<F, number>> = {};
  const missing: F[] = [];
  for (const field of fieldsOf(headers)) {
    const index = indexByKey.get(headerKey(headers[field]));
    if (index === undefined) missing.push(field);
    else columns[field] = index;
  }
  return { columns, missing };
}

/**
 * The sheet's data rows, cells trimmed. Every column of `headers` must be present. A row whose read cells
 * are all blank is skipped (its number is kept by the rows after it). A sheet-wide problem leaves no rows.
 */
export function readSheet<F extends string>(
  matrix: SheetMatrix,
  headers: Partial<Record<F, string>>,
  options: { maxRows: number },
): SheetRows<F> {
  const sheetIssue = (rule: TValidationMessageId, field = SHEET_FIELD): SheetRows<F> => ({
    rows: [],
    issues: [{ row_number: HEADER_ROW, field, rule }],
  });
  if (!matrix.some((line) => line.some((cell) => cellText(cell) !== ''))) return sheetIssue('spreadsheetEmpty');

  const { columns, missing } = matchColumns(matrix[0] ?? [], headers);
  if (missing.length > 0) {
    return {
      rows: [],
      issues: missing.map((field) => ({ row_number: HEADER_ROW, field, rule: 'sheetMissingColumn' })),
    };
  }

  const fields = fieldsOf(headers);
  const rows: SheetRow<F>[] = [];
  for (let index = 1; index < matrix.length; index += 1) {
    const line = matrix[index] ?? [];
    const cells = {} as Record<F, string>;
    for (const field of fields) cells[field] = cellText(line[columns[field] as number]);
    if (fields.every((field) => cells[field] === '')) continue;
    // Stop early: a huge sheet is refused anyway, and holding its rows would only cost memory.
    if (rows.length === options.maxRows) return sheetIssue('sheetTooManyRows');
    rows.push({ row_number: index + 1, cells });
  }
  if (rows.length === 0) return sheetIssue('spreadsheetEmpty');
  return { rows, issues: [] };
}

/** The rows with the user's preview edits applied (new objects; the input is not changed). */
export function applyEdits<F extends string>(
  rows: SheetRow<F>[],
  edits: readonly TCellEdit[],
  editableFields: readonly NoInfer<F>[],
): SheetRows<F> {
  const editable = new Set<string>(editableFields);
  const byNumber = new Map(rows.map((row) => [row.row_number, row]));
  const issues: RowIssue[] = [];
  for (const edit of edits) {
    const row = byNumber.get(edit.row_number);
    const refusal = !row ? 'rowNotInSheet' : !editable.has(edit.field) ? 'cellNotEditable' : undefined;
    if (refusal || !row) {
      issues.push({ row_number: edit.row_number, field: edit.field, rule: refusal ?? 'rowNotInSheet' });
      continue;
    }
    byNumber.set(row.row_number, { ...row, cells: { ...row.cells, [edit.field]: cellText(edit.value) } });
  }
  return { rows: [...byNumber.values()], issues };
}

/** The selected rows, in sheet order (each once); a selected number the sheet lacks is an issue. */
export function selectRows<F extends string>(rows: SheetRow<F>[], selected: readonly number[]): SheetRows<F> {
  const wanted = new Set(selected);
  const picked = rows.filter((row) => wanted.has(row.row_number));
  const present = new Set(picked.map((row) => row.row_number));
  const issues = [...wanted]
    .filter((number) => !present.has(number))
    .map((row_number): RowIssue => ({ row_number, field: ROW_FIELD, rule: 'rowNotInSheet' }));
  return { rows: picked, issues };
}

// Digits and the usual separators only: the parser would otherwise find a number inside any text.
const PHONE_CHARACTERS = /^[+\d\s().-]+$/;

/** A phone cell as E.164; numbers without a country code are read as DEFAULT_PHONE_COUNTRY's. */
export function normalisePhone(text: string): { e164: string } | { error: 'phoneInvalid' } | { empty: true } {
  const trimmed = text.trim();
  if (!trimmed) return { empty: true };
  const parsed = PHONE_CHARACTERS.test(trimmed)
    ? parsePhoneNumberFromString(trimmed, DEFAULT_PHONE_COUNTRY)
    : undefined;
  return parsed?.isValid() ? { e164: parsed.number } : { error: 'phoneInvalid' };
}

const ZEmail = z.email();

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
  if (email && !ZEmail.safeParse(email).success) issues.push({ row_number, field: 'email', rule: 'emailInvalid' });
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

/** Every row whose `field` repeats another row's (ignoring case and outer spaces); blank cells never clash. */
export function findDuplicates<F extends string>(rows: SheetRow<F>[], field: F): RowIssue[] {
  const rowsByValue = new Map<string, number[]>();
  for (const row of rows) {
    const value = cellText(row.cells[field]).toLowerCase();
    if (!value) continue;
    const numbers = rowsByValue.get(value);
    if (numbers) numbers.push(row.row_number);
    else rowsByValue.set(value, [row.row_number]);
  }
  return [...rowsByValue.values()]
    .filter((numbers) => numbers.length > 1)
    .flat()
    .sort((a, b) => a - b)
    .map((row_number) => ({ row_number, field, rule: 'duplicateInSheet' }));
}
