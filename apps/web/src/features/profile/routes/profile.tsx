import { Alert, Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../app/paths.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { useMe } from '../../auth/api/get-me.ts';
import { ProfileDetails } from '../components/profile-details.tsx';

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
      {me.data ? (
        <ProfileDetails user={me.data.user} />
      ) : me.isError ? (
        <Alert color="red" variant="light">
          {errorText(me.error)}
        </Alert>
      ) : (
        <Skeleton height={160} radius="md" aria-label={t('common.loading')} />
      )}
    </>
  );
}
