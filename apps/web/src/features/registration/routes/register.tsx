import { Center, Loader } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PublicLayout } from '../../../components/layouts/public-layout.tsx';
import { showLocale } from '../../../lib/i18n/i18n.ts';
import { readStoredLocale } from '../../../lib/i18n/locale-preference.ts';
import { useInvitation } from '../api/get-invitation.ts';
import { InvitationProblem } from '../components/invitation-problem.tsx';
import { RegisterForm } from '../components/register-form.tsx';

/** Spec §2 Complete registration: /register?user_verification_uuid=<the invitation link's token>. */
export function RegisterRoute() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('user_verification_uuid')?.trim() ?? '';
  const invitation = useInvitation(token);
  // The screen speaks the language staff chose for the invitee, unless this browser already has a chosen one.
  const inviteeLocale = invitation.data?.locale;
  useEffect(() => {
    if (inviteeLocale && !readStoredLocale()) void showLocale(inviteeLocale);
  }, [inviteeLocale]);

  return (
    <PublicLayout title={t('registration.title')} subtitle={t('registration.subtitle')}>
      {!token ? (
        <InvitationProblem error={null} onRetry={() => {}} />
      ) : invitation.isPending ? (
        <Center py="lg">
          <Loader aria-label={t('common.loading')} />
        </Center>
      ) : invitation.isError ? (
        <InvitationProblem error={invitation.error} onRetry={() => void invitation.refetch()} />
      ) : (
        <RegisterForm token={token} invitee={invitation.data} />
      )}
    </PublicLayout>
  );
}
