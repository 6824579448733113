import type { TCellEdit, TFieldIssue } from '@ledgerport/contract';
import { useEffect, useRef, useState } from 'react';
import type { TSheetUpload } from '../api/post-multipart.ts';
import { splitServerIssues } from './server-issues.ts';
import type { TSheetIntake } from './use-sheet-intake.ts';

/** What stops a submission before anything is sent. */
export type TSelectionProblem = { kind: 'noRowsSelected' } | { kind: 'fixSelected'; count: number };

type TMutation<TRequest, TAnswer> = {
  mutate: (
    upload: TSheetUpload<TRequest>,
    options: { onSuccess: (answer: TAnswer) => void; onError: (error: Error) => void },
  ) => void;
};

/**
 * Sends the selected rows of an intake with the cells the user changed and the file itself, showing how far the
 * upload got. When the server refuses rows, their problems go beside them in the preview. Leaving the screen
 * cancels an upload still in flight.
 */
export function useSheetSubmission<F extends string, TRequest, TAnswer>(
  intake: TSheetIntake<F>,
  mutation: TMutation<TRequest, TAnswer>,
) {
  const [progress, setProgress] = useState<number | null>(null);
  // Once a submit was refused for the selection, the alert follows the selection as it changes (selecting rows
  // or fixing them takes it away) instead of keeping what was true at that click.
  const [selectionChecked, setSelectionChecked] = useState(false);
  const [failure, setFailure] = useState<{ error: unknown; rowsRefused: boolean; others: TFieldIssue[] } | null>(null);
  const aborter = useRef<AbortController | null>(null);
  useEffect(() => () => aborter.current?.abort(), []);

  const problemOf = (selected: number[]): TSelectionProblem | null => {
    if (selected.length === 0) return { kind: 'noRowsSelected' };
    const withProblems = selected.filter((rowNumber) => intake.issuesByRow.has(rowNumber)).length;
    return withProblems > 0 ? { kind: 'fixSelected', count: withProblems } : null;
  };

  /** The selected rows, or null when they cannot be sent (none selected, or some with problems still). */
  const checkSelection = (): number[] | null => {
    const selected = intake.selectedRows();
    const problem = problemOf(selected);
    setSelectionChecked(problem !== null);
    return problem ? null : selected;
  };

  /** `request` gets the selected row numbers and the changed cells; `others` receives details not about rows. */
  const send = (
    request: (selectedRows: number[], edits: TCellEdit[]) => TRequest,
    selectedRows: number[],
    handlers: { onSuccess: (answer: TAnswer) => void; onOtherIssues?: (issues: TFieldIssue[]) => TFieldIssue[] },
  ) => {
    const file = intake.file;
    if (!file) return;
    setFailure(null);
    setProgress(0);
    aborter.current = new AbortController();
    mutation.mutate(
      {
        request: request(selectedRows, intake.edits()),
        file,
        onProgress: setProgress,
        signal: aborter.current.signal,
      },
      {
        onSuccess: (answer) => {
          setProgress(100);
          handlers.onSuccess(answer);
        },
        onError: (error) => {
          setProgress(null);
          if (aborter.current?.signal.aborted) return;
          const { rows, others } = splitServerIssues(error);
          intake.setServerIssues(rows);
          const unshown = handlers.onOtherIssues ? handlers.onOtherIssues(others) : others;
          setFailure({ error, rowsRefused: rows.some((issue) => issue.row_number > 1), others: unshown });
        },
      },
    );
  };

  return {
    progress,
    selectionProblem: selectionChecked ? problemOf(intake.selectedRows()) : null,
    failure,
    checkSelection,
    send,
  };
}
