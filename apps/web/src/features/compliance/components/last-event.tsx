import type { TComplianceSummary } from '@ledgerport/contract';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../lib/formats.ts';

type TLastEvent = NonNullable<TComplianceSummary['last_access_review']>;

/** Who did it and what they noted, under the date shown as the card's figure. */
export function LastEventLines({ event }: { event: TLastEvent | null }) {
  const { t } = useTranslation();
  if (!event) return null;
  return (
    <>
      {event.actor_name && <Text size="sm">{t('compliance.summary.by', { name: event.actor_name })}</Text>}
      {event.detail && (
        <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {event.detail}
        </Text>
      )}
    </>
  );
}

export function useLastEventFigure() {
  const { t } = useTranslation();
  const { dateTime } = useFormats();
  return (event: TLastEvent | null) => (event ? dateTime(event.at) : t('compliance.summary.never'));
}
