import net from 'node:net';

export type TcpProxy = {
  port: number;
  /** The network to the target goes away: every open connection is cut and new ones are refused. */
  cut: () => Promise<void>;
  /** The network comes back on the same port. */
  restore: () => Promise<void>;
  close: () => Promise<void>;
};

/**
 * A plain TCP relay on loopback to `target`, which a test can cut and restore: a database "gone mid-request"
 * without stopping the machine's PostgreSQL, seen by the server exactly as a real outage (reset sockets,
 * refused connections).
 */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  const relay = (client: net.Socket) => {
    const upstream = net.connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  };
  let server = net.createServer(relay);
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port));
    });
  const port = await listen(0);
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  return {
    port,
    cut: stop,
    restore: async () => {
      server = net.createServer(relay);
      await listen(port);
    },
    close: stop,
  };
}
