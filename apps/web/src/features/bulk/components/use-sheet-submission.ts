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
  const [selectionProblem, setSelectionProblem] = useState<TSelectionProblem | null>(null);
  const [failure, setFailure] = useState<{ error: unknown; rowsRefused: boolean; others: TFieldIssue[] } | null>(null);
  const aborter = useRef<AbortController | null>(null);
  useEffect(() => () => aborter.current?.abort(), []);

  /** The selected rows, or why they cannot be sent (none selected, or some with problems still). */
  const checkSelection = (): number[] | null => {
    const selected = intake.selectedRows();
    if (selected.length === 0) {
      setSelectionProblem({ kind: 'noRowsSelected' });
      return null;
    }
    const withProblems = selected.filter((rowNumber) => intake.issuesByRow.has(rowNumber)).length;
    if (withProblems > 0) {
      setSelectionProblem({ kind: 'fixSelected', count: withProblems });
      return null;
    }
    setSelectionProblem(null);
    return selected;
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
    selectionProblem,
    failure,
    checkSelection,
    send,
    clearSelectionProblem: () => setSelectionProblem(null),
  };
}
