import { Button, Group, Paper, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { companyFolderCrumbs } from '../../../components/company/company-crumbs.ts';
import { TenantNotFound } from '../../../components/company/tenant-not-found.tsx';
import { useCompanyName } from '../../../components/company/use-company-name.ts';
import { useCompanyUuid } from '../../../lib/company/use-company-uuid.ts';
import { MessageAboutLink } from '../../../components/messages/message-about-link.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PagedListCard } from '../../../components/paged-list-card.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { usePermissions } from '../../../lib/permissions/use-permissions.ts';
import { useListParams } from '../../../lib/use-list-params.ts';
import { requestsQueryOptions } from '../api/get-requests.ts';
import { CreateRequestModal } from '../components/create-request-modal.tsx';
import { InboundAddressLine } from '../../../components/inbound-address/inbound-address-line.tsx';
import { LinkedRequest } from '../components/linked-request.tsx';
import { RequestDocuments } from '../components/request-documents.tsx';
import { RequestSummary } from '../components/request-summary.tsx';
import { StaffRequestFilters } from '../components/staff-request-filters.tsx';
import { StaffRequestsTable } from '../components/staff-requests-table.tsx';
import { TenantReminderOverride } from '../components/tenant-reminder-override.tsx';
import { useRequestFilters } from '../components/use-request-filters.ts';
import { useStaffRequestActions } from '../components/use-staff-request-actions.tsx';

const PER_PAGE = 15;

/** /tenant/requests?company_uuid=…: one tenant's requests as the firm's staff manage them (issue 16). */
export function TenantRequestsRoute() {
  const { t } = useTranslation();
  const tenantUuid = useCompanyUuid();
  if (tenantUuid) return <TenantRequests tenantUuid={tenantUuid} />;
  return (
    <>
      <PageHeader
        title={t('pages.tenantRequests')}
        crumbs={[...companyFolderCrumbs(t, true, null), { label: t('pages.tenantRequests') }]}
      />
      <TenantNotFound />
    </>
  );
}

function TenantRequests({ tenantUuid }: { tenantUuid: string }) {
  const { t } = useTranslation();
  const { can } = usePermissions();
  const manage = can('manage requests');
  const companyName = useCompanyName(tenantUuid);
  const filters = useRequestFilters();
  const list = useListParams(PER_PAGE);
  const requests = useQuery(
    requestsQueryOptions(tenantUuid, { ...list.params, status: filters.status, overdue: filters.overdue }),
  );
  const notFound = isApiError(requests.error) && requests.error.status === 404;
  const actions = useStaffRequestActions();
  const [creating, setCreating] = useState(false);

  return (
    <>
      <PageHeader
        title={companyName ? t('requests.staff.titleOf', { name: companyName }) : t('pages.tenantRequests')}
        crumbs={[...companyFolderCrumbs(t, true, tenantUuid, companyName), { label: t('pages.tenantRequests') }]}
      />
      {notFound ? (
        <TenantNotFound />
      ) : (
        <Stack gap="md">
          <LinkedRequest tenantUuid={tenantUuid} requestUuid={filters.linked}>
            {(request, focusRef) => (
              <Paper ref={focusRef} tabIndex={-1} withBorder radius="md" p="md" aria-label={request.title}>
                <Stack gap="xs">
                  <RequestSummary request={request} />
                  <RequestDocuments request={request} />
                  <InboundAddressLine tenantUuid={tenantUuid} requestUuid={request.uuid} />
                  <Group>
                    <MessageAboutLink
                      tenantUuid={tenantUuid}
                      kind="REQUEST"
                      uuid={request.uuid}
                      label={t('messages.about.staff')}
                    />
                  </Group>
                </Stack>
              </Paper>
            )}
          </LinkedRequest>
          <PagedListCard
            list={list}
            query={requests}
            searchPlaceholder={t('requests.searchPlaceholder')}
            debounceMs={300}
            actions={
              <Group gap="sm" align="flex-end">
                <StaffRequestFilters filters={filters} />
                {manage && (
                  <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
                    {t('requests.create.open')}
                  </Button>
                )}
              </Group>
            }
          >
            {(rows) => <StaffRequestsTable {...rows} actionsOf={manage ? actions.actionsOf : undefined} />}
          </PagedListCard>
          {/* When this tenant is reminded of its open requests: the firm's cadence, its own, or none. */}
          {manage && <TenantReminderOverride tenantId={tenantUuid} />}
        </Stack>
      )}
      {manage && <CreateRequestModal tenantUuid={tenantUuid} opened={creating} onClose={() => setCreating(false)} />}
      {actions.dialogs}
    </>
  );
}
