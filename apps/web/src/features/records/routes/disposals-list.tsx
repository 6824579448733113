import { paths, type TDisposalReview, type TDisposalReviewRun } from '@ledgerport/contract';
import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconEye, IconPlayerPlay } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { useFormats } from '../../../lib/formats.ts';
import { useDisposalReviews, useRunReviewNow } from '../api/disposals.ts';
import { ReviewStatusBadge } from '../components/review-status-badge.tsx';
import { SecondApproverCard } from '../components/second-approver-card.tsx';
import { ShowMoreButton } from '../components/show-more-button.tsx';
import { useApprovalsText } from '../components/use-approvals-text.ts';

/**
 * /records/disposals (issue 35): the daily disposal reviews, newest first; the review of today run at once; the
 * firm's second-approver setting. The route admits only staff with 'dispose records'.
 */
export function DisposalsListRoute() {
  const { t } = useTranslation();
  const { errorText } = useErrorText();
  const { day } = useFormats();
  const approvals = useApprovalsText();
  const reviews = useDisposalReviews();
  const runNow = useRunReviewNow();
  const [lastRun, setLastRun] = useState<TDisposalReviewRun | null>(null);
  const rows = reviews.data?.pages.flatMap((page) => page.data);

  return (
    <>
      <PageHeader
        title={t('pages.disposals')}
        crumbs={[
          { label: t('pages.dashboard'), to: paths.dashboard },
          { label: t('pages.records'), to: paths.records },
          { label: t('pages.disposals') },
        ]}
      >
        <Text size="sm" c="dimmed">
          {t('records.disposals.intro')}
        </Text>
      </PageHeader>
      <Card withBorder radius="md" padding="lg" mb="lg" component="section" aria-labelledby="reviews-title">
        <Stack gap="sm">
          <Group justify="space-between" align="flex-start" wrap="wrap">
            <Title order={2} size="h4" id="reviews-title">
              {t('records.disposals.reviewsTitle')}
            </Title>
            <Button
              leftSection={<IconPlayerPlay size={16} aria-hidden />}
              loading={runNow.isPending}
              loaderProps={{ 'aria-hidden': true }}
              onClick={() => runNow.mutate(undefined, { onSuccess: setLastRun })}
            >
              {t('records.disposals.runNow')}
            </Button>
          </Group>
          {runNow.isError && (
            <Alert color="red" variant="light">
              {errorText(runNow.error)}
            </Alert>
          )}
          {lastRun && (
            <Alert color="blue" variant="light" role="status">
              {t('records.disposals.listed', { count: lastRun.listed, day: day(lastRun.review.review_day) })}
            </Alert>
          )}
          {reviews.isError && (
            <Alert color="red" variant="light">
              {errorText(reviews.error)}
            </Alert>
          )}
          <DataTable<TDisposalReview>
            label={t('records.disposals.reviewsTitle')}
            rows={rows}
            loading={reviews.isPending}
            rowKey={(review) => review.uuid}
            columns={[
              { key: 'day', header: t('records.disposals.columns.day'), cell: (review) => day(review.review_day) },
              {
                key: 'status',
                header: t('records.disposals.columns.status'),
                cell: (review) => <ReviewStatusBadge status={review.status} />,
              },
              { key: 'approvals', header: t('records.disposals.columns.approvals'), cell: approvals, wrap: true },
            ]}
            rowActions={{
              header: t('records.columns.actions'),
              rowName: (review) => day(review.review_day),
              of: (review) => [
                {
                  key: 'open',
                  label: t('records.disposals.openReview'),
                  ariaLabel: t('records.disposals.openReviewOf', { day: day(review.review_day) }),
                  icon: <IconEye size={16} aria-hidden />,
                  to: paths.disposalReview(review.uuid),
                },
              ],
            }}
          />
          <ShowMoreButton
            hasMore={reviews.hasNextPage}
            loading={reviews.isFetchingNextPage}
            onMore={() => void reviews.fetchNextPage()}
          />
        </Stack>
      </Card>
      <SecondApproverCard />
    </>
  );
}
