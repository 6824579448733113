import { isUuid } from '@ledgerport/contract';
import { useSearchParams } from 'react-router';

/** The tenant named by `?company_uuid=…`, or null when the address cannot name one (the server is not asked). */
export function useCompanyUuid(): string | null {
  const [searchParams] = useSearchParams();
  const uuid = searchParams.get('company_uuid') ?? '';
  return isUuid(uuid) ? uuid : null;
}
