import type { TDisposalItem, TDisposalReview } from '@ledgerport/contract';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const REVIEW_COLORS: Record<TDisposalReview['status'], string> = {
  OPEN: 'blue',
  AWAITING_SECOND: 'yellow',
  DISPOSING: 'orange',
  DONE: 'green',
};
const ITEM_COLORS: Record<TDisposalItem['status'], string> = {
  DUE: 'red',
  EXCLUDED: 'gray',
  HELD: 'yellow',
  DISPOSING: 'orange',
  DISPOSED: 'dark',
};

export function ReviewStatusBadge({ status }: { status: TDisposalReview['status'] }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={REVIEW_COLORS[status]}>
      {t(`records.disposals.reviewStatus.${status}`)}
    </Badge>
  );
}

export function ItemStatusBadge({ status }: { status: TDisposalItem['status'] }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={ITEM_COLORS[status]}>
      {t(`records.disposals.itemStatus.${status}`)}
    </Badge>
  );
}
