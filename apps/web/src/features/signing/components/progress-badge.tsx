import type { TEnvelopeProgress } from '@ledgerport/contract';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLORS: Record<TEnvelopeProgress, string> = {
  draft: 'gray',
  sent: 'blue',
  viewed: 'cyan',
  partly_signed: 'yellow',
  signed: 'green',
  declined: 'red',
  expired: 'orange',
  voided: 'dark',
};

/** How far an envelope got, in the words and colours the signatures lists use. */
export function ProgressBadge({ progress }: { progress: TEnvelopeProgress }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[progress]} variant="light" tt="none" miw="max-content">
      {t(`signing.progress.${progress}`)}
    </Badge>
  );
}
