import type { TUserStatus } from '@ledgerport/contract';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLOR: Record<TUserStatus, string> = { ACTIVE: 'green', INVITED: 'blue', DISABLED: 'gray' };

/**
 * A person's state in the tenant and internal user lists. Spec §3 shows ACTIVE as Active and anything else
 * as In-active; an invitation not yet taken up reads Invited, since that is what staff act on (re-send).
 */
export function UserStatusBadge({ status }: { status: TUserStatus }) {
  const { t } = useTranslation();
  const label =
    status === 'ACTIVE'
      ? t('users.status.ACTIVE')
      : status === 'INVITED'
        ? t('users.status.INVITED')
        : t('tenants.status.inactive');
  return (
    <Badge color={COLOR[status]} variant="dot" tt="none" miw="max-content">
      {label}
    </Badge>
  );
}
