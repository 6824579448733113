import type { TBulkBatch } from '@ledgerport/contract';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLORS: Record<TBulkBatch['state'], string> = { QUEUED: 'gray', SENDING: 'blue', DONE: 'green' };

/** A batch's state: queued, being sent, or done (every row settled). */
export function BatchStateBadge({ state }: { state: TBulkBatch['state'] }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[state]} variant="light" tt="none" miw="max-content">
      {t(`bulk.state.${state}`)}
    </Badge>
  );
}
