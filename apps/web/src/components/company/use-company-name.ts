import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useSession } from '../../lib/session/use-session.ts';
import { tenantQueryOptions } from './get-tenant.ts';

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
