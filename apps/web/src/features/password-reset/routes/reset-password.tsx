import { Alert, Button, Center, Loader, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../../lib/api-error.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { PublicLayout } from '../../../components/layouts/public-layout.tsx';
import { useResetLink } from '../api/get-reset-link.ts';
import { LinkExpired } from '../components/link-expired.tsx';
import { ResetPasswordForm } from '../components/reset-password-form.tsx';

/** An answer about the link itself (malformed, unknown, used, late), as opposed to a failure to ask. */
const isDeadLink = (error: unknown) => isApiError(error) && [400, 404, 410].includes(error.status);

/** /reset-password?token=… — where the e-mailed reset link lands. */
export function ResetPasswordRoute() {
  const { t } = useTranslation();
  const { errorText } = useErrorText();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const link = useResetLink(token);

  return (
    <PublicLayout title={t('passwordReset.resetTitle')} subtitle={t('passwordReset.resetSubtitle')}>
      {!token || (link.isError && isDeadLink(link.error)) ? (
        <LinkExpired />
      ) : link.isPending ? (
        <Center py="lg">
          <Loader aria-label={t('common.loading')} />
        </Center>
      ) : link.isError ? (
        <Stack gap="md">
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
            {errorText(link.error)}
          </Alert>
          <Button variant="default" onClick={() => void link.refetch()}>
            {t('passwordReset.retry')}
          </Button>
        </Stack>
      ) : (
        <ResetPasswordForm token={token} email={link.data.email} />
      )}
    </PublicLayout>
  );
}
