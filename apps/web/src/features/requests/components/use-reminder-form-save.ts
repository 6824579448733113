import type { UseFormReturnType } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { formFieldOf } from './reminder-cadence-rules.ts';

/**
 * What both reminder forms (firm and tenant) do when a save answers: on success show what the server stored,
 * no longer dirty, and say "saved"; on a refusal put each issue beside its field (`cadence.x` marks `x`).
 */
export function useReminderFormSave<TValues extends Record<string, unknown>>(
  form: UseFormReturnType<TValues>,
  fields: readonly string[],
) {
  const { t } = useTranslation();
  const { fieldIssueText } = useErrorText();
  return {
    saved: (next: TValues) => {
      form.setValues(next);
      form.resetDirty(next);
      notifications.show({ color: 'green', message: t('reminders.saved') });
    },
    refused: (error: unknown) => {
      if (!isApiError(error)) return;
      for (const issue of error.details) {
        const field = formFieldOf(issue, fields);
        if (field) form.setFieldError(field, fieldIssueText(issue));
      }
    },
  };
}
