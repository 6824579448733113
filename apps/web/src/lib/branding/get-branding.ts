import {
  DEFAULT_FIRM_NAME,
  DEFAULT_LOCALE,
  DEFAULT_PRIMARY_COLOR,
  PUBLIC_BRANDING_ANSWER,
  type TPublicBranding,
} from '@ledgerport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client.ts';

/** The firm settings screen refreshes this key after a save, so the shell follows at once. */
export const brandingQueryKey = ['branding'] as const;

/** What shows while the firm's own branding loads, or when it cannot be read. */
export const DEFAULT_BRANDING: TPublicBranding = {
  firm_name: DEFAULT_FIRM_NAME,
  primary_color: DEFAULT_PRIMARY_COLOR,
  logo_url: null,
  support_email: null,
  default_locale: DEFAULT_LOCALE,
};

/** GET /branding (no session): the firm's name, colour and logo, for every screen including the login page. */
export function getBranding(signal?: AbortSignal): Promise<TPublicBranding> {
  return apiRequest('/branding', { schema: PUBLIC_BRANDING_ANSWER, signal, auth: 'none' });
}

export const brandingQueryOptions = () =>
  queryOptions({
    queryKey: brandingQueryKey,
    queryFn: ({ signal }) => getBranding(signal),
    // Changed rarely, by the firm itself (whose save refreshes it): one read per visit is plenty.
    staleTime: Infinity,
    retry: 1,
  });

/** The firm's branding, Ledgerport's defaults until it is known. */
export function useBranding(): TPublicBranding {
  const { data } = useQuery(brandingQueryOptions());
  return data ?? DEFAULT_BRANDING;
}
