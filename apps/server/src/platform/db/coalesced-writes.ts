/**
 * Many small writes as few statements: `write(item)` resolves once a statement carrying the item has run.
 * Items arriving while a statement runs wait for it and then go together in the next one, so a busy queue (a
 * few hundred deliveries settling per second on PGlite's single connection) costs a statement per burst
 * instead of one per item. `lingerMs` holds the first item of a burst that long for company (0: written at
 * once), for items that arrive spread out rather than in bursts.
 */
export function coalescedWrites<T>(
  flush: (items: T[]) => Promise<void>,
  { lingerMs = 0 }: { lingerMs?: number } = {},
): (item: T) => Promise<void> {
  let waiting: { item: T; done: (error?: unknown) => void }[] = [];
  let running = false;

  const drain = async () => {
    running = true;
    if (lingerMs > 0) await new Promise((resolve) => setTimeout(resolve, lingerMs));
    while (waiting.length > 0) {
      const batch = waiting;
      waiting = [];
      try {
        await flush(batch.map((entry) => entry.item));
        for (const entry of batch) entry.done();
      } catch (error) {
        for (const entry of batch) entry.done(error ?? new Error('write failed'));
      }
    }
    running = false;
  };

  return (item) =>
    new Promise<void>((resolve, reject) => {
      waiting.push({ item, done: (error) => (error === undefined ? resolve() : reject(error)) });
      if (!running) void drain();
    });
}
