/** `write(item)` resolves once a statement carrying the item has run; `write.now()` ends the linger. */
export type CoalescedWriter<T> = ((item: T) => Promise<void>) & {
  /** Someone needs a waiting item written: the next statement starts now rather than after the linger. */
  now: () => void;
};

/**
 * Many small writes as few statements. Items arriving while a statement runs wait for it and then go together in
 * the next one, so a busy queue (a few hundred deliveries settling per second on PGlite's single connection) costs
 * a statement per burst instead of one per item. `lingerMs` holds each statement that long for company (0: written
 * at once), for items that arrive spread out rather than in bursts; `now()` cuts the wait short when one of them
 * is needed sooner (outbound-delivery.ts: a send waits for its slot's previous SENT mark).
 */
export function coalescedWrites<T>(
  flush: (items: T[]) => Promise<void>,
  { lingerMs = 0 }: { lingerMs?: number } = {},
): CoalescedWriter<T> {
  let waiting: { item: T; done: (error?: unknown) => void }[] = [];
  let running = false;
  let hurried = false;
  let wake: (() => void) | undefined;

  const linger = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => wake?.(), lingerMs);
      wake = () => {
        clearTimeout(timer);
        wake = undefined;
        resolve();
      };
    });

  const drain = async () => {
    running = true;
    while (waiting.length > 0) {
      if (lingerMs > 0 && !hurried) await linger();
      hurried = false;
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

  const write = (item: T) =>
    new Promise<void>((resolve, reject) => {
      waiting.push({ item, done: (error) => (error === undefined ? resolve() : reject(error)) });
      if (!running) void drain();
    });
  const now = () => {
    if (waiting.length === 0) return;
    hurried = true;
    wake?.();
  };
  return Object.assign(write, { now });
}
