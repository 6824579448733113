import type { TFeatureKey, TPermission } from '@ledgerport/contract';
import { Button, Group, Paper, Title } from '@mantine/core';
import {
  IconBellRinging,
  IconBuildingPlus,
  IconMessages,
  IconReportMoney,
  IconTableImport,
  IconUserShield,
  type Icon,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePermissions } from '../../../lib/permissions/use-permissions.ts';
import { useFeatureFlags } from '../../../lib/feature-flags/get-feature-flags.ts';
import { paths } from '@ledgerport/contract';

/** `feature`: left out while the firm has switched that feature off. */
type TShortcut = { to: string; labelKey: string; icon: Icon; permission: TPermission; feature?: TFeatureKey };

/** The spec's shortcut buttons (§2), in its order, each shown only with the permission its page needs. */
const SHORTCUTS: TShortcut[] = [
  {
    to: paths.tenantCreate,
    labelKey: 'dashboard.overview.addTenant',
    icon: IconBuildingPlus,
    permission: 'create tenant',
  },
  {
    to: paths.bulkTenantCreate,
    labelKey: 'dashboard.overview.addBulkTenant',
    icon: IconTableImport,
    permission: 'create tenant',
  },
  {
    to: paths.internalUsers,
    labelKey: 'dashboard.overview.internalUsers',
    icon: IconUserShield,
    permission: 'view internal user',
  },
  {
    to: paths.bulkSalesTaxResults,
    labelKey: 'dashboard.overview.bulkSalesTax',
    icon: IconMessages,
    permission: 'send bulk notifications',
    feature: 'BULK_NOTIFICATIONS',
  },
  {
    to: paths.bulkPayrollTaxResults,
    labelKey: 'dashboard.overview.bulkPayroll',
    icon: IconReportMoney,
    permission: 'send bulk notifications',
    feature: 'BULK_NOTIFICATIONS',
  },
  {
    to: paths.bulkPushList,
    labelKey: 'pages.bulkPush',
    icon: IconBellRinging,
    permission: 'send bulk notifications',
    feature: 'BULK_NOTIFICATIONS',
  },
];

/** Each shortcut shows only to someone allowed on its page; with none allowed, the section is left out. */
export function StaffShortcuts() {
  const { t } = useTranslation();
  const { can } = usePermissions();
  const { isOn } = useFeatureFlags();
  const allowed = SHORTCUTS.filter(
    (shortcut) => can(shortcut.permission) && (!shortcut.feature || isOn(shortcut.feature)),
  );
  if (allowed.length === 0) return null;
  const headingId = 'shortcuts-heading';
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h4" mb="sm" id={headingId}>
        {t('dashboard.overview.shortcuts')}
      </Title>
      <Group gap="sm">
        {allowed.map(({ to, labelKey, icon: ShortcutIcon }) => (
          <Button
            key={to}
            component={Link}
            to={to}
            variant="light"
            leftSection={<ShortcutIcon size={16} aria-hidden />}
          >
            {t(labelKey)}
          </Button>
        ))}
      </Group>
    </Paper>
  );
}
