import { ZSavedReply, ZSavedReplyList, type TSaveSavedReplyRequest } from '@ledgerport/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

const savedRepliesQueryKey = ['saved-replies'] as const;

/** GET /saved-replies (staff): the firm's shared answers, inserted by the composer's picker. */
export const useSavedReplies = (enabled = true) =>
  useQuery({
    queryKey: savedRepliesQueryKey,
    queryFn: ({ signal }) => apiRequest('/saved-replies', { schema: ZSavedReplyList, signal }),
    enabled,
  });

/** POST /saved-replies, or PUT /saved-replies/{id} when `uuid` is given. */
export function useSaveSavedReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ uuid, ...body }: TSaveSavedReplyRequest & { uuid?: string }) =>
      uuid
        ? apiRequest(`/saved-replies/${encodeURIComponent(uuid)}`, { method: 'PUT', body, schema: ZSavedReply })
        : apiRequest('/saved-replies', { method: 'POST', body, schema: ZSavedReply }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedRepliesQueryKey }),
  });
}

export function useDeleteSavedReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (uuid: string) => apiRequest(`/saved-replies/${encodeURIComponent(uuid)}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedRepliesQueryKey }),
  });
}
