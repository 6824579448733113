import { isSecondFactorRequired, paths } from '@ledgerport/contract';
import { Alert, Anchor, Button, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconWorldWww } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { PublicLayout } from '../../../components/layouts/public-layout.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { homePath } from '../../../lib/session/home-path.ts';
import { useSessionState } from '../../../lib/session/use-session.ts';
import { useRequestEmailLink } from '../api/request-email-link.ts';
import { useSignInWithEmail } from '../api/sign-in-with-email.ts';
import { EmailCodeStep } from '../components/email-code-step.tsx';
import { SecondFactorStep } from '../components/second-factor-step.tsx';

/**
 * /sign-in/link?token=… (issue 32): the target of an e-mailed sign-in link. It signs in at once, in the browser
 * that asked for the link (its binding cookie goes along). Elsewhere the server refuses it, and this page offers
 * to e-mail a new link that works here. A mail scanner that runs the page has no binding either: it spends nothing.
 */
export function SignInLinkRoute() {
  const { t } = useTranslation();
  const { errorText } = useErrorText();
  const { session } = useSessionState();
  const token = useSearchParams()[0].get('token') ?? '';
  const signIn = useSignInWithEmail();
  const renew = useRequestEmailLink();
  const [restart, setRestart] = useState(false);
  // Once per page: a link is single use, and React may run an effect twice in development.
  const started = useRef(false);

  useEffect(() => {
    if (started.current || !token || session) return;
    started.current = true;
    signIn.mutate({ token, rememberMe: false });
  }, [token, session, signIn]);

  if (session) return <Navigate to={homePath(session.user)} replace />;
  if (restart) return <Navigate to={paths.login} replace />;

  const answer = signIn.data;
  const otherBrowser = isApiError(signIn.error) && signIn.error.code === 'SIGN_IN_LINK_OTHER_BROWSER';

  return (
    <PublicLayout title={t('auth.emailLink.pageTitle')}>
      {answer && isSecondFactorRequired(answer) ? (
        <SecondFactorStep secondFactor={answer.second_factor} rememberMe={false} onBack={() => setRestart(true)} />
      ) : renew.isSuccess ? (
        <EmailCodeStep rememberMe={false} onBack={() => setRestart(true)} />
      ) : otherBrowser ? (
        <Stack gap="md">
          <Alert
            color="yellow"
            variant="light"
            icon={<IconWorldWww aria-hidden />}
            title={t('auth.emailLink.otherBrowserTitle')}
          >
            {t('errors.codes.SIGN_IN_LINK_OTHER_BROWSER')}
          </Alert>
          <Text size="sm">{t('auth.emailLink.otherBrowserOffer')}</Text>
          {renew.isError && (
            <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
              {errorText(renew.error)}
            </Alert>
          )}
          <Button
            fullWidth
            loading={renew.isPending}
            loaderProps={{ 'aria-hidden': true }}
            onClick={() => renew.mutate({ renewFrom: token })}
          >
            {t('auth.emailLink.sendHere')}
          </Button>
        </Stack>
      ) : signIn.isError || !token ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
          {token ? errorText(signIn.error) : t('errors.codes.SIGN_IN_LINK_EXPIRED')}
        </Alert>
      ) : (
        <Stack align="center" gap="sm" role="status">
          <Loader size="sm" aria-hidden />
          <Text size="sm">{t('auth.emailLink.signingIn')}</Text>
        </Stack>
      )}
      <Anchor component={Link} to={paths.login} size="sm" ta="center">
        {t('auth.emailLink.toLogin')}
      </Anchor>
    </PublicLayout>
  );
}
