import net from 'node:net';
import { Transform } from 'node:stream';

export type TcpProxy = {
  port: number;
  /** The network to the target goes away: every open connection is cut and new ones are refused. */
  cut: () => Promise<void>;
  /** The network comes back on the same port. */
  restore: () => Promise<void>;
  close: () => Promise<void>;
  /** Bytes relayed towards the target so far, over every connection. */
  upstreamBytes: () => number;
};

/** Passes each chunk on after the time it takes at `bytesPerSecond`: a line of that speed, roughly. */
const slowLine = (bytesPerSecond: number) =>
  new Transform({
    transform(chunk: Buffer, _encoding, done) {
      setTimeout(() => done(null, chunk), (chunk.length / bytesPerSecond) * 1000);
    },
  });

/**
 * A plain TCP relay on loopback to `target`, which a test can cut and restore: a database "gone mid-request"
 * without stopping the machine's PostgreSQL, seen by the server exactly as a real outage (reset sockets,
 * refused connections). `upstreamBytesPerSecond` slows what goes to the target (an upload on a real line, slow
 * enough for a test to act while it is under way).
 */
export async function startTcpProxy(
  target: { host: string; port: number },
  { upstreamBytesPerSecond }: { upstreamBytesPerSecond?: number } = {},
): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let upstreamBytes = 0;
  const relay = (client: net.Socket) => {
    client.on('data', (chunk: Buffer) => (upstreamBytes += chunk.length));
    const upstream = net.connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      // One side gone (a server killed, a client gone) ends the other side too, as a direct connection would: a
      // half-closed relay left a browser sending into a socket nobody read, waiting for ever.
      socket.on('close', () => {
        sockets.delete(socket);
        client.destroy();
        upstream.destroy();
      });
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    if (upstreamBytesPerSecond) {
      const line = slowLine(upstreamBytesPerSecond);
      upstream.on('close', () => line.destroy());
      client.pipe(line).pipe(upstream);
    } else client.pipe(upstream);
    upstream.pipe(client);
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
    upstreamBytes: () => upstreamBytes,
  };
}
