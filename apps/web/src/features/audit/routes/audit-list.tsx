import type { TAuditEvent } from '@ledgerport/contract';
import { Alert, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header.tsx';
import { PagedListCard } from '../../../components/paged-list-card.tsx';
import { useListParams } from '../../../lib/use-list-params.ts';
import { usePermissions } from '../../../lib/permissions/use-permissions.ts';
import { useAuditEvents } from '../api/get-audit-events.ts';
import { AuditEventModal } from '../components/audit-event-modal.tsx';
import { AuditFilters } from '../components/audit-filters.tsx';
import { AuditTable } from '../components/audit-table.tsx';
import { ExportCsvButton } from '../components/export-csv-button.tsx';
import { useAuditFilters } from '../components/use-audit-filters.ts';
import { paths } from '@ledgerport/contract';

const AUDIT_PER_PAGE = 20;

/**
 * /audit (not in the spec): every security-relevant event (the contract's AUDIT_ACTIONS), for staff holding
 * 'view audit trail', each opening its details (user agent, before → after), with a CSV export of what the
 * filters select.
 */
export function AuditListRoute() {
  const { t } = useTranslation();
  const { can } = usePermissions();
  return (
    <>
      <PageHeader
        title={t('pages.audit')}
        crumbs={[{ label: t('pages.dashboard'), to: paths.dashboard }, { label: t('pages.audit') }]}
      >
        <Text size="sm" c="dimmed">
          {t('audit.intro')}
        </Text>
      </PageHeader>
      {can('view audit trail') ? (
        <AuditTrail />
      ) : (
        <Alert color="yellow" variant="light">
          {t('errors.codes.FORBIDDEN')}
        </Alert>
      )}
    </>
  );
}

function AuditTrail() {
  const { t } = useTranslation();
  const list = useListParams(AUDIT_PER_PAGE);
  const { filters, setFilter } = useAuditFilters();
  const events = useAuditEvents(list.params, filters);
  const [open, setOpen] = useState<TAuditEvent | null>(null);
  return (
    <>
      <AuditFilters filters={filters} onChange={setFilter} />
      <PagedListCard
        list={list}
        query={events}
        searchPlaceholder={t('audit.searchPlaceholder')}
        debounceMs={300}
        actions={<ExportCsvButton search={list.params.search} filters={filters} />}
      >
        {(rows) => <AuditTable {...rows} onOpen={setOpen} />}
      </PagedListCard>
      <AuditEventModal event={open} onClose={() => setOpen(null)} />
    </>
  );
}
