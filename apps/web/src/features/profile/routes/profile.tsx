import { Alert, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { useMe } from '../../../lib/session/get-me.ts';
import { ActiveSessions } from '../components/active-sessions.tsx';
import { ChangePasswordForm } from '../components/change-password-form.tsx';
import { EditProfileForm } from '../components/edit-profile-form.tsx';
import { NotificationPreferencesCard } from '../components/notification-preferences-card.tsx';
import { ProfileDetails } from '../components/profile-details.tsx';
import { TwoStepLink } from '../components/two-step-link.tsx';
import { paths } from '@ledgerport/contract';

export function ProfileRoute() {
  const { t } = useTranslation();
  const { errorText } = useErrorText();
  const me = useMe();

  return (
    <>
      <PageHeader
        title={t('pages.profile')}
        crumbs={[{ label: t('pages.dashboard'), to: paths.dashboard }, { label: t('pages.profile') }]}
      />
      <Stack gap="xl">
        {me.data ? (
          <>
            <ProfileDetails user={me.data.user} />
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
              {/* Keyed by user: the form starts again from what the server last said about them. */}
              <EditProfileForm key={me.data.user.uuid} user={me.data.user} />
              <ChangePasswordForm />
            </SimpleGrid>
          </>
        ) : me.isError ? (
          <Alert color="red" variant="light">
            {errorText(me.error)}
          </Alert>
        ) : (
          <Skeleton height={160} radius="md" aria-label={t('common.loading')} />
        )}
        <NotificationPreferencesCard />
        <TwoStepLink />
        <ActiveSessions />
      </Stack>
    </>
  );
}
