import { ZThreadMessage, ZThreadMessages, type TThreadMessage, type TThreadMessages } from '@ledgerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { postForm } from '../../../lib/post-form.ts';
import { messagePath, threadPath, threadQueryKey, unreadQueryKey } from './message-keys.ts';

type TThreadRef = { tenantUuid: string; threadUuid: string };

/** GET …/messages: the newest page, the page before a message, or what arrived after one; oldest first. */
export function getThreadMessages(
  { tenantUuid, threadUuid }: TThreadRef,
  cursor: { before?: string; after?: string },
  signal?: AbortSignal,
): Promise<TThreadMessages> {
  const query = new URLSearchParams();
  if (cursor.before) query.set('before', cursor.before);
  if (cursor.after) query.set('after', cursor.after);
  const suffix = query.size > 0 ? `?${query}` : '';
  return apiRequest(`${threadPath(tenantUuid, threadUuid)}/messages${suffix}`, { schema: ZThreadMessages, signal });
}

export type TNewMessage = { body: string; internal: boolean; files: File[] };

/** POST …/messages: JSON, or multipart (`body`, `internal`, `file` parts) when files are attached. */
export function postMessage({ tenantUuid, threadUuid }: TThreadRef, message: TNewMessage): Promise<TThreadMessage> {
  const path = `${threadPath(tenantUuid, threadUuid)}/messages`;
  if (message.files.length === 0) {
    return apiRequest(path, {
      method: 'POST',
      body: { body: message.body, internal: message.internal },
      schema: ZThreadMessage,
    });
  }
  const form = new FormData();
  form.append('body', message.body);
  form.append('internal', String(message.internal));
  for (const file of message.files) form.append('file', file, file.name);
  return postForm({ path, form, schema: ZThreadMessage });
}

/** The changes one can make to a message of an open thread; each refreshes the thread's head afterwards. */
export function useMessageActions(thread: TThreadRef) {
  const queryClient = useQueryClient();
  const settled = () =>
    queryClient.invalidateQueries({ queryKey: threadQueryKey(thread.tenantUuid, thread.threadUuid) });
  const at = (messageUuid: string) => messagePath(thread.tenantUuid, thread.threadUuid, messageUuid);
  return {
    post: useMutation({ mutationFn: (message: TNewMessage) => postMessage(thread, message), onSettled: settled }),
    edit: useMutation({
      mutationFn: ({ uuid, body }: { uuid: string; body: string }) =>
        apiRequest(at(uuid), { method: 'PATCH', body: { body } }),
      onSettled: settled,
    }),
    remove: useMutation({
      mutationFn: ({ uuid, reason }: { uuid: string; reason: string }) =>
        apiRequest(`${at(uuid)}/remove`, { method: 'POST', body: { reason } }),
      onSettled: settled,
    }),
    delete: useMutation({
      mutationFn: (uuid: string) => apiRequest(at(uuid), { method: 'DELETE' }),
      onSettled: settled,
    }),
  };
}

/** POST …/read: everything up to that message is read; the sidebar's count follows. */
export function useMarkThreadRead(thread: TThreadRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (upTo: string) =>
      apiRequest(`${threadPath(thread.tenantUuid, thread.threadUuid)}/read`, { method: 'POST', body: { up_to: upTo } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: unreadQueryKey }),
  });
}
