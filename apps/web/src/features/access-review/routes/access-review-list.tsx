import { INACTIVE_AFTER_DAYS, paths, SUPER_ADMIN_ROLE, type TAccessReviewEntry } from '@ledgerport/contract';
import { Alert, Group, SegmentedControl, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../../components/export-button.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PagedListCard } from '../../../components/paged-list-card.tsx';
import { usePermissions } from '../../../lib/permissions/use-permissions.ts';
import { useSignedInUser } from '../../../lib/session/use-session.ts';
import { useListParams } from '../../../lib/use-list-params.ts';
import { useAccessReview, useExportAccessReview, type TReviewFilters } from '../api/get-access-review.ts';
import { AccessReviewTable } from '../components/access-review-table.tsx';
import { MfaPolicyCard } from '../components/mfa-policy-card.tsx';
import { ResetMfaDialog } from '../components/reset-mfa-dialog.tsx';

/**
 * /access-review (not in the spec): the firm's Qualified Individual reviews who can reach client information
 * (FTC Safeguards Rule): every user, roles and companies, last sign-in, inactive for 90 days highlighted, CSV.
 */
export function AccessReviewRoute() {
  const { t } = useTranslation();
  const { can } = usePermissions();
  return (
    <>
      <PageHeader
        title={t('pages.accessReview')}
        crumbs={[{ label: t('pages.dashboard'), to: paths.dashboard }, { label: t('pages.accessReview') }]}
      >
        <Text size="sm" c="dimmed">
          {t('accessReview.intro', { days: INACTIVE_AFTER_DAYS })}
        </Text>
      </PageHeader>
      {can('view audit trail') ? (
        <Review />
      ) : (
        <Alert color="yellow" variant="light">
          {t('errors.codes.FORBIDDEN')}
        </Alert>
      )}
    </>
  );
}

function Review() {
  const { t } = useTranslation();
  const list = useListParams(20);
  // `?inactive=1` (the compliance centre's link) opens the list on the inactive accounts.
  const [searchParams] = useSearchParams();
  const [filters, setFilters] = useState<TReviewFilters>({
    kind: null,
    inactive: searchParams.get('inactive') === '1',
  });
  const review = useAccessReview(list.params, filters);
  const exporting = useExportAccessReview();
  // The second-factor policy and resets are a SuperAdmin's (the server refuses anyone else).
  const isSuperAdmin = useSignedInUser().staff_roles.includes(SUPER_ADMIN_ROLE);
  const [resetting, setResetting] = useState<TAccessReviewEntry | null>(null);
  const exportButton = (
    <ExportButton
      label={t('accessReview.export')}
      exporting={exporting}
      variables={{ search: list.params.search, filters }}
    />
  );
  return (
    <>
      {isSuperAdmin && <MfaPolicyCard />}
      <Group mb="md" gap="lg" wrap="wrap">
        <SegmentedControl
          aria-label={t('accessReview.kindFilter')}
          value={filters.kind ?? 'all'}
          onChange={(value) =>
            setFilters((f) => ({ ...f, kind: value === 'all' ? null : (value as 'staff' | 'client') }))
          }
          data={[
            { value: 'all', label: t('accessReview.kinds.all') },
            { value: 'staff', label: t('accessReview.kinds.staff') },
            { value: 'client', label: t('accessReview.kinds.client') },
          ]}
        />
        <Switch
          label={t('accessReview.onlyInactive', { days: INACTIVE_AFTER_DAYS })}
          checked={filters.inactive}
          onChange={(event) => {
            // Read now: the event's target is gone by the time the state updater runs.
            const inactive = event.currentTarget.checked;
            setFilters((f) => ({ ...f, inactive }));
          }}
        />
      </Group>
      <PagedListCard
        list={list}
        query={review}
        searchPlaceholder={t('accessReview.searchPlaceholder')}
        debounceMs={300}
        actions={exportButton}
      >
        {({ rows }) => <AccessReviewTable rows={rows ?? []} onResetMfa={isSuperAdmin ? setResetting : undefined} />}
      </PagedListCard>
      <ResetMfaDialog user={resetting} onClose={() => setResetting(null)} />
    </>
  );
}
