/**
 * `fn` over every item with at most `limit` calls in flight, results in input order. Listing a 10,000-entry
 * folder stats every entry: all at once would queue 10,000 requests on libuv's small thread pool and hold
 * their buffers; one at a time would be slow.
 */
export async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
