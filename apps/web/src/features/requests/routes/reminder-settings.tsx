import { useTranslation } from 'react-i18next';
import { LoadedSettings, SettingsPage } from '../../../components/settings-page.tsx';
import { useReminderSettings } from '../api/get-reminder-settings.ts';
import { ReminderSettingsForm } from '../components/reminder-settings-form.tsx';

/** /settings/reminders (issue 16): when clients are reminded of their open requests, for 'manage requests'. */
export function ReminderSettingsRoute() {
  const { t } = useTranslation();
  return (
    <SettingsPage title={t('pages.reminderSettings')} intro={t('reminders.intro')} permission="manage requests">
      <ReminderSettings />
    </SettingsPage>
  );
}

function ReminderSettings() {
  const settings = useReminderSettings();
  return <LoadedSettings query={settings}>{(data) => <ReminderSettingsForm settings={data} />}</LoadedSettings>;
}
