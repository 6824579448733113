import type { TValidationMessageId } from '../validation-messages.ts';

/**
 * A bulk sheet's rows as both sides read them: the browser (the preview) and the server (which parses the
 * uploaded file again and never trusts the preview) run the same functions of this folder, so both see the
 * same rows, the same row numbers and the same problems. Pure TypeScript: turning a file into a SheetMatrix is
 * each side's job (SheetJS). Each concern is its own subpath of the package, loaded only by the bulk screens.
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

/** A cell as the rules read it: text, without outer spaces (a number or an empty cell becomes text too). */
export const cellText = (cell: unknown) => String(cell ?? '').trim();
