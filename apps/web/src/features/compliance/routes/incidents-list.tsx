import { paths, type TIncidentQuery } from '@ledgerport/contract';
import { Button, SegmentedControl } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PagedListCard } from '../../../components/paged-list-card.tsx';
import { PermittedPage } from '../../../components/permitted-page.tsx';
import { useListParams } from '../../../lib/use-list-params.ts';
import { useIncidents } from '../api/incidents.ts';
import { IncidentFormDialog } from '../components/incident-form-dialog.tsx';
import { IncidentsTable } from '../components/incidents-table.tsx';

type TShown = 'OPEN' | 'CLOSED' | 'ALL';

/** /compliance/incidents (issue 35): the incident register; the open ones are shown first (by default, alone). */
export function IncidentsListRoute() {
  const { t } = useTranslation();
  return (
    <PermittedPage
      title={t('pages.complianceIncidents')}
      permission="view compliance"
      via={[{ label: t('pages.compliance'), to: paths.compliance }]}
    >
      <IncidentsList />
    </PermittedPage>
  );
}

function IncidentsList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useListParams(20);
  const [shown, setShown] = useState<TShown>('OPEN');
  const [creating, setCreating] = useState(false);
  const query: TIncidentQuery = {
    page: list.params.page,
    per_page: list.params.perPage,
    search: list.params.search,
    ...(shown === 'ALL' ? {} : { status: shown }),
  };
  const incidents = useIncidents(query);
  return (
    <>
      <PagedListCard
        list={list}
        query={incidents}
        searchPlaceholder={t('compliance.incidents.search')}
        debounceMs={300}
        actions={
          <>
            <SegmentedControl
              aria-label={t('compliance.incidents.status')}
              value={shown}
              onChange={(value) => setShown(value as TShown)}
              data={[
                { value: 'OPEN', label: t('compliance.incidents.statuses.OPEN') },
                { value: 'CLOSED', label: t('compliance.incidents.statuses.CLOSED') },
                { value: 'ALL', label: t('compliance.incidents.all') },
              ]}
            />
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
              {t('compliance.incidents.create')}
            </Button>
          </>
        }
      >
        {(rows) => <IncidentsTable {...rows} />}
      </PagedListCard>
      <IncidentFormDialog
        opened={creating}
        onClose={() => setCreating(false)}
        onCreated={(incident) => navigate(paths.complianceIncident(incident.uuid))}
      />
    </>
  );
}
