import { ENVELOPE_PROGRESSES, paths, type TEnvelopeListItem, type TEnvelopeProgress } from '@ledgerport/contract';
import { Group, Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PagedListCard } from '../../../components/paged-list-card.tsx';
import { usePermissions } from '../../../lib/permissions/use-permissions.ts';
import { useFilterParam } from '../../../lib/use-filter-param.ts';
import { useListParams } from '../../../lib/use-list-params.ts';
import { envelopesQueryOptions } from '../api/get-envelopes.ts';
import { EnvelopesTable } from './envelopes-table.tsx';
import { useEnvelopeActions } from './use-envelope-actions.tsx';

const PER_PAGE = 15;
const isProgress = (value: string | null): value is TEnvelopeProgress =>
  (ENVELOPE_PROGRESSES as readonly (string | null)[]).includes(value);

/** One company's envelopes (tenantUuid) or every company's: search, the status filter, void and resend. */
export function SignaturesCard({ tenantUuid, actions }: { tenantUuid: string | null; actions?: ReactNode }) {
  const { t } = useTranslation();
  const { can } = usePermissions();
  const list = useListParams(PER_PAGE);
  const [searchParams] = useSearchParams();
  const setFilter = useFilterParam();
  const progressParam = searchParams.get('progress');
  const progress = isProgress(progressParam) ? progressParam : undefined;
  const envelopes = useQuery(envelopesQueryOptions(tenantUuid, { ...list.params, progress }));
  const manage = can('manage signatures');
  const envelopeActions = useEnvelopeActions(manage);
  // A sent envelope opens its screen; a draft its preparation, for those who may prepare it.
  const linkOf = (envelope: TEnvelopeListItem) =>
    envelope.status !== 'draft'
      ? paths.signatureEnvelope(envelope.tenant_uuid, envelope.uuid)
      : manage
        ? paths.signaturePrepare(envelope.tenant_uuid, envelope.uuid)
        : null;

  return (
    <>
      <PagedListCard
        list={list}
        query={envelopes}
        searchPlaceholder={t('signing.searchPlaceholder')}
        debounceMs={300}
        actions={
          <Group gap="sm" align="flex-end">
            <Select
              label={t('signing.filters.status')}
              placeholder={t('signing.filters.any')}
              data={ENVELOPE_PROGRESSES.map((value) => ({ value, label: t(`signing.progress.${value}`) }))}
              value={progress ?? null}
              onChange={(value) => setFilter('progress', value)}
              clearable
              w={180}
            />
            {actions}
          </Group>
        }
      >
        {(rows) => (
          <EnvelopesTable
            {...rows}
            showCompany={tenantUuid === null}
            actionsOf={envelopeActions.actionsOf}
            linkOf={linkOf}
          />
        )}
      </PagedListCard>
      {envelopeActions.dialogs}
    </>
  );
}
