import type { TFeatureStatus } from '@ledgerport/contract';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Spec §2: a feature setting reads Active (1) or In-active (0). */
export function FeatureStatusBadge({ status }: { status: TFeatureStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={status === 1 ? 'green' : 'gray'} variant="light" tt="none" miw="max-content">
      {t(status === 1 ? 'featureSettings.status.active' : 'featureSettings.status.inactive')}
    </Badge>
  );
}
