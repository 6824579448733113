import dns from 'node:dns';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { InboundMailConfig } from '../../config.ts';
import { loadInboundReceiver } from '../lazy/heavy-modules.ts';
import type { InboundHandler } from './inbound-message.ts';

export type InboundReceiver = { port: number; close: () => Promise<void> };

/** A resolver asking only the given servers (INBOUND_DNS_SERVERS: a validating resolver, or a test's own). */
function resolverOf(servers: string[] | undefined) {
  if (!servers) return undefined;
  const resolver = new dns.promises.Resolver({ timeout: 3000, tries: 2 });
  resolver.setServers(servers);
  return (name: string, type: string) => resolver.resolve(name, type) as Promise<string[] | string[][]>;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Spool folders of processes that are gone (a crash): their messages were never answered 250. */
async function removeDeadSpools(root: string) {
  const entries = await fs.readdir(root).catch(() => [] as string[]);
  for (const entry of entries) {
    const pid = Number(entry);
    if (Number.isInteger(pid) && pid !== process.pid && !alive(pid)) {
      await fs.rm(path.join(root, entry), { recursive: true, force: true });
    }
  }
}

/**
 * Starts the SMTP receiver of e-mail in when INBOUND_SMTP_PORT is set (issue 32). Spool files live in
 * DATA_DIR/inbound-spool/<pid>, one folder per message, removed when it is answered; what a crashed process left
 * is removed at the next start (those messages were never answered 250, so their senders try again).
 */
export async function startInboundReceiver(deps: {
  config: InboundMailConfig & { smtp: { host: string; port: number } };
  dataDir: string;
  handler: InboundHandler;
  log: FastifyBaseLogger;
}): Promise<InboundReceiver> {
  const { config, handler, log } = deps;
  const spoolRoot = path.join(deps.dataDir, 'inbound-spool');
  await removeDeadSpools(spoolRoot);
  const spoolDir = path.join(spoolRoot, String(process.pid));
  const { startReceiver } = await loadInboundReceiver();
  const running = await startReceiver({
    host: config.smtp.host,
    port: config.smtp.port,
    domain: config.domain,
    limits: config,
    spoolDir,
    resolver: resolverOf(config.dnsServers),
    trustReceived: config.trustReceived,
    serverName: os.hostname(),
    handler,
    log,
  });
  log.info({ port: running.port, host: config.smtp.host, domain: config.domain }, 'e-mail in: receiver listening');
  return running;
}
