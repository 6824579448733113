import type { TDisposalReview } from '@ledgerport/contract';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../lib/formats.ts';

/** A review's approvals in words: none yet, the first (and when), or both. */
export function useApprovalsText() {
  const { t } = useTranslation();
  const { dateTime } = useFormats();
  return (review: TDisposalReview) => {
    if (review.second_approved_at && review.first_approved_at)
      return t('records.disposals.approvals.two', {
        first: dateTime(review.first_approved_at),
        second: dateTime(review.second_approved_at),
      });
    if (review.first_approved_at)
      return t('records.disposals.approvals.one', { time: dateTime(review.first_approved_at) });
    return t('records.disposals.approvals.none');
  };
}
