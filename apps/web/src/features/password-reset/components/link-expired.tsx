import { Alert, Anchor, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@ledgerport/contract';

/** A reset link that is missing, unknown, used or late: the only way on is asking for a new one. */
export function LinkExpired() {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
        {t('errors.codes.LINK_EXPIRED')}
      </Alert>
      <Anchor component={Link} to={paths.forgotPassword} ta="center">
        {t('passwordReset.requestNewLink')}
      </Anchor>
    </Stack>
  );
}
