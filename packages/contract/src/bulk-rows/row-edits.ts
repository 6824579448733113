import type { TCellEdit } from '../bulk.ts';
import { cellText, ROW_FIELD, type RowIssue, type SheetRow, type SheetRows } from './sheet-rows.ts';

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
