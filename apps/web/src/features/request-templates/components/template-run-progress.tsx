import type { TTemplateRun } from '@ledgerport/contract';
import { Alert, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/error-text.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { useTemplateRun } from '../api/get-template-run.ts';

const percentOf = (run: TTemplateRun | undefined) => {
  if (!run) return 0;
  if (run.state === 'DONE') return 100;
  return run.total > 0 ? Math.round((run.done / run.total) * 100) : 0;
};

/** A run's progress bar, polled until it ends, then what it made (or why it made nothing). */
export function TemplateRunProgress({ runUuid }: { runUuid: string }) {
  const { t } = useTranslation();
  const { errorText } = useErrorText();
  const { data: run, error } = useTemplateRun(runUuid);
  const percent = percentOf(run);
  const status =
    run?.state === 'RUNNING'
      ? t('requestTemplates.apply.running', { done: run.done, total: run.total })
      : t('requestTemplates.apply.queued');

  return (
    <Stack gap="sm">
      <Progress
        value={percent}
        animated={run?.state !== 'DONE' && run?.state !== 'FAILED'}
        color={run?.state === 'FAILED' ? 'red' : undefined}
        aria-label={t('requestTemplates.apply.progress')}
        aria-valuenow={percent}
      />
      {error && (
        <Alert color="red" variant="light">
          {errorText(error)}
        </Alert>
      )}
      {run?.state === 'DONE' && (
        <Alert color="green" variant="light" role="status">
          {t('requestTemplates.apply.done', {
            total: run.total,
            requests: run.created_requests,
            series: run.created_series,
          })}
        </Alert>
      )}
      {run?.state === 'FAILED' && (
        <Alert color="red" variant="light" role="alert">
          {t('requestTemplates.apply.failed', {
            reason: errorText(new ApiError({ status: 500, code: run.error_code ?? 'INTERNAL_ERROR', message: '' })),
          })}
        </Alert>
      )}
      {run && run.state !== 'DONE' && run.state !== 'FAILED' && (
        <Text size="sm" role="status">
          {status}
        </Text>
      )}
    </Stack>
  );
}
