import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useSession } from '../../lib/session/use-session.ts';
import { tenantQueryOptions } from './get-tenant.ts';
import { useCompanyUuid } from '../../lib/company/use-company-uuid.ts';

/**
 * The company's name for headings and the folder trail: from the address (the tenant list passes it), else the
 * client's own membership, else the tenant itself (the dashboard's links carry only the uuid).
 */
export function useCompanyName(tenantUuid: string): string | undefined {
  const [searchParams] = useSearchParams();
  const session = useSession();
  const fromAddress = searchParams.get('company_name') || undefined;
  const fromMembership = session?.user.tenants.find((tenant) => tenant.tenant_uuid === tenantUuid)?.tenant_name;
  const known = fromAddress ?? fromMembership;
  const tenant = useQuery({ ...tenantQueryOptions(tenantUuid), enabled: known === undefined });
  return known ?? tenant.data?.name;
}

/**
 * The name of the company of the address (?company_uuid=), when the user may see it: for the page's title.
 * Nothing is asked of the server for a client's company that is not theirs.
 */
export function useCompanyNameOfAddress(): string | undefined {
  const [searchParams] = useSearchParams();
  const session = useSession();
  const uuid = useCompanyUuid();
  const fromAddress = searchParams.get('company_name') || undefined;
  const membership = session?.user.tenants.find((tenant) => tenant.tenant_uuid === uuid);
  const isStaff = session?.user.audience === 'staff';
  const tenant = useQuery({
    ...tenantQueryOptions(uuid ?? ''),
    enabled: Boolean(uuid && isStaff && fromAddress === undefined),
  });
  if (!uuid || !session) return undefined;
  if (!isStaff) return membership?.tenant_name;
  return fromAddress ?? tenant.data?.name;
}
