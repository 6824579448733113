/** Every cached message query starts with this key: a post, edit or read refreshes lists, threads and badges. */
export const messagesQueryKey = ['messages'] as const;

export const threadsPath = (tenantUuid: string) => `/tenants/${encodeURIComponent(tenantUuid)}/threads`;
export const threadPath = (tenantUuid: string, threadUuid: string) =>
  `${threadsPath(tenantUuid)}/${encodeURIComponent(threadUuid)}`;
export const messagePath = (tenantUuid: string, threadUuid: string, messageUuid: string) =>
  `${threadPath(tenantUuid, threadUuid)}/messages/${encodeURIComponent(messageUuid)}`;

export const threadQueryKey = (tenantUuid: string, threadUuid: string) =>
  [...messagesQueryKey, 'thread', tenantUuid, threadUuid] as const;
export const threadMessagesQueryKey = (tenantUuid: string, threadUuid: string) =>
  [...threadQueryKey(tenantUuid, threadUuid), 'messages'] as const;
export { unreadMessagesQueryKey as unreadQueryKey } from '../../../lib/query-keys.ts';

/** How often an open thread asks for what arrived since (the screen shows a new message within 5 s). */
export const THREAD_POLL_MS = 3_000;
