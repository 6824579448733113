import type { TFirmSearchHit, TReviewStatus } from '@ledgerport/contract';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TRowAction } from '../../../components/row-actions.tsx';
import { usePermissions } from '../../../lib/permissions/use-permissions.ts';
import { useSetReviewOf } from '../api/set-review.ts';
import { ReviewDialog } from './review-dialog.tsx';
import { useFilesErrorText } from './use-files-error-text.ts';

/**
 * The review of a file found by the firm-wide search, without opening its folder: "Mark reviewed" at once, or
 * "Needs attention…" with the note the client reads (the folder view's review dialog). For holders of
 * 'review files'; the server checks it again, in the file's company.
 */
export function useFirmSearchReview() {
  const { t } = useTranslation();
  const { can } = usePermissions();
  const errorText = useFilesErrorText();
  const review = useSetReviewOf();
  const [noting, setNoting] = useState<TFirmSearchHit | null>(null);
  const close = () => {
    setNoting(null);
    review.reset();
  };

  const save = (hit: TFirmSearchHit, status: TReviewStatus, note?: string) =>
    review.mutate(
      { tenantUuid: hit.tenant_uuid, ids: [hit.id], status, note },
      {
        onSuccess: ({ updated }) => {
          notifications.show({ color: 'green', message: t('files.review.saved', { count: updated }) });
          close();
        },
        // The dialog shows its own failure; a click in the row has only the toast.
        onError: (error) => noting || notifications.show({ color: 'red', message: errorText(error) }),
      },
    );

  const marking = (hit: TFirmSearchHit) =>
    review.isPending && review.variables.ids[0] === hit.id && review.variables.status === 'REVIEWED';

  const actionsOf = (hit: TFirmSearchHit): TRowAction[] =>
    can('review files')
      ? [
          ...(hit.review_status === 'REVIEWED'
            ? []
            : [
                {
                  key: 'reviewed',
                  label: t('files.selection.markReviewed'),
                  ariaLabel: t('files.firmSearch.markReviewedOf', { name: hit.file }),
                  icon: <IconCircleCheck size={18} aria-hidden />,
                  onClick: () => save(hit, 'REVIEWED'),
                  loading: marking(hit),
                  iconOnly: true,
                },
              ]),
          {
            key: 'attention',
            label: t('files.selection.needsAttention'),
            ariaLabel: t('files.firmSearch.needsAttentionOf', { name: hit.file }),
            icon: <IconAlertTriangle size={18} aria-hidden />,
            onClick: () => setNoting(hit),
            iconOnly: true,
          },
        ]
      : [];

  const element = (
    <ReviewDialog
      entries={noting && [noting]}
      initialStatus="NEEDS_ATTENTION"
      pending={review.isPending}
      error={review.error}
      onSubmit={(status, note) => noting && save(noting, status, note)}
      onClose={close}
    />
  );

  return { actionsOf, element };
}
