import { SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadedSettings, SettingsPage } from '../../../components/settings-page.tsx';
import { useFirmSettings } from '../api/get-firm-settings.ts';
import { ClientSignInCard } from '../components/client-sign-in-card.tsx';
import { FirmDetailsForm } from '../components/firm-details-form.tsx';
import { LogoCard } from '../components/logo-card.tsx';
import { MessageSettingsCard } from '../components/message-settings-card.tsx';
import { NotificationDefaultsCard } from '../components/notification-defaults-card.tsx';

/**
 * /settings/firm (issue 15): the firm's own name, logo, colour and e-mail sender, and (issue 32) its defaults for
 * notification e-mails, for 'manage firm settings'.
 */
export function FirmSettingsRoute() {
  const { t } = useTranslation();
  return (
    <SettingsPage title={t('pages.firmSettings')} intro={t('firmSettings.intro')} permission="manage firm settings">
      <FirmSettings />
    </SettingsPage>
  );
}

function FirmSettings() {
  const settings = useFirmSettings();
  return (
    <LoadedSettings query={settings}>
      {(data) => (
        <Stack gap="lg">
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            {/* Not keyed by the data: a save must not remount the form before it has said "saved". */}
            <FirmDetailsForm settings={data} />
            <LogoCard settings={data} />
            <ClientSignInCard />
            <MessageSettingsCard />
          </SimpleGrid>
          <NotificationDefaultsCard />
        </Stack>
      )}
    </LoadedSettings>
  );
}
