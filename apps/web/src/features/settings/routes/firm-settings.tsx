import { paths } from '@ledgerport/contract';
import { Alert, Loader, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { usePermissions } from '../../../lib/permissions/use-permissions.ts';
import { useFirmSettings } from '../api/get-firm-settings.ts';
import { FirmDetailsForm } from '../components/firm-details-form.tsx';
import { LogoCard } from '../components/logo-card.tsx';

/** /settings/firm (issue 15): the firm's own name, logo, colour and e-mail sender, for 'manage firm settings'. */
export function FirmSettingsRoute() {
  const { t } = useTranslation();
  const { can } = usePermissions();
  return (
    <>
      <PageHeader
        title={t('pages.firmSettings')}
        crumbs={[{ label: t('pages.dashboard'), to: paths.dashboard }, { label: t('pages.firmSettings') }]}
      >
        <Text size="sm" c="dimmed">
          {t('firmSettings.intro')}
        </Text>
      </PageHeader>
      {can('manage firm settings') ? (
        <FirmSettings />
      ) : (
        <Alert color="red" variant="light">
          {t('errors.codes.FORBIDDEN')}
        </Alert>
      )}
    </>
  );
}

function FirmSettings() {
  const { t } = useTranslation();
  const { errorText } = useErrorText();
  const settings = useFirmSettings();
  if (settings.isError) {
    return (
      <Alert color="red" variant="light">
        {errorText(settings.error)}
      </Alert>
    );
  }
  if (!settings.data) return <Loader aria-label={t('common.loading')} />;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      {/* Not keyed by the data: a save must not remount the form before it has said "saved". */}
      <FirmDetailsForm settings={settings.data} />
      <LogoCard settings={settings.data} />
    </SimpleGrid>
  );
}
