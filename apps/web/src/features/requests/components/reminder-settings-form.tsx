import type { TReminderSettings } from '@ledgerport/contract';
import { Alert, Button, Card, Group, NumberInput, Stack, Switch, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/error-text.ts';
import { useFormErrorText } from '../../../lib/form-errors.ts';
import { useUpdateReminderSettings } from '../api/update-reminder-settings.ts';
import { ReminderCadenceFields } from './reminder-cadence-fields.tsx';
import { cadenceFormValues, cadenceOf, daysRule, hourRule, type TCadenceFormValues } from './reminder-cadence-rules.ts';
import { useReminderFormSave } from './use-reminder-form-save.ts';

type TValues = TCadenceFormValues & { enabled: boolean; quiet_from: number | string; quiet_until: number | string };
const FIELDS = ['before_days', 'after_days', 'quiet_from', 'quiet_until'] as const;

const valuesOf = (s: TReminderSettings): TValues => ({
  enabled: s.enabled,
  ...cadenceFormValues(s.cadence),
  quiet_from: s.quiet_from,
  quiet_until: s.quiet_until,
});

/** The firm's reminders: on or off, the cadence around each due date, and the quiet hours (firm time). */
export function ReminderSettingsForm({ settings }: { settings: TReminderSettings }) {
  const { t } = useTranslation();
  const { errorText } = useErrorText();
  const shown = useFormErrorText();
  const save = useUpdateReminderSettings();
  const form = useForm<TValues>({
    initialValues: valuesOf(settings),
    validate: { before_days: daysRule, after_days: daysRule, quiet_from: hourRule, quiet_until: hourRule },
  });
  const { saved, refused } = useReminderFormSave(form, FIELDS);
  const hour = (name: 'quiet_from' | 'quiet_until') => {
    const props = form.getInputProps(name);
    return { ...props, error: shown(props.error) };
  };

  const submit = form.onSubmit((values) =>
    save.mutate(
      {
        enabled: values.enabled,
        cadence: cadenceOf(values),
        quiet_from: Number(values.quiet_from),
        quiet_until: Number(values.quiet_until),
      },
      {
        onSuccess: (stored) => saved(valuesOf(stored)),
        onError: refused,
      },
    ),
  );

  return (
    <Card withBorder radius="md" padding="lg" component="form" onSubmit={submit} noValidate maw={640}>
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('reminders.cadence')}
        </Title>
        {save.isError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
            {errorText(save.error)}
          </Alert>
        )}
        <Switch label={t('reminders.enabled')} {...form.getInputProps('enabled', { type: 'checkbox' })} />
        <ReminderCadenceFields form={form} />
        <Title order={3} size="h5">
          {t('reminders.quietHours')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('reminders.quietHoursHint')}
        </Text>
        <Group grow align="flex-start">
          <NumberInput
            label={t('reminders.quietFrom')}
            min={0}
            max={23}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="none"
            {...hour('quiet_from')}
          />
          <NumberInput
            label={t('reminders.quietUntil')}
            min={0}
            max={23}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="none"
            {...hour('quiet_until')}
          />
        </Group>
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} loaderProps={{ 'aria-hidden': true }}>
            {t('reminders.save')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
