import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PublicLayout } from '../../../components/layouts/public-layout.tsx';
import { useInvitation } from '../api/get-invitation.ts';
import { InvitationProblem } from '../components/invitation-problem.tsx';
import { RegisterForm } from '../components/register-form.tsx';

/** Spec §2 Complete registration: /register?user_verification_uuid=<the invitation link's token>. */
export function RegisterRoute() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('user_verification_uuid')?.trim() ?? '';
  const invitation = useInvitation(token);

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
