import { paths, type TIncident } from '@ledgerport/contract';
import { Anchor, Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { DataTable } from '../../../components/data-table.tsx';
import type { TPagedRows } from '../../../components/paged-list-card.tsx';
import { useFormats } from '../../../lib/formats.ts';

/** The register's rows; the title is the link that opens one (the row's click is a mouse shortcut to it). */
export function IncidentsTable({ rows, loading, firstSerial }: TPagedRows<TIncident>) {
  const { t } = useTranslation();
  const { dateTime } = useFormats();
  const navigate = useNavigate();
  return (
    <DataTable<TIncident>
      label={t('pages.complianceIncidents')}
      rows={rows}
      loading={loading}
      firstSerial={firstSerial}
      rowKey={(incident) => incident.uuid}
      onRowClick={(incident) => navigate(paths.complianceIncident(incident.uuid))}
      columns={[
        {
          key: 'title',
          header: t('compliance.incidents.what'),
          cell: (incident) => (
            <Anchor component={Link} to={paths.complianceIncident(incident.uuid)}>
              {incident.title}
            </Anchor>
          ),
          truncate: {
            maxWidth: 320,
            text: (incident) => incident.title,
            within: (text, incident) => (
              <Anchor component={Link} to={paths.complianceIncident(incident.uuid)}>
                {text}
              </Anchor>
            ),
          },
        },
        { key: 'found', header: t('compliance.incidents.foundAt'), cell: (i) => dateTime(i.found_at) },
        {
          key: 'status',
          header: t('compliance.incidents.status'),
          cell: (incident) => (
            <Badge variant="light" color={incident.status === 'OPEN' ? 'orange' : 'gray'}>
              {t(`compliance.incidents.statuses.${incident.status}`)}
            </Badge>
          ),
        },
        {
          key: 'closed',
          header: t('compliance.incidents.closedAt'),
          cell: (i) => (i.closed_at ? dateTime(i.closed_at) : '—'),
          priority: 3,
        },
      ]}
    />
  );
}
