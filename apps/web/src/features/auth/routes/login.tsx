import { Alert } from '@mantine/core';
import { IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import type { TLoginLocationState } from '../components/require-session.tsx';
import { LoginForm } from '../components/login-form.tsx';
import { PublicLayout } from '../../../components/layouts/public-layout.tsx';
import { useSessionState } from '../../../lib/session/use-session.ts';
import { PUBLIC_PATHS, type TSessionUser } from '@ledgerport/contract';
import { homePath } from '../../../lib/session/home-path.ts';

/** Where to go once signed in: back to the page that asked for a login, else the user's starting screen. */
function destination(state: unknown, user: TSessionUser): string {
  const from = (state as TLoginLocationState | null)?.from;
  // Only our own pages (no "//evil.example"), and never back to a public page such as /logout.
  const safe = from?.startsWith('/') && !from.startsWith('//') && !PUBLIC_PATHS.includes(from.split('?')[0] ?? '');
  return safe && from ? from : homePath(user);
}

/** What the public flows that end on this page (`?registered=1`, `?validated=1`, `?reset=1`) confirm. */
const NOTICES = {
  registered: 'auth.login.registered',
  validated: 'auth.login.validated',
  reset: 'auth.login.passwordChanged',
};

function noticeKey(searchParams: URLSearchParams): string | undefined {
  return Object.entries(NOTICES).find(([param]) => searchParams.get(param) === '1')?.[1];
}

export function LoginRoute() {
  const { t } = useTranslation();
  const { session, endedByServer } = useSessionState();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const notice = noticeKey(searchParams);

  if (session) return <Navigate to={destination(location.state, session.user)} replace />;

  return (
    <PublicLayout title={t('auth.login.title')} subtitle={t('auth.login.subtitle')}>
      {notice && (
        <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden />}>
          {t(notice)}
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
