import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSignedInUser } from '../../lib/session/use-session.ts';
import classes from './shell.module.css';

/** "CPA PORTAL" for the firm's staff, "CLIENT PORTAL" for client companies' users (spec §1). */
export function PortalLabel() {
  const { t } = useTranslation();
  const { audience } = useSignedInUser();
  return (
    <Text data-testid="portal-label" size="xs" fw={700} className={classes.portalLabel}>
      {audience === 'staff' ? t('shell.portal.staff') : t('shell.portal.client')}
    </Text>
  );
}
