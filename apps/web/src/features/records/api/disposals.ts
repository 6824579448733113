import {
  ZDisposalItem,
  ZDisposalItemList,
  ZDisposalReview,
  ZDisposalReviewList,
  ZDisposalReviewRun,
  ZDisposalSettings,
  ZInactiveCompanyList,
  ZUser,
  type TDisposalExcludeRequest,
  type TDisposalReview,
} from '@ledgerport/contract';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** The server's keyset page size: a review may list a great many items, read a page at a time. */
const PAGE_SIZE = 50;
/** While a review is being disposed of, how often it is read again (the job removes files one by one). */
const DISPOSING_POLL_MS = 2_000;

const disposalsKey = ['records', 'disposals'] as const;
const reviewsKey = [...disposalsKey, 'reviews'] as const;
const reviewKey = (reviewUuid: string) => [...disposalsKey, 'review', reviewUuid] as const;
const itemsKey = (reviewUuid: string) => [...reviewKey(reviewUuid), 'items'] as const;
const settingsKey = [...disposalsKey, 'settings'] as const;

const reviewPath = (reviewUuid: string) => `/disposals/reviews/${encodeURIComponent(reviewUuid)}`;
export const certificatePath = (reviewUuid: string, format: 'json' | 'pdf') =>
  `${reviewPath(reviewUuid)}/certificate.${format}`;

const pageQuery = (after: string | null) => {
  const query = new URLSearchParams({ limit: String(PAGE_SIZE) });
  if (after) query.set('after', after);
  return query;
};

export const useDisposalReviews = () =>
  useInfiniteQuery({
    queryKey: reviewsKey,
    queryFn: ({ pageParam, signal }) =>
      apiRequest(`/disposals/reviews?${pageQuery(pageParam)}`, { schema: ZDisposalReviewList, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_after,
  });

/** The review; read again every few seconds while its files are being removed, until it is done. */
export const useDisposalReview = (reviewUuid: string) =>
  useQuery({
    queryKey: reviewKey(reviewUuid),
    queryFn: ({ signal }) => apiRequest(reviewPath(reviewUuid), { schema: ZDisposalReview, signal }),
    refetchInterval: (query) => (query.state.data?.status === 'DISPOSING' ? DISPOSING_POLL_MS : false),
  });

export const useDisposalItems = (reviewUuid: string, status: TDisposalReview['status'] | undefined) =>
  useInfiniteQuery({
    queryKey: itemsKey(reviewUuid),
    queryFn: ({ pageParam, signal }) =>
      apiRequest(`${reviewPath(reviewUuid)}/items?${pageQuery(pageParam)}`, { schema: ZDisposalItemList, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_after,
    // Each item's outcome changes while the review is disposed of: read with the review.
    refetchInterval: status === 'DISPOSING' ? DISPOSING_POLL_MS : false,
  });

export const useInactiveCompanies = (reviewUuid: string) =>
  useQuery({
    queryKey: [...reviewKey(reviewUuid), 'inactive'],
    queryFn: ({ signal }) =>
      apiRequest(`${reviewPath(reviewUuid)}/inactive-companies`, { schema: ZInactiveCompanyList, signal }),
  });

/** Runs the day's review now (what the daily job does); the list shows it at once. */
export function useRunReviewNow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('/disposals/review-now', { method: 'POST', schema: ZDisposalReviewRun }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: disposalsKey }),
  });
}

export function useExcludeItem(reviewUuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemUuid, body }: { itemUuid: string; body: TDisposalExcludeRequest }) =>
      apiRequest(`${reviewPath(reviewUuid)}/items/${encodeURIComponent(itemUuid)}/exclude`, {
        method: 'POST',
        body,
        schema: ZDisposalItem,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: itemsKey(reviewUuid) }),
  });
}

/** An approval: the review's new state replaces the one shown (and, once DISPOSING, its polling starts). */
export function useApproveDisposal(reviewUuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(`${reviewPath(reviewUuid)}/approve`, { method: 'POST', schema: ZDisposalReview }),
    onSuccess: (review) => {
      queryClient.setQueryData(reviewKey(reviewUuid), review);
      void queryClient.invalidateQueries({ queryKey: reviewsKey });
      void queryClient.invalidateQueries({ queryKey: itemsKey(reviewUuid) });
    },
  });
}

export const useDisposalSettings = () =>
  useQuery({
    queryKey: settingsKey,
    queryFn: ({ signal }) => apiRequest('/disposals/settings', { schema: ZDisposalSettings, signal }),
  });

export function useChangeDisposalSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (disposal_second_approver: boolean) =>
      apiRequest('/disposals/settings', {
        method: 'PUT',
        body: { disposal_second_approver },
        schema: ZDisposalSettings,
      }),
    onSuccess: (settings) => queryClient.setQueryData(settingsKey, settings),
  });
}

const ZApproverName = ZUser.pick({ id: true, name: true });

/** The first approver's name, for those who may look users up (else the screen names them generically). */
export const useApproverName = (userUuid: string | null, allowed: boolean) =>
  useQuery({
    queryKey: ['users', 'name', userUuid],
    queryFn: ({ signal }) => apiRequest(`/users/${encodeURIComponent(userUuid!)}`, { schema: ZApproverName, signal }),
    enabled: allowed && userUuid !== null,
    retry: false,
    select: (user) => user.name,
  });

/** The part of the signed certificate the screen counts: what went, and what a legal hold kept. */
type TCertificateLists = { document?: { items?: unknown[]; kept_under_legal_hold?: unknown[] } };

/** A done review's counts, as its signed certificate states them (one read, whatever the number of items). */
export const useCertificateCounts = (reviewUuid: string, done: boolean) =>
  useQuery({
    queryKey: [...reviewKey(reviewUuid), 'certificate-counts'],
    queryFn: ({ signal }) => apiRequest<TCertificateLists>(certificatePath(reviewUuid, 'json'), { signal }),
    enabled: done,
    staleTime: Infinity,
    select: ({ document }) => ({
      disposed: document?.items?.length ?? 0,
      held: document?.kept_under_legal_hold?.length ?? 0,
    }),
  });
