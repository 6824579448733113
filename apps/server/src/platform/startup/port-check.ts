import net from 'node:net';

/**
 * Binds PORT on HOST for an instant and lets it go, before the start opens its database: a port another
 * program holds (or one this user may not use) is then reported at once, not after the embedded database has
 * initialised (about 20 s on a fresh DATA_DIR) or PostgreSQL has been waited for. The listen error is the one
 * Fastify's own listen would meet, so explainStartupError words it the same way.
 */
export async function assertPortFree(port: number, host: string): Promise<void> {
  const probe = net.createServer();
  await new Promise<void>((resolve, reject) => {
    probe.once('error', reject);
    probe.listen({ port, host, exclusive: true }, () => resolve());
  });
  await new Promise<void>((resolve) => probe.close(() => resolve()));
}
