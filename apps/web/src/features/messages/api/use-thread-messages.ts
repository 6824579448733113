import type { TThreadMessage } from '@ledgerport/contract';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { THREAD_POLL_MS, threadMessagesQueryKey } from './message-keys.ts';
import { getThreadMessages } from './thread-messages.ts';

/** Messages by uuid, a later copy (edited, removed) replacing an earlier one, oldest first. */
export function mergeMessages(shown: TThreadMessage[], incoming: TThreadMessage[]): TThreadMessage[] {
  const byUuid = new Map(shown.map((message) => [message.uuid, message]));
  for (const message of incoming) byUuid.set(message.uuid, message);
  return [...byUuid.values()].sort((a, b) => a.created_at.localeCompare(b.created_at));
}

/**
 * An open thread's messages: the newest page, earlier pages on demand, and what arrives since, asked for every
 * THREAD_POLL_MS while the screen is open (after the newest shown). Kept as one list on the screen.
 */
export function useThreadMessages(tenantUuid: string, threadUuid: string) {
  const thread = { tenantUuid, threadUuid };
  const key = threadMessagesQueryKey(tenantUuid, threadUuid);
  const [shown, setShown] = useState<TThreadMessage[]>([]);
  const [hasOlder, setHasOlder] = useState(false);
  const [loadingOlder, setLoadingOlder] = useState(false);

  const newest = useQuery({
    queryKey: [...key, 'newest'],
    queryFn: ({ signal }) => getThreadMessages(thread, {}, signal),
  });
  useEffect(() => {
    if (!newest.data) return;
    setShown((old) => mergeMessages(old, newest.data.data));
    // Only the first load says whether earlier pages exist; later refreshes of the newest page leave it.
    setHasOlder((old) => old || newest.data.has_older);
  }, [newest.data]);

  const last = shown.at(-1)?.uuid;
  const arrived = useQuery({
    queryKey: [...key, 'after', last],
    queryFn: ({ signal }) => getThreadMessages(thread, { after: last }, signal),
    enabled: Boolean(last),
    refetchInterval: THREAD_POLL_MS,
    refetchIntervalInBackground: false,
  });
  useEffect(() => {
    if (arrived.data && arrived.data.data.length > 0) setShown((old) => mergeMessages(old, arrived.data.data));
  }, [arrived.data]);

  const first = shown[0]?.uuid;
  const loadEarlier = useCallback(async () => {
    if (!first) return;
    setLoadingOlder(true);
    try {
      const page = await getThreadMessages({ tenantUuid, threadUuid }, { before: first });
      setShown((old) => mergeMessages(old, page.data));
      setHasOlder(page.has_older);
    } finally {
      setLoadingOlder(false);
    }
  }, [first, tenantUuid, threadUuid]);

  /** A message this screen posted or changed, shown at once; a deleted one gone. */
  const put = useCallback((message: TThreadMessage) => setShown((old) => mergeMessages(old, [message])), []);
  const drop = useCallback((uuid: string) => setShown((old) => old.filter((m) => m.uuid !== uuid)), []);
  const refresh = useCallback(() => void newest.refetch(), [newest]);

  return { messages: shown, hasOlder, loadEarlier, loadingOlder, newest, put, drop, refresh };
}
