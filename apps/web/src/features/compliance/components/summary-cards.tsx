import {
  DISPOSALS_DUE_CAP,
  INACTIVE_ACCOUNT_DAYS,
  SETTINGS_CHANGES_DAYS,
  paths,
  type TComplianceSummary,
} from '@ledgerport/contract';
import { Anchor, Button, SimpleGrid, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormats } from '../../../lib/formats.ts';
import { useRecordAccessReview, useRecordRestoreDrill } from '../api/compliance-summary.ts';
import { FigureCard } from './figure-card.tsx';
import { LastEventLines, useLastEventFigure } from './last-event.tsx';
import { NoteDialog } from './note-dialog.tsx';

type TCoverage = TComplianceSummary['mfa']['staff'];

/** The figures of the compliance centre, one card each; the two "record" actions open a note dialog. */
export function SummaryCards({ summary }: { summary: TComplianceSummary }) {
  const { t } = useTranslation();
  const { number, percent } = useFormats();
  const lastEvent = useLastEventFigure();
  const review = useRecordAccessReview();
  const drill = useRecordRestoreDrill();
  const [asking, setAsking] = useState<'review' | 'drill' | null>(null);
  const mutation = asking === 'drill' ? drill : review;
  const close = () => {
    setAsking(null);
    review.reset();
    drill.reset();
  };
  const record = (note: string) =>
    mutation.mutate(
      { note },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t(`compliance.${asking ?? 'review'}.recorded`) });
          close();
        },
      },
    );
  const coverage = (id: string, title: string, c: TCoverage) => (
    <FigureCard id={id} title={title} figure={c.total === 0 ? '—' : percent(Math.round((c.enrolled / c.total) * 100))}>
      <Text size="sm">
        {t('compliance.summary.enrolled', { enrolled: number(c.enrolled), total: number(c.total) })}
      </Text>
    </FigureCard>
  );

  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {coverage('mfa-staff', t('compliance.summary.mfaStaff'), summary.mfa.staff)}
        {coverage('mfa-clients', t('compliance.summary.mfaClients'), summary.mfa.clients)}
        <FigureCard
          id="inactive-accounts"
          title={t('compliance.summary.inactive', { days: INACTIVE_ACCOUNT_DAYS })}
          figure={number(summary.inactive_accounts)}
        >
          <Anchor component={Link} to={paths.accessReviewInactive} size="sm">
            {t('compliance.summary.openAccessReview')}
          </Anchor>
        </FigureCard>
        <FigureCard
          id="last-access-review"
          title={t('compliance.summary.lastAccessReview')}
          figure={lastEvent(summary.last_access_review)}
          action={
            <Button variant="light" onClick={() => setAsking('review')}>
              {t('compliance.review.action')}
            </Button>
          }
        >
          <LastEventLines event={summary.last_access_review} />
          {/* The access review itself lives here, not in the sidebar (which must fit 800 px in every language). */}
          <Anchor component={Link} to={paths.accessReview} size="sm">
            {t('compliance.summary.openAccessReviewAll')}
          </Anchor>
        </FigureCard>
        <FigureCard id="last-backup" title={t('compliance.summary.lastBackup')} figure={lastEvent(summary.last_backup)}>
          <LastEventLines event={summary.last_backup} />
        </FigureCard>
        <FigureCard
          id="last-restore-drill"
          title={t('compliance.summary.lastRestoreDrill')}
          figure={lastEvent(summary.last_restore_drill)}
          action={
            <Button variant="light" onClick={() => setAsking('drill')}>
              {t('compliance.drill.action')}
            </Button>
          }
        >
          <LastEventLines event={summary.last_restore_drill} />
        </FigureCard>
        <FigureCard id="disposals" title={t('compliance.summary.disposals')} figure={number(summary.disposals.done)}>
          <Text size="sm">
            {summary.disposals.due_capped
              ? t('compliance.summary.dueCapped', { cap: number(DISPOSALS_DUE_CAP) })
              : t('compliance.summary.due', { count: summary.disposals.due, due: number(summary.disposals.due) })}
          </Text>
          <Anchor component={Link} to={paths.records} size="sm">
            {t('compliance.summary.openRecords')}
          </Anchor>
        </FigureCard>
        <FigureCard
          id="settings-changes"
          title={t('compliance.summary.settingsChanges', { days: SETTINGS_CHANGES_DAYS })}
          figure={number(summary.settings_changes)}
        />
        <FigureCard
          id="open-incidents"
          title={t('compliance.summary.openIncidents')}
          figure={number(summary.open_incidents)}
        >
          <Anchor component={Link} to={paths.complianceIncidents} size="sm">
            {t('compliance.summary.openRegister')}
          </Anchor>
        </FigureCard>
      </SimpleGrid>
      <NoteDialog
        opened={asking !== null}
        title={t(`compliance.${asking ?? 'review'}.title`)}
        label={t(`compliance.${asking ?? 'review'}.note`)}
        hint={t(`compliance.${asking ?? 'review'}.hint`)}
        onConfirm={record}
        onCancel={close}
        pending={mutation.isPending}
        error={mutation.error ?? undefined}
      />
    </>
  );
}
