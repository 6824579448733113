/**
 * The V8 inspector of a server started with `--inspect=127.0.0.1:0` (allowed in NODE_OPTIONS, unlike
 * `--trace-gc`): the heap in use and committed, read between requests without changing the server.
 */
export async function connectInspector(output: () => string) {
  const address = /Debugger listening on (ws:\/\/\S+)/.exec(output())?.[1];
  if (!address) throw new Error(`the server did not open its inspector:\n${output()}`);
  const socket = new WebSocket(address);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', reject, { once: true });
  });
  let nextId = 1;
  const pending = new Map<number, (result: unknown) => void>();
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown };
    if (message.id !== undefined) pending.get(message.id)?.(message.result);
    pending.delete(message.id ?? -1);
  });
  const send = <T>(method: string) =>
    new Promise<T>((resolve) => {
      const id = nextId++;
      pending.set(id, resolve as (result: unknown) => void);
      socket.send(JSON.stringify({ id, method }));
    });
  return {
    /** Bytes of JavaScript heap in use (live and not yet collected) and the heap's committed size. */
    heapUsage: () => send<{ usedSize: number; totalSize: number }>('Runtime.getHeapUsage'),
    close: () => socket.close(),
  };
}
