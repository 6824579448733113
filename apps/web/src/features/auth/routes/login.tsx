import { Alert } from '@mantine/core';
import { IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { paths, PUBLIC_PATHS } from '../../../app/paths.ts';
import type { TLoginLocationState } from '../components/require-session.tsx';
import { LoginForm } from '../components/login-form.tsx';
import { PublicLayout } from '../components/public-layout.tsx';
import { useSessionState } from '../session/use-session.ts';

/** Where to go once signed in: back to the page that asked for a login, else the dashboard. */
function destination(state: unknown): string {
  const from = (state as TLoginLocationState | null)?.from;
  // Only our own pages (no "//evil.example"), and never back to a public page such as /logout.
  const safe = from?.startsWith('/') && !from.startsWith('//') && !PUBLIC_PATHS.includes(from.split('?')[0] ?? '');
  return safe && from ? from : paths.dashboard;
}

export function LoginRoute() {
  const { t } = useTranslation();
  const { session, endedByServer } = useSessionState();
  const location = useLocation();
  const [searchParams] = useSearchParams();

  if (session) return <Navigate to={destination(location.state)} replace />;

  return (
    <PublicLayout title={t('auth.login.title')} subtitle={t('auth.login.subtitle')}>
      {searchParams.get('registered') === '1' && (
        <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden />}>
          {t('auth.login.registered')}
        </Alert>
      )}
      {endedByServer && (
        <Alert color="yellow" variant="light" icon={<IconInfoCircle aria-hidden />}>
          {t('auth.login.sessionEnded')}
        </Alert>
      )}
      <LoginForm />
    </PublicLayout>
  );
}
