import type { TBulkBatchRow } from '@ledgerport/contract';
import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type TDelivery = TBulkBatchRow['email_state'];

/**
 * Email Sent / Text Sent of one recipient (spec §2: Yes or No). While the batch is still being sent a row may
 * be pending; a No says why: the delivery failed after its retries, or the row had no address for it.
 */
export function DeliveryCell({ state }: { state: TDelivery }) {
  const { t } = useTranslation();
  if (state === 'SENT') {
    return (
      <Badge color="green" variant="light" tt="none">
        {t('bulk.results.yes')}
      </Badge>
    );
  }
  if (state === 'PENDING') {
    return (
      <Badge color="gray" variant="light" tt="none">
        {t('bulk.results.pending')}
      </Badge>
    );
  }
  return (
    <Group gap={6} wrap="nowrap">
      <Badge color={state === 'FAILED' ? 'red' : 'gray'} variant="light" tt="none">
        {t('bulk.results.no')}
      </Badge>
      <Text size="xs" c="dimmed">
        {t(`bulk.results.why.${state}`)}
      </Text>
    </Group>
  );
}
