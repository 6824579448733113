import type { TRequestStatus } from '@ledgerport/contract';
import { Stack, Tabs, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { companyEntryCrumbs } from '../../../components/company/company-crumbs.ts';
import { TenantNotFound } from '../../../components/company/tenant-not-found.tsx';
import { useCompanyName } from '../../../components/company/use-company-name.ts';
import { useCompanyUuid } from '../../../lib/company/use-company-uuid.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { PagedListCard } from '../../../components/paged-list-card.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useSignedInUser } from '../../../lib/session/use-session.ts';
import { useListParams } from '../../../lib/use-list-params.ts';
import { requestsQueryOptions } from '../api/get-requests.ts';
import { ClientRequestCard } from '../components/client-request-card.tsx';
import { LinkedRequest } from '../components/linked-request.tsx';
import { useRequestFilters } from '../components/use-request-filters.ts';

const PER_PAGE = 10;
/** The client's tabs: what they owe (overdue ones first, as the list is by due date), what waits, what is done. */
const TABS: TRequestStatus[] = ['OPEN', 'SUBMITTED', 'DONE'];

/** /requests?company_uuid=…: what the firm asks of one of the client's companies (issue 16). */
export function ClientRequestsRoute() {
  const { t } = useTranslation();
  const tenantUuid = useCompanyUuid();
  const isStaff = useSignedInUser().audience === 'staff';
  if (tenantUuid) return <ClientRequests tenantUuid={tenantUuid} />;
  return (
    <>
      <PageHeader
        title={t('pages.requests')}
        crumbs={[...companyEntryCrumbs(t, isStaff), { label: t('pages.requests') }]}
      />
      <TenantNotFound />
    </>
  );
}

function ClientRequests({ tenantUuid }: { tenantUuid: string }) {
  const { t } = useTranslation();
  const isStaff = useSignedInUser().audience === 'staff';
  const companyName = useCompanyName(tenantUuid);
  const filters = useRequestFilters();
  const status = filters.status && TABS.includes(filters.status) ? filters.status : 'OPEN';
  const list = useListParams(PER_PAGE);
  const requests = useQuery(requestsQueryOptions(tenantUuid, { ...list.params, status }));
  const notFound = isApiError(requests.error) && requests.error.status === 404;
  const title = companyName ? t('requests.client.titleOf', { name: companyName }) : t('pages.requests');

  return (
    <>
      <PageHeader title={title} crumbs={[...companyEntryCrumbs(t, isStaff), { label: t('pages.requests') }]} />
      {notFound ? (
        <TenantNotFound />
      ) : (
        <>
          <LinkedRequest tenantUuid={tenantUuid} requestUuid={filters.linked}>
            {(request, focusRef) => <ClientRequestCard request={request} linked cardRef={focusRef} />}
          </LinkedRequest>
          <Tabs value={status} onChange={(value) => filters.setStatus((value as TRequestStatus | null) ?? undefined)}>
            <Tabs.List>
              {TABS.map((tab) => (
                <Tabs.Tab key={tab} value={tab}>
                  {t(`requests.client.tabs.${tab}`)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {/* One panel per tab, so each tab names a real panel; only the chosen one holds the list. */}
            {TABS.map((tab) => (
              <Tabs.Panel key={tab} value={tab} pt="md">
                {tab === status && (
                  <PagedListCard
                    list={list}
                    query={requests}
                    searchPlaceholder={t('requests.searchPlaceholder')}
                    debounceMs={300}
                  >
                    {({ rows, loading }) =>
                      rows && rows.length > 0 ? (
                        <Stack
                          component="ul"
                          gap="sm"
                          p={0}
                          m={0}
                          aria-label={t(`requests.client.tabs.${status}`)}
                          style={{ listStyle: 'none' }}
                        >
                          {rows.map((request) => (
                            <li key={request.uuid}>
                              <ClientRequestCard request={request} />
                            </li>
                          ))}
                        </Stack>
                      ) : (
                        <Text c="dimmed" ta="center" py="lg">
                          {loading ? t('common.loading') : t(`requests.client.empty.${status}`)}
                        </Text>
                      )
                    }
                  </PagedListCard>
                )}
              </Tabs.Panel>
            ))}
          </Tabs>
        </>
      )}
    </>
  );
}
