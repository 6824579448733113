import { FEATURE_FLAGS_ANSWER, type TFeatureFlags, type TFeatureKey } from '@ledgerport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client.ts';

export const featureFlagsQueryKey = ['feature-flags'] as const;

/** A switched feature reaches other users within this time, or as soon as they come back to the tab. */
const FLAGS_STALE_MS = 30_000;

/**
 * GET /features: which features are on, for any signed-in user. Checked without zod (signed-in-answers.ts):
 * the shell asks for the flags on its first render, and zod would come with them (issue 17, item 4).
 */
export function getFeatureFlags(signal?: AbortSignal): Promise<TFeatureFlags> {
  return apiRequest('/features', { schema: FEATURE_FLAGS_ANSWER, signal });
}

export const featureFlagsQueryOptions = () =>
  queryOptions({
    queryKey: featureFlagsQueryKey,
    queryFn: ({ signal }) => getFeatureFlags(signal),
    staleTime: FLAGS_STALE_MS,
    // A screen left open also learns of a switch (not only one mounted later); background tabs wait for focus.
    refetchInterval: FLAGS_STALE_MS,
    refetchOnWindowFocus: true,
  });

/**
 * Which features are on. `isOn(key)` is false only when the server said so: while the flags load, or when
 * they could not be read, everything shows, because hiding is a courtesy and the server refuses a switched-off
 * feature itself (FEATURE_DISABLED, in the user's language).
 */
export function useFeatureFlags() {
  const query = useQuery(featureFlagsQueryOptions());
  const flags = query.data?.flags;
  return { ...query, isOn: (key: TFeatureKey) => flags?.[key] !== false };
}
