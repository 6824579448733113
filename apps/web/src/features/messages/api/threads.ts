import { ZMessageThread, ZMessageThreadPage, type TMessageThread, type TThreadLinkKind } from '@ledgerport/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { postForm } from '../../../lib/post-form.ts';
import type { TListParams } from '../../../lib/use-list-params.ts';
import { messagesQueryKey, threadPath, threadQueryKey, threadsPath } from './message-keys.ts';

/** GET /tenants/{id}/threads: the company's conversations, newest activity first. */
/** A company's threads; with `about`, only those about that request, file, envelope or organizer (its link back). */
export const useCompanyThreads = (
  tenantUuid: string,
  { page, perPage, search }: TListParams,
  about: { kind: TThreadLinkKind; uuid: string } | null = null,
) =>
  useQuery({
    queryKey: [...messagesQueryKey, 'company', tenantUuid, { page, perPage, search, about }],
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ page: String(page), per_page: String(perPage) });
      if (search.trim()) query.set('search', search.trim());
      if (about) {
        query.set('link_kind', about.kind);
        query.set('link_uuid', about.uuid);
      }
      return apiRequest(`${threadsPath(tenantUuid)}?${query}`, { schema: ZMessageThreadPage, signal });
    },
    placeholderData: keepPreviousData,
  });

export type TInboxFilters = {
  tenantUuid: string | null;
  /** 'me', 'none' or a staff member's uuid; null for anyone. */
  assignee: string | null;
  unreadOnly: boolean;
  /** Every thread, not only those waiting for the firm. */
  showAll: boolean;
};

/** The query of GET /message-threads for one page of the inbox with these filters. */
export function inboxQuery({ page, perPage, search }: TListParams, filters: TInboxFilters): URLSearchParams {
  const query = new URLSearchParams({ page: String(page), per_page: String(perPage) });
  if (search.trim()) query.set('search', search.trim());
  if (filters.tenantUuid) query.set('tenant_uuid', filters.tenantUuid);
  if (filters.assignee) query.set('assignee', filters.assignee);
  if (filters.unreadOnly) query.set('unread', 'true');
  query.set('waiting', filters.showAll ? 'false' : 'true');
  return query;
}

/** GET /message-threads (staff): the firm's inbox. */
export const useFirmInbox = (params: TListParams, filters: TInboxFilters) =>
  useQuery({
    queryKey: [...messagesQueryKey, 'inbox', params, filters],
    queryFn: ({ signal }) =>
      apiRequest(`/message-threads?${inboxQuery(params, filters)}`, { schema: ZMessageThreadPage, signal }),
    placeholderData: keepPreviousData,
  });

/** GET /tenants/{id}/threads/{id}: the thread's head. */
export const useThread = (tenantUuid: string, threadUuid: string) =>
  useQuery({
    queryKey: threadQueryKey(tenantUuid, threadUuid),
    queryFn: ({ signal }) => apiRequest(threadPath(tenantUuid, threadUuid), { schema: ZMessageThread, signal }),
  });

export type TStartThread = {
  tenantUuid: string;
  subject: string;
  body: string;
  link: { kind: TThreadLinkKind; uuid: string } | null;
  files: File[];
};

/** POST /tenants/{id}/threads: JSON, or multipart with `file` parts when files are attached. */
export function startThread({ tenantUuid, subject, body, link, files }: TStartThread): Promise<TMessageThread> {
  const fields: Record<string, string> = { subject, body };
  if (link) Object.assign(fields, { link_kind: link.kind, link_uuid: link.uuid });
  if (files.length === 0) {
    return apiRequest(threadsPath(tenantUuid), { method: 'POST', body: fields, schema: ZMessageThread });
  }
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append('file', file, file.name);
  return postForm({ path: threadsPath(tenantUuid), form, schema: ZMessageThread });
}

export function useStartThread() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startThread,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagesQueryKey }),
  });
}

/** PUT …/assignee (staff): who at the firm answers this thread; null for nobody. */
export function useAssignThread(tenantUuid: string, threadUuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userUuid: string | null) =>
      apiRequest(`${threadPath(tenantUuid, threadUuid)}/assignee`, {
        method: 'PUT',
        body: { user_uuid: userUuid },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: messagesQueryKey }),
  });
}
