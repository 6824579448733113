import type { TDocumentRequest } from '@ledgerport/contract';
import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLORS = { OPEN: 'blue', SUBMITTED: 'yellow', DONE: 'green', CANCELLED: 'gray' } as const;

/**
 * Where a request stands, and a red "Overdue" beside an open one past its due date (under it, where the two do
 * not fit side by side: a table short of room narrows the column).
 */
export function RequestStatusBadge({ request }: { request: TDocumentRequest }) {
  const { t } = useTranslation();
  return (
    <Group gap={4}>
      <Badge color={COLORS[request.status]} variant="light" tt="none" miw="max-content">
        {t(`requests.status.${request.status}`)}
      </Badge>
      {request.overdue && (
        <Badge color="red" variant="filled" tt="none" miw="max-content">
          {t('requests.overdue')}
        </Badge>
      )}
    </Group>
  );
}
