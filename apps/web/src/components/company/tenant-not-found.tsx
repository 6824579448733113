import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { IconBuildingOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSignedInUser } from '../../lib/session/use-session.ts';
import { paths } from '@ledgerport/contract';

/** A missing, malformed or foreign company_uuid: one message, whichever it was (no hint that it exists). */
export function TenantNotFound() {
  const { t } = useTranslation();
  const isStaff = useSignedInUser().audience === 'staff';
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconBuildingOff aria-hidden />}
      title={t('tenantUsers.notFound.title')}
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('tenantUsers.notFound.text')}</Text>
        {isStaff ? (
          <Anchor component={Link} to={paths.tenants} size="sm">
            {t('tenantUsers.notFound.backToTenants')}
          </Anchor>
        ) : (
          <Anchor component={Link} to={paths.dashboard} size="sm">
            {t('tenantUsers.notFound.backToDashboard')}
          </Anchor>
        )}
      </Stack>
    </Alert>
  );
}
