import { paths } from '@ledgerport/contract';
import { Alert, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { usePermissions } from '../../../lib/permissions/use-permissions.ts';
import { useReminderSettings } from '../api/get-reminder-settings.ts';
import { ReminderSettingsForm } from '../components/reminder-settings-form.tsx';

/** /settings/reminders (issue 16): when clients are reminded of their open requests, for 'manage requests'. */
export function ReminderSettingsRoute() {
  const { t } = useTranslation();
  const { can } = usePermissions();
  return (
    <>
      <PageHeader
        title={t('pages.reminderSettings')}
        crumbs={[{ label: t('pages.dashboard'), to: paths.dashboard }, { label: t('pages.reminderSettings') }]}
      >
        <Text size="sm" c="dimmed">
          {t('reminders.intro')}
        </Text>
      </PageHeader>
      {can('manage requests') ? (
        <ReminderSettings />
      ) : (
        <Alert color="red" variant="light">
          {t('errors.codes.FORBIDDEN')}
        </Alert>
      )}
    </>
  );
}

function ReminderSettings() {
  const { t } = useTranslation();
  const { errorText } = useErrorText();
  const settings = useReminderSettings();
  if (settings.isError) {
    return (
      <Alert color="red" variant="light">
        {errorText(settings.error)}
      </Alert>
    );
  }
  if (!settings.data) return <Loader aria-label={t('common.loading')} />;
  return <ReminderSettingsForm settings={settings.data} />;
}
