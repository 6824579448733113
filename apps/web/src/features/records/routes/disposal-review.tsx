import { paths } from '@ledgerport/contract';
import { Alert, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { useFormats } from '../../../lib/formats.ts';
import { usePermissions } from '../../../lib/permissions/use-permissions.ts';
import { useDisposalItems, useDisposalReview } from '../api/disposals.ts';
import { ApprovalPanel } from '../components/approval-panel.tsx';
import { CertificatePanel } from '../components/certificate-panel.tsx';
import { DisposalItemsCard } from '../components/disposal-items-card.tsx';
import { InactiveCompaniesCard } from '../components/inactive-companies-card.tsx';
import { ReviewStatusBadge } from '../components/review-status-badge.tsx';

/**
 * /records/disposals/:reviewId (issue 35): one day's review: its items (kept out with a reason while open), the
 * companies the FTC two-year rule flags, the approval, the removal followed until done, then the certificate.
 */
export function DisposalReviewRoute() {
  const { t } = useTranslation();
  const { errorText } = useErrorText();
  const { day } = useFormats();
  const { can } = usePermissions();
  const { reviewId = '' } = useParams();
  const review = useDisposalReview(reviewId);
  const items = useDisposalItems(reviewId, review.data?.status);
  const mayAct = can('dispose records');
  const loaded = items.data?.pages.flatMap((page) => page.data) ?? [];
  const due = { count: loaded.filter((item) => item.status === 'DUE').length, more: items.hasNextPage };
  const title = review.data
    ? t('records.disposals.reviewOf', { day: day(review.data.review_day) })
    : t('pages.disposalReview');

  return (
    <>
      <PageHeader
        title={title}
        crumbs={[
          { label: t('pages.dashboard'), to: paths.dashboard },
          { label: t('pages.records'), to: paths.records },
          { label: t('pages.disposals'), to: paths.disposals },
          { label: title },
        ]}
      >
        {review.data && (
          <Group gap="sm">
            <ReviewStatusBadge status={review.data.status} />
            <Text size="sm" c="dimmed">
              {t('records.disposals.intro')}
            </Text>
          </Group>
        )}
      </PageHeader>
      {review.isError && (
        <Alert color="red" variant="light" mb="lg">
          {errorText(review.error)}
        </Alert>
      )}
      {review.data && (
        <>
          {review.data.status === 'DONE' ? (
            <CertificatePanel review={review.data} />
          ) : (
            <ApprovalPanel review={review.data} due={due} mayAct={mayAct} />
          )}
          <InactiveCompaniesCard reviewUuid={reviewId} />
          <DisposalItemsCard review={review.data} items={items} mayAct={mayAct} />
        </>
      )}
    </>
  );
}
