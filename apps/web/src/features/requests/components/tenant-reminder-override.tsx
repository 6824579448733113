import { DEFAULT_REMINDER_CADENCE, type TReminderCadence, type TTenantReminderSettings } from '@ledgerport/contract';
import { Alert, Button, Card, Checkbox, Group, Stack, Switch, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LoadedSettings } from '../../../components/settings-page.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { useTenantReminderSettings } from '../api/get-tenant-reminder-settings.ts';
import { useUpdateTenantReminderSettings } from '../api/update-tenant-reminder-settings.ts';
import { ReminderCadenceFields } from './reminder-cadence-fields.tsx';
import { cadenceFormValues, cadenceOf, daysRule, type TCadenceFormValues } from './reminder-cadence-rules.ts';
import { useReminderFormSave } from './use-reminder-form-save.ts';

type TValues = TCadenceFormValues & { enabled: boolean; follows_firm: boolean };
const FIELDS = ['before_days', 'after_days'] as const;

const valuesOf = (s: TTenantReminderSettings, fallback: TReminderCadence): TValues => ({
  enabled: s.enabled,
  follows_firm: s.cadence === null,
  ...cadenceFormValues(s.cadence ?? fallback),
});

/**
 * One tenant's reminders ('manage requests'): off for this tenant, the firm's cadence, or its own. For the
 * tenant's requests screen (composed there by app/); it loads and saves on its own.
 */
export function TenantReminderOverride({ tenantId }: { tenantId: string }) {
  const settings = useTenantReminderSettings(tenantId);
  return (
    <LoadedSettings query={settings}>{(data) => <OverrideForm tenantId={tenantId} settings={data} />}</LoadedSettings>
  );
}

function OverrideForm({ tenantId, settings }: { tenantId: string; settings: TTenantReminderSettings }) {
  const { t } = useTranslation();
  const { errorText } = useErrorText();
  const save = useUpdateTenantReminderSettings(tenantId);
  const form = useForm<TValues>({
    initialValues: valuesOf(settings, DEFAULT_REMINDER_CADENCE),
    validate: {
      before_days: (value, values) => (values.follows_firm ? null : daysRule(value)),
      after_days: (value, values) => (values.follows_firm ? null : daysRule(value)),
    },
  });
  const { saved, refused } = useReminderFormSave(form, FIELDS);
  const submit = form.onSubmit((values) =>
    save.mutate(
      { enabled: values.enabled, cadence: values.follows_firm ? null : cadenceOf(values) },
      {
        onSuccess: (stored) => saved(valuesOf(stored, cadenceOf(values))),
        onError: refused,
      },
    ),
  );

  return (
    <Card withBorder radius="md" padding="md" component="form" onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Title order={3} size="h5">
          {t('reminders.tenantTitle')}
        </Title>
        {save.isError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
            {errorText(save.error)}
          </Alert>
        )}
        <Switch label={t('reminders.tenantEnabled')} {...form.getInputProps('enabled', { type: 'checkbox' })} />
        <Checkbox
          label={t('reminders.followsFirm')}
          disabled={!form.values.enabled}
          {...form.getInputProps('follows_firm', { type: 'checkbox' })}
        />
        {form.values.enabled && !form.values.follows_firm && <ReminderCadenceFields form={form} />}
        <Group justify="flex-end">
          <Button type="submit" size="sm" loading={save.isPending} loaderProps={{ 'aria-hidden': true }}>
            {t('reminders.save')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
