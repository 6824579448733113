import type { TAuditResult } from '@ledgerport/contract';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLOR: Record<TAuditResult, string> = { OK: 'green', DENIED: 'orange', FAILED: 'red' };

export function AuditResultBadge({ result }: { result: TAuditResult }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLOR[result]} variant="light" tt="none" miw="max-content">
      {t(`audit.results.${result}`)}
    </Badge>
  );
}
