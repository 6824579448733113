import { ZTenant, ZUser, zPage } from '@ledgerport/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** One choice of the tenant or user filter. */
export type TFilterOption = { value: string; label: string };

const OPTIONS_PER_PAGE = '100';
const ZTenantOption = ZTenant.pick({ uuid: true, name: true });
const ZTenantOptions = zPage(ZTenantOption);
const ZUserOption = ZUser.pick({ id: true, name: true, email: true });
const ZUserOptions = zPage(ZUserOption);
const userLabel = (user: { name: string; email: string }) => `${user.name} (${user.email})`;

async function tenantOptions(search: string, signal?: AbortSignal): Promise<TFilterOption[]> {
  const query = new URLSearchParams({ per_page: OPTIONS_PER_PAGE, search });
  const page = await apiRequest(`/tenants?${query}`, { schema: ZTenantOptions, signal });
  return page.data.map((tenant) => ({ value: tenant.uuid, label: tenant.name }));
}

async function userOptions(search: string, signal?: AbortSignal): Promise<TFilterOption[]> {
  const query = new URLSearchParams({ per_page: OPTIONS_PER_PAGE, search });
  const page = await apiRequest(`/users?${query}`, { schema: ZUserOptions, signal });
  return page.data.map((user) => ({ value: user.id, label: userLabel(user) }));
}

/** The label of a choice already in the address (a reload, a shared link), which a search may not bring back. */
async function tenantOption(uuid: string, signal?: AbortSignal): Promise<TFilterOption> {
  const tenant = await apiRequest(`/tenants/${encodeURIComponent(uuid)}`, { schema: ZTenantOption, signal });
  return { value: tenant.uuid, label: tenant.name };
}

async function userOption(id: string, signal?: AbortSignal): Promise<TFilterOption> {
  const user = await apiRequest(`/users/${encodeURIComponent(id)}`, { schema: ZUserOption, signal });
  return { value: user.id, label: userLabel(user) };
}

const fetchers = {
  tenant: { list: tenantOptions, one: tenantOption },
  user: { list: userOptions, one: userOption },
};
export type TOptionSource = keyof typeof fetchers;

export const useFilterOptions = (source: TOptionSource, search: string) =>
  useQuery(
    queryOptions({
      queryKey: ['audit', 'options', source, search],
      queryFn: ({ signal }) => fetchers[source].list(search, signal),
      placeholderData: keepPreviousData,
    }),
  );

export const useSelectedOption = (source: TOptionSource, value: string | null) =>
  useQuery(
    queryOptions({
      queryKey: ['audit', 'option', source, value],
      queryFn: ({ signal }) => fetchers[source].one(value!, signal),
      enabled: value !== null,
      staleTime: Infinity,
    }),
  );
