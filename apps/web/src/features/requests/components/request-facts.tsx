import type { TDocumentRequest } from '@ledgerport/contract';
import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../lib/formats.ts';

/** What is asked for, the period it is about and when it is due, in the reader's language. */
export function RequestFacts({ request }: { request: TDocumentRequest }) {
  const { t } = useTranslation();
  const { day } = useFormats();
  return (
    <Group gap="md" wrap="wrap">
      <Text size="sm" c="dimmed">
        {t(`requests.kinds.${request.kind}`)}
      </Text>
      {request.period_start && request.period_end && (
        <Text size="sm" c="dimmed">
          {t('requests.periodOf', { from: day(request.period_start), to: day(request.period_end) })}
        </Text>
      )}
      <Text size="sm" c={request.overdue ? 'red' : undefined} fw={request.overdue ? 600 : undefined}>
        {t('requests.dueOn', { day: day(request.due_on) })}
      </Text>
    </Group>
  );
}
