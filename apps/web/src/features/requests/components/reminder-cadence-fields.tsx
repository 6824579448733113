import { Checkbox, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useFormErrorText } from '../../../lib/form-errors.ts';
import type { TCadenceFormValues } from './reminder-cadence-rules.ts';

/** The cadence's three inputs (days before, the due day, days after), for the firm's form and a tenant's. */
export function ReminderCadenceFields<T extends TCadenceFormValues>({ form }: { form: UseFormReturnType<T> }) {
  const { t } = useTranslation();
  const shown = useFormErrorText();
  const field = (name: keyof TCadenceFormValues & string) => {
    const props = form.getInputProps(name);
    return { ...props, error: shown(props.error) };
  };
  return (
    <Stack gap="sm">
      <TextInput
        label={t('reminders.beforeDays')}
        description={t('reminders.daysHint')}
        inputMode="numeric"
        {...field('before_days')}
      />
      <Checkbox label={t('reminders.onDueDay')} {...form.getInputProps('on_due_day', { type: 'checkbox' })} />
      <TextInput
        label={t('reminders.afterDays')}
        description={t('reminders.daysHint')}
        inputMode="numeric"
        {...field('after_days')}
      />
    </Stack>
  );
}
