import { headerKey } from '../bulk.ts';
import type { TValidationMessageId } from '../validation-messages.ts';
import { cellText, SHEET_FIELD, type SheetMatrix, type SheetRow, type SheetRows } from './sheet-rows.ts';

const HEADER_ROW = 1;

const fieldsOf = <F extends string>(headers: Partial<Record<F, string>>) =>
  (Object.keys(headers) as F[]).filter((field) => headers[field] !== undefined);

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
