import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PublicLayout } from '../../../components/layouts/public-layout.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { useReportNotMe } from '../api/report-not-me.ts';
import { paths } from '@ledgerport/contract';

/**
 * The "this wasn't me" link of a new-device e-mail. Nothing happens on opening it (mail scanners open links):
 * the user confirms with the one button, which ends every session and e-mails a link to set a new password.
 */
export function NotMeRoute() {
  const { t } = useTranslation();
  const { errorText } = useErrorText();
  const token = useSearchParams()[0].get('token') ?? '';
  const report = useReportNotMe();

  return (
    <PublicLayout title={t('auth.notMe.title')}>
      {report.isSuccess ? (
        <Alert color="green" variant="light" role="status" icon={<IconCircleCheck aria-hidden />}>
          {t('auth.notMe.done')}
        </Alert>
      ) : !token ? (
        <Alert color="red" variant="light">
          {t('errors.codes.LINK_EXPIRED')}
        </Alert>
      ) : (
        <Stack gap="md">
          <Text size="sm">{t('auth.notMe.intro')}</Text>
          {report.isError && (
            <Alert color="red" variant="light">
              {errorText(report.error)}
            </Alert>
          )}
          <Button
            color="red"
            fullWidth
            loading={report.isPending}
            loaderProps={{ 'aria-hidden': true }}
            onClick={() => report.mutate(token)}
          >
            {t('auth.notMe.confirm')}
          </Button>
        </Stack>
      )}
      <Anchor component={Link} to={paths.login} size="sm" ta="center">
        {t('auth.notMe.toLogin')}
      </Anchor>
    </PublicLayout>
  );
}
