import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRequestSummary } from '../api/get-request-summary.ts';

/**
 * The count beside a company's "Requests" in the client's sidebar: its open requests, red while any is overdue.
 * Nothing while none is open. The full sentence is for screen readers; the number alone is what the eye needs.
 */
export function RequestsNavBadge({ tenantUuid }: { tenantUuid: string }) {
  const { t } = useTranslation();
  const summary = useRequestSummary(tenantUuid);
  if (!summary.data || summary.data.open === 0) return null;
  const { open, overdue } = summary.data;
  const said =
    overdue > 0 ? t('requests.badge.openOverdue', { count: open, overdue }) : t('requests.badge.open', { count: open });
  return (
    <Badge
      size="sm"
      circle={open < 10}
      color={overdue > 0 ? 'red' : 'blue'}
      variant={overdue > 0 ? 'filled' : 'light'}
      aria-label={said}
      title={said}
      data-overdue={overdue > 0 || undefined}
    >
      {open}
    </Badge>
  );
}
