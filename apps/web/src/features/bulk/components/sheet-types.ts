import type { TValidationMessageId } from '@ledgerport/contract';
import type { RowIssue, SheetRow } from '@ledgerport/contract/bulk-rows/sheet-rows';

/** One data row of the sheet as the contract's readSheet gives it: its sheet row number and its cells' text. */
export type TSheetRow<F extends string> = SheetRow<F>;

/**
 * A problem shown beside a row (or above the table for the sheet as a whole): a catalogue rule, translated, or,
 * when a newer server sent a text this build does not know, that text as it came.
 */
export type TShownIssue = { row_number: number; field: string; rule?: TValidationMessageId; text?: string };

export const shownIssue = (issue: RowIssue): TShownIssue => ({ ...issue });

/** What a bulk screen tells the intake about its kind of sheet. */
export type TSheetKind<F extends string> = {
  /** The sheet's header for each cell (matched ignoring case and spacing). */
  headers: Partial<Record<F, string>>;
  /** The cells the preview lets the user change; the server accepts edits of exactly these. */
  editable: readonly F[];
  /** One row's problems; called again only for a row whose cells changed. */
  rowIssues: (row: TSheetRow<F>) => RowIssue[];
  /** Problems that need every row at once (the same name twice in the sheet). */
  sheetIssues?: (rows: TSheetRow<F>[]) => RowIssue[];
};
