import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../../lib/api-error.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { paths } from '@ledgerport/contract';

/**
 * Why the invitation cannot be used. A missing, malformed, unknown or already used link all read the same
 * (the link is simply not valid any more); an expired one says to ask the firm for a new invitation.
 */
export function InvitationProblem({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const { errorText } = useErrorText();
  const deadLink = error === null || (isApiError(error) && (error.status === 400 || error.status === 404));
  // Anything that is not an answer about the link itself (network, server trouble) may pass: offer a retry.
  const passing = !deadLink && !(isApiError(error) && error.code === 'INVITATION_EXPIRED');

  return (
    <Stack gap="md">
      <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
        {deadLink ? t('registration.linkInvalid') : errorText(error)}
      </Alert>
      {passing && (
        <Button variant="default" onClick={onRetry}>
          {t('registration.retry')}
        </Button>
      )}
      <Anchor component={Link} to={paths.login} size="sm" ta="center">
        {t('registration.toLogin')}
      </Anchor>
    </Stack>
  );
}
