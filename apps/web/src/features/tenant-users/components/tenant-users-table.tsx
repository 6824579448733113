import type { TTenantUser } from '@ledgerport/contract';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table.tsx';
import { PersonDataMenu, useMayManagePersonalData } from '../../../components/person-data/person-data-menu.tsx';
import type { TPagedRows } from '../../../components/paged-list-card.tsx';
import { ResendInvitationButton } from '../../../components/resend-invitation-button.tsx';
import { UserStatusBadge } from '../../../components/user-status-badge.tsx';
import { useRoleName } from '../../../lib/role-names.ts';

type TTenantUsersTableProps = TPagedRows<TTenantUser> & {
  /** Given to holders of "create tenant user": re-sends an INVITED person's invitation. */
  onResend?: (user: TTenantUser) => void;
  resendingUuid?: string;
};

/** Spec §2 columns: #, Name, Email, Contact, User Type, Status. */
export function TenantUsersTable({ onResend, resendingUuid, ...paged }: TTenantUsersTableProps) {
  const { t } = useTranslation();
  const roleName = useRoleName();
  const mayManagePersonalData = useMayManagePersonalData();

  return (
    <DataTable
      {...paged}
      label={t('pages.tenantUserList')}
      rowKey={(user) => user.uuid}
      columns={[
        { key: 'name', header: t('tenantUsers.columns.name'), cell: (user) => user.name },
        {
          key: 'email',
          header: t('tenantUsers.columns.email'),
          truncate: { maxWidth: 240, text: (user) => user.email },
          cell: (user) => user.email,
        },
        { key: 'contact', priority: 3, header: t('tenantUsers.columns.contact'), cell: (user) => user.phone_mobile },
        {
          key: 'userType',
          priority: 2,
          header: t('tenantUsers.columns.userType'),
          cell: (user) => (
            <Badge variant="light" tt="none">
              {roleName(user.user_type)}
            </Badge>
          ),
        },
        {
          key: 'status',
          header: t('tenantUsers.columns.status'),
          cell: (user) => <UserStatusBadge status={user.status} />,
        },
        {
          key: 'personData',
          header: t('personData.title'),
          hidden: !mayManagePersonalData,
          cell: (user) => <PersonDataMenu person={user} />,
        },
        {
          key: 'action',
          header: t('tenantUsers.columns.action'),
          hidden: !onResend,
          cell: (user) =>
            onResend &&
            user.status === 'INVITED' && (
              <ResendInvitationButton
                label={t('tenantUsers.list.resend')}
                ariaLabel={t('tenantUsers.list.resendTo', { name: user.name })}
                loading={resendingUuid === user.uuid}
                onClick={() => onResend(user)}
              />
            ),
        },
      ]}
    />
  );
}
