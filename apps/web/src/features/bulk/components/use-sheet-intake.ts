import { DEFAULT_BULK_MAX_ROWS, isSpreadsheetName, type TCellEdit } from '@ledgerport/contract';
import { applyEdits } from '@ledgerport/contract/bulk-rows/row-edits';
import { readSheet } from '@ledgerport/contract/bulk-rows/sheet-reading';
import type { RowIssue } from '@ledgerport/contract/bulk-rows/sheet-rows';
import { useMemo, useState } from 'react';
import { readSpreadsheet } from './read-spreadsheet.ts';
import { shownIssue, type TSheetKind, type TSheetRow, type TShownIssue } from './sheet-types.ts';

/** Why the chosen file gave no preview. */
export type TIntakeProblem = 'spreadsheetType' | 'spreadsheetEmpty' | 'oneFile' | 'unreadable';

type TLoaded<F extends string> = {
  file: File;
  /** The rows as read from the file: an edit is a cell that differs from these. */
  original: Map<number, TSheetRow<F>>;
  rows: TSheetRow<F>[];
  /** Problems of the sheet as a whole (a missing column, too many rows), from reading it. */
  sheetIssues: TShownIssue[];
};

/**
 * The state of a spreadsheet intake: the chosen file, its rows with the user's edits, the selection (none at
 * first, spec §4), and every row's problems, recomputed for a row when one of its cells changes. Problems the
 * server reported stay beside their rows until the user edits that cell or loads another file.
 */
export function useSheetIntake<F extends string>(kind: TSheetKind<F>) {
  const [loaded, setLoaded] = useState<TLoaded<F> | null>(null);
  const [reading, setReading] = useState(false);
  const [problem, setProblem] = useState<TIntakeProblem | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [serverIssues, setServerIssues] = useState<TShownIssue[]>([]);
  // A row object is replaced when one of its cells changes, so a row's problems are computed once per version
  // (a 10,000-row sheet is not checked again on every edit). The cache only memoises a pure function.
  const [issueCache] = useState(() => new WeakMap<TSheetRow<F>, RowIssue[]>());

  /** Reads `files` (exactly one spreadsheet) into the preview; true when it shows rows. */
  const load = async (files: File[]): Promise<boolean> => {
    setServerIssues([]);
    if (files.length !== 1) return fail('oneFile');
    const file = files[0]!;
    if (!isSpreadsheetName(file.name)) return fail('spreadsheetType');
    setReading(true);
    try {
      const sheet = readSheet(await readSpreadsheet(file), kind.headers, { maxRows: DEFAULT_BULK_MAX_ROWS });
      if (sheet.issues.some((issue) => issue.rule === 'spreadsheetEmpty')) return fail('spreadsheetEmpty');
      // A missing column or too many rows leave no rows: the sheet's problems say what to fix in the file.
      const rows = sheet.rows;
      setLoaded({
        file,
        original: new Map(rows.map((row) => [row.row_number, row])),
        rows,
        sheetIssues: sheet.issues.map(shownIssue),
      });
      setSelected(new Set());
      setProblem(null);
      return true;
    } catch {
      return fail('unreadable');
    } finally {
      setReading(false);
    }
  };
  function fail(why: TIntakeProblem) {
    setProblem(why);
    setLoaded(null);
    setSelected(new Set());
    return false;
  }

  /** The user changed one cell. */
  const edit = (rowNumber: number, field: F, value: string) => {
    setLoaded((current) => {
      if (!current) return current;
      const index = current.rows.findIndex((row) => row.row_number === rowNumber);
      const row = current.rows[index];
      if (!row || row.cells[field] === value) return current;
      // The contract's own edit rule, so the preview shows the cell exactly as the server will read it.
      const changed = applyEdits([row], [{ row_number: rowNumber, field, value }], kind.editable).rows[0] as
        TSheetRow<F> | undefined;
      if (!changed) return current;
      const rows = current.rows.slice();
      rows[index] = changed;
      return { ...current, rows };
    });
    setServerIssues((issues) => issues.filter((issue) => issue.row_number !== rowNumber || issue.field !== field));
  };

  const rows = loaded?.rows;
  const allSelected = rows !== undefined && rows.length > 0 && selected.size === rows.length;
  const toggle = (rowNumber: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(rowNumber)) next.add(rowNumber);
      return next;
    });
  /** Select-all: on only when every row is selected (spec §4); from any other state it selects every row. */
  const toggleAll = () => setSelected(allSelected || !rows ? new Set() : new Set(rows.map((row) => row.row_number)));

  const crossRowIssues = useMemo(() => (rows && kind.sheetIssues ? kind.sheetIssues(rows) : []), [rows, kind]);
  const issuesByRow = useMemo(() => {
    const byRow = new Map<number, TShownIssue[]>();
    const add = (issue: TShownIssue) => {
      const list = byRow.get(issue.row_number);
      if (list) list.push(issue);
      else byRow.set(issue.row_number, [issue]);
    };
    for (const row of rows ?? []) {
      let issues = issueCache.get(row);
      if (!issues) {
        issues = kind.rowIssues(row);
        issueCache.set(row, issues);
      }
      for (const issue of issues) add(shownIssue(issue));
    }
    crossRowIssues.forEach((issue) => add(shownIssue(issue)));
    serverIssues.filter((issue) => issue.row_number > 1).forEach(add);
    return byRow;
  }, [rows, crossRowIssues, serverIssues, issueCache, kind]);

  /** Only the cells the user changed, in the selected rows. */
  const edits = (): TCellEdit[] => {
    if (!loaded) return [];
    const changed: TCellEdit[] = [];
    for (const row of loaded.rows) {
      if (!selected.has(row.row_number)) continue;
      const before = loaded.original.get(row.row_number);
      for (const field of kind.editable) {
        if (before && before.cells[field] !== row.cells[field]) {
          changed.push({ row_number: row.row_number, field, value: row.cells[field] });
        }
      }
    }
    return changed;
  };

  const selectedRows = () => (rows ?? []).filter((row) => selected.has(row.row_number)).map((row) => row.row_number);

  return {
    editable: kind.editable,
    file: loaded?.file ?? null,
    rows: rows ?? [],
    reading,
    problem,
    selected,
    allSelected,
    issuesByRow,
    /** Problems of the sheet as a whole: from reading it, and any the server reported for it. */
    sheetIssues: [...(loaded?.sheetIssues ?? []), ...serverIssues.filter((issue) => issue.row_number <= 1)],
    isEdited: (row: TSheetRow<F>, field: F) => loaded?.original.get(row.row_number)?.cells[field] !== row.cells[field],
    load,
    edit,
    toggle,
    toggleAll,
    /** Selects every row that has no problem. */
    selectClean: () =>
      setSelected(new Set((rows ?? []).filter((row) => !issuesByRow.has(row.row_number)).map((r) => r.row_number))),
    clearSelection: () => setSelected(new Set()),
    edits,
    selectedRows,
    setServerIssues,
  };
}

export type TSheetIntake<F extends string> = ReturnType<typeof useSheetIntake<F>>;
