import type { TThreadMessage } from '@ledgerport/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { THREAD_POLL_MS, threadMessagesQueryKey } from './message-keys.ts';
import { getThreadMessages } from './thread-messages.ts';

/** Messages by uuid, a later copy (edited, removed) replacing an earlier one, oldest first. */
export function mergeMessages(...lists: TThreadMessage[][]): TThreadMessage[] {
  const byUuid = new Map<string, TThreadMessage>();
  for (const list of lists) for (const message of list) byUuid.set(message.uuid, message);
  return [...byUuid.values()].sort((a, b) => a.created_at.localeCompare(b.created_at));
}

/**
 * An open thread's messages: the newest page, earlier pages on demand, and what arrives since, asked for every
 * THREAD_POLL_MS while the screen is open (after the newest shown). Shown as one list, oldest first; the newest
 * page, refreshed after an edit or removal, has the last word on the messages it holds.
 */
export function useThreadMessages(tenantUuid: string, threadUuid: string) {
  const thread = { tenantUuid, threadUuid };
  const key = threadMessagesQueryKey(tenantUuid, threadUuid);
  /** Earlier pages, messages that arrived by polling, and those this screen posted. */
  const [extra, setExtra] = useState<TThreadMessage[]>([]);
  const [deleted, setDeleted] = useState<ReadonlySet<string>>(new Set());
  const [olderHasOlder, setOlderHasOlder] = useState<boolean | null>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);

  const newest = useQuery({
    queryKey: [...key, 'newest'],
    queryFn: ({ signal }) => getThreadMessages(thread, {}, signal),
  });
  const messages = mergeMessages(extra, newest.data?.data ?? []).filter((message) => !deleted.has(message.uuid));
  const add = (more: TThreadMessage[]) => setExtra((old) => mergeMessages(old, more));

  const last = messages.at(-1)?.uuid;
  useQuery({
    queryKey: [...key, 'after', last],
    queryFn: async ({ signal }) => {
      const page = await getThreadMessages(thread, { after: last }, signal);
      if (page.data.length > 0) add(page.data);
      return page;
    },
    enabled: Boolean(last),
    refetchInterval: THREAD_POLL_MS,
    refetchIntervalInBackground: false,
    // Each answer is shown through `extra` as it comes; a cached one must not stand in for asking again.
    gcTime: 0,
  });

  const loadEarlier = async () => {
    const first = messages[0]?.uuid;
    if (!first) return;
    setLoadingOlder(true);
    try {
      const page = await getThreadMessages(thread, { before: first });
      add(page.data);
      setOlderHasOlder(page.has_older);
    } finally {
      setLoadingOlder(false);
    }
  };

  return {
    messages,
    hasOlder: olderHasOlder ?? newest.data?.has_older ?? false,
    loadEarlier,
    loadingOlder,
    newest,
    /** A message this screen posted, shown at once. */
    put: (message: TThreadMessage) => add([message]),
    /** A message deleted here, gone at once. */
    drop: (uuid: string) => setDeleted((old) => new Set([...old, uuid])),
    /** After an edit or removal: the newest page again, with the changed copies. */
    refresh: () => void newest.refetch(),
  };
}
