import type { TOutboxStatus } from '@ledgerport/contract';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLOR: Record<TOutboxStatus, string> = { QUEUED: 'blue', SENT: 'green', FAILED: 'red' };

export function OutboxStatusBadge({ status }: { status: TOutboxStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLOR[status]} variant="light" tt="none" miw="max-content">
      {t(`outbox.status.${status}`)}
    </Badge>
  );
}
