import type { TFeatureKey, TFeatureSetting, TFeatureStatus } from '@ledgerport/contract';
import { ActionIcon, Stack, Switch, Text, Tooltip } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table.tsx';
import { FeatureStatusBadge } from './feature-status-badge.tsx';
import { featureName } from '../../../lib/feature-flags/feature-name.ts';

type TFeatureSettingsTableProps = {
  rows: TFeatureSetting[] | undefined;
  loading: boolean;
  /** The status a switch shows while its change is on the way (the server's answer then refetches the list). */
  pending?: { key: TFeatureKey; status: TFeatureStatus };
  onToggle: (setting: TFeatureSetting, status: TFeatureStatus) => void;
  onEdit: (setting: TFeatureSetting) => void;
};

/**
 * Spec §2 columns: #, Settings Name, Status, the on/off switch, and the edit action. The name is data the firm
 * may rename, so a translated line under it says what the switch really controls.
 */
export function FeatureSettingsTable({ rows, loading, pending, onToggle, onEdit }: TFeatureSettingsTableProps) {
  const { t } = useTranslation();
  const shownStatus = (setting: TFeatureSetting) => (pending?.key === setting.key ? pending.status : setting.status);

  return (
    <DataTable
      rows={rows}
      loading={loading}
      firstSerial={1}
      label={t('pages.featureSettings')}
      rowKey={(setting) => setting.key}
      columns={[
        {
          key: 'name',
          header: t('featureSettings.columns.name'),
          cell: (setting) => (
            <Stack gap={2} style={{ whiteSpace: 'normal' }}>
              <Text size="sm" fw={500}>
                {featureName(t, setting)}
              </Text>
              <Text size="xs" c="dimmed">
                {t(`featureSettings.keys.${setting.key}.description`)}
              </Text>
            </Stack>
          ),
        },
        {
          key: 'status',
          // The switch beside it shows the same state; the badge goes first when the table is short of room.
          priority: 2,
          header: t('featureSettings.columns.status'),
          cell: (setting) => <FeatureStatusBadge status={setting.status} />,
        },
        {
          key: 'switch',
          header: t('featureSettings.columns.onOff'),
          cell: (setting) => (
            <Switch
              checked={shownStatus(setting) === 1}
              disabled={pending?.key === setting.key}
              onChange={(event) => onToggle(setting, event.currentTarget.checked ? 1 : 0)}
              aria-label={t('featureSettings.list.switchOf', { name: featureName(t, setting) })}
            />
          ),
        },
        {
          key: 'action',
          header: t('featureSettings.columns.action'),
          cell: (setting) => {
            const label = t('featureSettings.list.editOf', { name: featureName(t, setting) });
            return (
              <Tooltip label={label}>
                <ActionIcon variant="light" onClick={() => onEdit(setting)} aria-label={label}>
                  <IconPencil size={16} aria-hidden />
                </ActionIcon>
              </Tooltip>
            );
          },
        },
      ]}
    />
  );
}
