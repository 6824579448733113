import { MESSAGE_LIMITS } from '@ledgerport/contract';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useUnreadThreads } from '../../../lib/messages/unread-threads.ts';

/**
 * The count beside "Messages" in the sidebar: conversations with something unread, for staff across the
 * companies they see, for a client in `tenantUuid` (one of their companies). Nothing while none.
 */
export function UnreadMessagesBadge({ tenantUuid }: { tenantUuid?: string }) {
  const { t } = useTranslation();
  const unread = useUnreadThreads();
  const count = tenantUuid
    ? (unread.data?.by_tenant.find((row) => row.tenant_uuid === tenantUuid)?.count ?? 0)
    : (unread.data?.total ?? 0);
  if (count === 0) return null;
  // Staff's firm-wide total stops counting past the cap (the server's count never reads every thread).
  const over = count > MESSAGE_LIMITS.unreadTotalCap;
  const said = over
    ? t('messages.unreadThreadsOver', { cap: MESSAGE_LIMITS.unreadTotalCap })
    : t('messages.unreadThreads', { count });
  return (
    <Badge size="sm" circle={count < 10} color="red" aria-label={said} title={said}>
      {over ? `${MESSAGE_LIMITS.unreadTotalCap}+` : count}
    </Badge>
  );
}
