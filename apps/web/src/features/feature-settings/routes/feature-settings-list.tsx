import type { TFeatureSetting, TFeatureStatus } from '@ledgerport/contract';
import { Alert, Card, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { featureName } from '../../../lib/feature-flags/feature-name.ts';
import { usePermissions } from '../../../lib/permissions/use-permissions.ts';
import { useFeatureSettings } from '../api/get-feature-settings.ts';
import { useSetFeatureStatus } from '../api/set-feature-status.ts';
import { EditFeatureSettingModal } from '../components/edit-feature-setting-modal.tsx';
import { FeatureSettingsTable } from '../components/feature-settings-table.tsx';
import { paths } from '@ledgerport/contract';

/** /featureSettings (spec §2): the firm's on/off switches, for holders of 'manage feature settings'. */
export function FeatureSettingsListRoute() {
  const { t } = useTranslation();
  const { can } = usePermissions();
  return (
    <>
      <PageHeader
        title={t('pages.featureSettings')}
        crumbs={[{ label: t('pages.dashboard'), to: paths.dashboard }, { label: t('pages.featureSettings') }]}
      >
        <Text size="sm" c="dimmed">
          {t('featureSettings.intro')}
        </Text>
      </PageHeader>
      {can('manage feature settings') ? (
        <FeatureSettings />
      ) : (
        <Alert color="red" variant="light">
          {t('errors.codes.FORBIDDEN')}
        </Alert>
      )}
    </>
  );
}

function FeatureSettings() {
  const { t } = useTranslation();
  const { errorText } = useErrorText();
  const settings = useFeatureSettings();
  const setStatus = useSetFeatureStatus();
  const [editing, setEditing] = useState<TFeatureSetting | null>(null);

  const toggle = (setting: TFeatureSetting, status: TFeatureStatus) =>
    setStatus.mutate(
      { key: setting.key, status },
      {
        onSuccess: () =>
          notifications.show({
            color: 'green',
            message: t(status === 1 ? 'featureSettings.list.switchedOn' : 'featureSettings.list.switchedOff', {
              name: featureName(t, setting),
            }),
          }),
        onError: (error) => notifications.show({ color: 'red', message: errorText(error) }),
      },
    );

  return (
    <Card withBorder radius="md" padding="md">
      {settings.isError && (
        <Alert color="red" variant="light" mb="md">
          {errorText(settings.error)}
        </Alert>
      )}
      <FeatureSettingsTable
        rows={settings.data?.data}
        loading={settings.isPending}
        pending={setStatus.isPending ? setStatus.variables : undefined}
        onToggle={toggle}
        onEdit={setEditing}
      />
      <EditFeatureSettingModal setting={editing} onClose={() => setEditing(null)} />
    </Card>
  );
}
