import type { TDisposalReview } from '@ledgerport/contract';
import { Alert, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconTrashX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useFormats } from '../../../lib/formats.ts';
import { usePermissions } from '../../../lib/permissions/use-permissions.ts';
import { useSignedInUser } from '../../../lib/session/use-session.ts';
import { useApproveDisposal, useApproverName, useDisposalSettings } from '../api/disposals.ts';

type TProps = {
  review: TDisposalReview;
  /** Items still due among those loaded; `more` when further pages are not loaded yet. */
  due: { count: number; more: boolean };
  mayAct: boolean;
};

/**
 * Where the review stands and its approval: the first (when the firm asks for two, the second must be someone
 * else: the server answers SAME_APPROVER otherwise), then the removal, which this screen follows until done.
 */
export function ApprovalPanel({ review, due, mayAct }: TProps) {
  const { t } = useTranslation();
  const { dateTime } = useFormats();
  const { can } = usePermissions();
  const me = useSignedInUser();
  const settings = useDisposalSettings();
  const approve = useApproveDisposal(review.uuid);
  const firstName = useApproverName(review.first_approver, can('view user') && review.first_approver !== me.uuid);
  const [confirming, setConfirming] = useState(false);
  const close = () => {
    setConfirming(false);
    approve.reset();
  };
  const awaitingSecond = review.status === 'AWAITING_SECOND';
  const mayApprove =
    mayAct && (review.status === 'OPEN' || awaitingSecond) && (awaitingSecond || due.count > 0 || due.more);
  const firstWho =
    review.first_approver === me.uuid
      ? t('records.disposals.approve.you')
      : (firstName.data ?? t('records.disposals.approve.someone'));

  return (
    <Card withBorder radius="md" padding="lg" mb="lg" component="section" aria-labelledby="approval-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="approval-title">
          {t('records.disposals.approve.title')}
        </Title>
        {review.status === 'OPEN' && (
          <Text size="sm">
            {due.count === 0 && !due.more
              ? t('records.disposals.approve.nothingDue')
              : settings.data?.disposal_second_approver
                ? t('records.disposals.approve.twoNeeded')
                : t('records.disposals.approve.oneNeeded')}
          </Text>
        )}
        {awaitingSecond && review.first_approved_at && (
          <Alert color="yellow" variant="light">
            {t('records.disposals.approve.awaitingSecond', {
              who: firstWho,
              time: dateTime(review.first_approved_at),
            })}
          </Alert>
        )}
        {review.status === 'DISPOSING' && (
          <Alert color="orange" variant="light" role="status">
            <Group gap="sm" wrap="nowrap">
              <Loader size="xs" aria-hidden />
              <span>{t('records.disposals.approve.disposing')}</span>
            </Group>
          </Alert>
        )}
        {mayApprove && (
          <Group>
            <Button color="red" leftSection={<IconTrashX size={16} aria-hidden />} onClick={() => setConfirming(true)}>
              {awaitingSecond ? t('records.disposals.approve.second') : t('records.disposals.approve.button')}
            </Button>
          </Group>
        )}
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title={t('records.disposals.approve.confirmTitle')}
        confirmLabel={t('records.disposals.approve.confirm')}
        pending={approve.isPending}
        error={approve.error}
        onCancel={close}
        onConfirm={() => approve.mutate(undefined, { onSuccess: close })}
      >
        {due.more
          ? t('records.disposals.approve.questionMore', { count: due.count })
          : t('records.disposals.approve.question', { count: due.count })}
      </ConfirmDialog>
    </Card>
  );
}
