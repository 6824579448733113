import { cellText, type RowIssue, type SheetRow } from './sheet-rows.ts';

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
