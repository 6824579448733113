import type { TFileEntry, TReviewStatus } from '@ledgerport/contract';
import { Badge, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLOR: Record<TReviewStatus, string> = { NEW: 'blue', REVIEWED: 'green', NEEDS_ATTENTION: 'orange' };

/** A file's review status; the note, when there is one, in a tooltip (the row shows it under the name as well). */
export function ReviewBadge({ entry }: { entry: TFileEntry }) {
  const { t } = useTranslation();
  if (!entry.is_file || !entry.review_status) return null;
  const badge = (
    <Badge
      variant="light"
      color={COLOR[entry.review_status]}
      style={{ cursor: entry.review_note ? 'help' : undefined }}
    >
      {t(`files.review.status.${entry.review_status}`)}
    </Badge>
  );
  if (!entry.review_note) return badge;
  return (
    <Tooltip label={entry.review_note} multiline maw={320} withArrow events={{ hover: true, focus: true, touch: true }}>
      {/* Focusable, so keyboard users reach the note too. */}
      <span
        tabIndex={0}
        aria-label={t('files.review.withNote', {
          status: t(`files.review.status.${entry.review_status}`),
          note: entry.review_note,
        })}
      >
        {badge}
      </span>
    </Tooltip>
  );
}
