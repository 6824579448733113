/**
 * The cache keys that more than one feature touches: one screen writes, another refreshes. A key only its own
 * feature uses stays beside its fetcher.
 */

/** Every cached tenant query (lists and details) starts with this key, so a save can refresh them all at once. */
export const tenantsQueryKey = ['tenants'] as const;

/** Every cached folder listing of one tenant starts with this key, so an upload can refresh them all. */
export const tenantFilesQueryKey = (tenantUuid: string) => ['files', tenantUuid] as const;

/**
 * The client's list of what the firm needs from them (issue 30). Under the requests' key (['requests']), so a
 * request submitted anywhere refreshes it with the lists and badges.
 */
export const clientAsksQueryKey = ['requests', 'client-asks'] as const;

/**
 * How the firm lets clients sign in (issue 32): read by the login page (auth), refreshed when the firm settings
 * screen saves a change (settings).
 */
export const clientSignInMethodsQueryKey = ['client-sign-in-methods'] as const;

/**
 * Conversations with something unread (issue 34, GET /message-threads/unread): the sidebar badge (messages) and
 * the client's asks page (client-asks) read it; opening a thread refreshes it. Under the messages' key.
 */
export const unreadMessagesQueryKey = ['messages', 'unread'] as const;
