import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createScratchDatabase } from '../../scripts/lib/scratch-database.ts';
import { createActiveClient } from './client-account.ts';
import { startLoopbackDns } from '../../apps/server/test/dns-loopback.ts';
import { freePort, startServer, type RunningServer } from './server-process.ts';
import { staffApi } from './staff-api.ts';

type Cleanups = (() => Promise<unknown> | unknown)[];
type StaffApi = Awaited<ReturnType<typeof staffApi>>;

/**
 * A journey's own server with the test clock (TEST_CLOCK=true), on PGlite in a fresh DATA_DIR or (`database`
 * 'postgres') on a scratch PostgreSQL database, with `env` added to its environment; `cleanups` gets what removes them (run them in reverse). Answers the server and the firm's
 * API as the e2e SuperAdmin.
 */
export async function journeyServer(
  database: string,
  label: string,
  cleanups: Cleanups,
  env: Record<string, string> = {},
) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `lp-e2e-${label}-`));
  cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  let databaseUrl: string | undefined;
  if (database === 'postgres') {
    const scratch = await createScratchDatabase(process.env.DATABASE_URL!, 'lp_e2e');
    cleanups.push(scratch.drop);
    databaseUrl = scratch.url;
  }
  const server: RunningServer = await startServer({ dataDir, databaseUrl, env: { TEST_CLOCK: 'true', ...env } });
  cleanups.push(() => server.stop());
  return { server, dataDir, databaseUrl, api: await staffApi(server.url) };
}

/** A company (local folder) with one owner who can sign in; answers the company's uuid. */
export async function companyWithOwner(
  api: StaffApi,
  baseUrl: string,
  name: string,
  owner: { name: string; email: string; password: string },
) {
  const suffix = `${Date.now()}${Math.floor(Math.random() * 1e4)}`;
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const tenant = await api.post<{ uuid: string }>('/tenants', {
    name: `${name} ${suffix}`,
    root_directory: `${slug}-${suffix}`,
    root_directory_type: 'LOCAL_FOLDER',
    primary_contact_email: `${slug}-${suffix}@figures.test`,
  });
  await createActiveClient(baseUrl, api, { tenantId: tenant.uuid, ...owner });
  return tenant.uuid;
}

/** The client's own mail domain in the e-mail-in journeys: its SPF passes for mail from loopback. */
export const CLIENT_MAIL_DOMAIN = 'client-domain.test';

/**
 * A journey's server with its e-mail receiver on (issue 32): mail for `in.e2e.test` on `smtpPort`, SPF and DMARC
 * judged against a DNS server on loopback that knows CLIENT_MAIL_DOMAIN. Answers journeyServer's answer and the port.
 */
export async function journeyServerWithInboundMail(database: string, label: string, cleanups: Cleanups) {
  const dns = await startLoopbackDns({
    [CLIENT_MAIL_DOMAIN]: ['v=spf1 ip4:127.0.0.1 -all'],
    [`_dmarc.${CLIENT_MAIL_DOMAIN}`]: ['v=DMARC1; p=none'],
  });
  cleanups.push(() => dns.close());
  const smtpPort = await freePort();
  const started = await journeyServer(database, label, cleanups, {
    INBOUND_MAIL_DOMAIN: 'in.e2e.test',
    INBOUND_SMTP_PORT: String(smtpPort),
    INBOUND_DNS_SERVERS: dns.address,
  });
  return { ...started, smtpPort };
}
