import type { TInternalUser } from '@ledgerport/contract';
import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table.tsx';
import type { TPagedRows } from '../../../components/paged-list-card.tsx';
import { ResendInvitationButton } from '../../../components/resend-invitation-button.tsx';
import { UserStatusBadge } from '../../../components/user-status-badge.tsx';
import { useRoleName } from '../../../lib/role-names.ts';

type TInternalUsersTableProps = TPagedRows<TInternalUser> & {
  /** Given to holders of "create internal user": re-sends an INVITED person's invitation. */
  onResend?: (user: TInternalUser) => void;
  /** The person whose invitation is being sent right now. */
  resendingUuid?: string;
};

export function InternalUsersTable({ onResend, resendingUuid, ...paged }: TInternalUsersTableProps) {
  const { t } = useTranslation();
  const roleName = useRoleName();

  return (
    <DataTable
      {...paged}
      label={t('pages.internalUserList')}
      rowKey={(user) => user.uuid}
      columns={[
        { key: 'name', header: t('internalUsers.columns.name'), cell: (user) => user.name },
        {
          key: 'email',
          header: t('internalUsers.columns.email'),
          truncate: { maxWidth: 240, text: (user) => user.email },
          cell: (user) => user.email,
        },
        { key: 'mobile', priority: 3, header: t('internalUsers.columns.mobile'), cell: (user) => user.phone_mobile },
        {
          key: 'officePhone',
          priority: 3,
          header: t('internalUsers.columns.officePhone'),
          cell: (user) => user.phone_office,
        },
        {
          key: 'type',
          priority: 2,
          header: t('internalUsers.columns.type'),
          cell: (user) => (
            <Group gap={4} wrap="nowrap">
              {user.roles.map((role) => (
                <Badge key={role.user_type} variant="light" tt="none">
                  {roleName(role.user_type)}
                </Badge>
              ))}
            </Group>
          ),
        },
        {
          key: 'status',
          header: t('internalUsers.columns.status'),
          cell: (user) => <UserStatusBadge status={user.fin_state} />,
        },
        {
          key: 'action',
          header: t('internalUsers.columns.action'),
          hidden: !onResend,
          cell: (user) =>
            onResend &&
            user.fin_state === 'INVITED' && (
              <ResendInvitationButton
                label={t('internalUsers.list.resend')}
                ariaLabel={t('internalUsers.list.resendTo', { name: user.name })}
                loading={resendingUuid === user.uuid}
                onClick={() => onResend(user)}
              />
            ),
        },
      ]}
    />
  );
}
