import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TSelectionProblem } from './use-sheet-submission.ts';

/** Why nothing was sent: no row selected (spec §5), or selected rows that still have problems. */
export function SelectionProblem({ problem }: { problem: TSelectionProblem }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" role="alert">
      {problem.kind === 'noRowsSelected'
        ? t('errors.rules.noRowsSelected')
        : t('bulk.intake.fixSelected', { count: problem.count })}
    </Alert>
  );
}
