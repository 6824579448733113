import { paths, type TIncidentDetail } from '@ledgerport/contract';
import { Alert, Badge, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { DataTable } from '../../../components/data-table.tsx';
import { PermittedPage } from '../../../components/permitted-page.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { useFormats } from '../../../lib/formats.ts';
import { useIncident, useUpdateIncident } from '../api/incidents.ts';
import { IncidentClocks } from '../components/incident-clocks.tsx';
import { IncidentUpdateCard } from '../components/incident-update-card.tsx';

/** /compliance/incidents/:incidentId (issue 35): one incident, what it reached, its notice clocks and notes. */
export function IncidentDetailRoute() {
  const { t } = useTranslation();
  const { incidentId = '' } = useParams();
  return (
    <PermittedPage
      title={t('pages.complianceIncident')}
      permission="view compliance"
      via={[
        { label: t('pages.compliance'), to: paths.compliance },
        { label: t('pages.complianceIncidents'), to: paths.complianceIncidents },
      ]}
    >
      <Incident incidentUuid={incidentId} />
    </PermittedPage>
  );
}

function Incident({ incidentUuid }: { incidentUuid: string }) {
  const { t } = useTranslation();
  const { errorText } = useErrorText();
  const incident = useIncident(incidentUuid);
  const update = useUpdateIncident(incidentUuid);
  if (incident.isError)
    return (
      <Alert color="red" variant="light">
        {errorText(incident.error)}
      </Alert>
    );
  if (!incident.data) return <Skeleton height={320} radius="md" aria-label={t('common.loading')} />;
  const save = (body: Parameters<typeof update.mutate>[0]) =>
    update.mutate(body, {
      onSuccess: () => notifications.show({ color: 'green', message: t('compliance.incident.saved') }),
    });
  return (
    <Stack gap="lg">
      <Facts incident={incident.data} />
      <IncidentClocks
        incident={incident.data}
        pending={update.isPending}
        onRecord={(field) => save({ [field]: new Date().toISOString() })}
      />
      <Affected incident={incident.data} />
      <IncidentUpdateCard
        key={incident.data.notes}
        incident={incident.data}
        onSave={save}
        pending={update.isPending}
        error={update.error ?? undefined}
      />
    </Stack>
  );
}

function Facts({ incident }: { incident: TIncidentDetail }) {
  const { t } = useTranslation();
  const { dateTime } = useFormats();
  const fact = (label: string, value: string) => (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </div>
  );
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="incident-title">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" align="flex-start">
          <Title order={2} size="h4" id="incident-title" style={{ overflowWrap: 'anywhere' }}>
            {incident.title}
          </Title>
          <Badge variant="light" color={incident.status === 'OPEN' ? 'orange' : 'gray'}>
            {t(`compliance.incidents.statuses.${incident.status}`)}
          </Badge>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
          {fact(t('compliance.incidents.foundAt'), dateTime(incident.found_at))}
          {fact(t('compliance.incident.window'), `${dateTime(incident.window_from)} – ${dateTime(incident.window_to)}`)}
          {incident.scope_ip && fact(t('compliance.incidents.scopeIp'), incident.scope_ip)}
          {incident.closed_at && fact(t('compliance.incidents.closedAt'), dateTime(incident.closed_at))}
        </SimpleGrid>
      </Stack>
    </Card>
  );
}

function Affected({ incident }: { incident: TIncidentDetail }) {
  const { t } = useTranslation();
  const { number } = useFormats();
  const { companies, people, truncated } = incident.affected;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="incident-affected">
      <Stack gap="sm">
        <Title order={2} size="h4" id="incident-affected">
          {t('compliance.incident.affected')}
        </Title>
        <Text size="sm">
          {t('compliance.incident.companies', { count: companies.length, n: number(companies.length) })}
          {' · '}
          {t('compliance.incident.people', { count: people, n: number(people) })}
        </Text>
        {truncated && (
          <Text size="sm" c="dimmed">
            {t('compliance.incident.truncated')}
          </Text>
        )}
        <DataTable
          label={t('compliance.incident.affectedCompanies')}
          rows={companies}
          loading={false}
          rowKey={(company) => company.uuid}
          columns={[
            {
              key: 'name',
              header: t('compliance.incident.company'),
              cell: (company) => company.name,
              truncate: { maxWidth: 360, text: (company) => company.name },
            },
          ]}
        />
      </Stack>
    </Card>
  );
}
