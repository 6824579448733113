import { INTERNAL_USERS_PER_PAGE, type TInternalUser, paths } from '@ledgerport/contract';
import { Button, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { PagedListCard } from '../../../components/paged-list-card.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { useListParams } from '../../../lib/use-list-params.ts';
import { usePermissions } from '../../../lib/permissions/use-permissions.ts';
import { useInternalUsers } from '../api/get-internal-users.ts';
import { useResendInternalInvitation } from '../api/resend-internal-invitation.ts';
import { InternalUsersTable } from '../components/internal-users-table.tsx';

/** /internal/user/info: the firm's own people, 20 a page (spec §2, §9). */
export function InternalUsersListRoute() {
  const { t } = useTranslation();
  const { errorText } = useErrorText();
  const { can } = usePermissions();
  const list = useListParams(INTERNAL_USERS_PER_PAGE);
  const users = useInternalUsers(list.params);
  const resend = useResendInternalInvitation();
  const mayInvite = can('create internal user');

  const resendTo = (user: TInternalUser) =>
    resend.mutate(user.uuid, {
      onSuccess: (sent) =>
        notifications.show({ color: 'green', message: t('internalUsers.list.resent', { email: sent.email }) }),
      onError: (error) => notifications.show({ color: 'red', message: errorText(error) }),
    });

  return (
    <>
      <PageHeader
        title={t('pages.internalUserList')}
        crumbs={[{ label: t('pages.dashboard'), to: paths.dashboard }, { label: t('pages.internalUserList') }]}
      >
        <Text c="dimmed" size="sm" maw={760}>
          {t('internalUsers.list.description')}
        </Text>
      </PageHeader>
      <PagedListCard
        list={list}
        query={users}
        searchPlaceholder={t('internalUsers.list.searchPlaceholder')}
        actions={
          mayInvite && (
            <Button component={Link} to={paths.internalUserCreate} leftSection={<IconPlus size={16} aria-hidden />}>
              {t('internalUsers.list.create')}
            </Button>
          )
        }
      >
        {(rows) => (
          <InternalUsersTable
            {...rows}
            onResend={mayInvite ? resendTo : undefined}
            resendingUuid={resend.isPending ? resend.variables : undefined}
          />
        )}
      </PagedListCard>
    </>
  );
}
