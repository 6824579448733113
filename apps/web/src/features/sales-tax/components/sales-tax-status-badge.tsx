import type { TSalesTaxStatus } from '@ledgerport/contract';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLOR: Record<TSalesTaxStatus, string> = { SUBMITTED: 'blue', PROCESSED: 'green', SUPERSEDED: 'gray' };

export function SalesTaxStatusBadge({ status }: { status: TSalesTaxStatus }) {
  const { t } = useTranslation();
  return (
    <Badge
      color={COLOR[status]}
      variant={status === 'SUPERSEDED' ? 'outline' : 'light'}
      tt="none"
      miw="max-content"
      title={status === 'SUPERSEDED' ? t('salesTax.status.supersededHint') : undefined}
    >
      {t(`salesTax.status.${status}`)}
    </Badge>
  );
}
