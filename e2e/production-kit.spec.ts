import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../apps/web/src/locales/en.json' with { type: 'json' };
import { rollingUpgrade, nginxWorkers, type TInstance } from '../scripts/lib/rolling-upgrade.ts';
import { createScratchDatabase } from '../scripts/lib/scratch-database.ts';
import { useBrowser } from './support/browser.ts';
import { createActiveClient } from './support/client-account.ts';
import { findNginx, startProxy, type RunningProxy } from './support/nginx-proxy.ts';
import { onePagePdf } from './support/pdf.ts';
import { startS3, type RunningS3 } from './support/s3-server.ts';
import { ADMIN, freePort, startServer, type RunningServer } from './support/server-process.ts';
import { signIn } from './support/sign-in.ts';
import { staffApi, uniqueEmail } from './support/staff-api.ts';
import { http2Get, multipartFile, tlsClient } from './support/tls-client.ts';

/**
 * The production kit as docs/operations.md ("Run it in production") sets it up: Debian's nginx with the shipped
 * site file (deploy/nginx/ledgerport.conf) terminating TLS with HTTP/2 in front of two instances on one
 * PostgreSQL database and one S3 service, then a rolling upgrade (scripts/lib/rolling-upgrade.ts) under steady
 * traffic. PostgreSQL only: several instances need a shared database, which the embedded one is not.
 */
const nginx = findNginx();
const withPostgres = Boolean(process.env.DATABASE_URL);
const browser = useBrowser();
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const CLIENT_PASSWORD = 'Client-Pass-1!';
const repoRoot = path.resolve(import.meta.dirname, '..');

it.runIf(process.env.CI === 'true' && withPostgres)('CI has nginx for the production kit (.ci/run installs it)', () => {
  expect(nginx).toBeTruthy();
});

it('the systemd unit passes `systemd-analyze verify` without a warning', () => {
  // Verified as the instance on port 3001, with the release's path being this checkout (ExecStart must exist).
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-systemd-'));
  const unit = fs.readFileSync(path.join(repoRoot, 'deploy/systemd/ledgerport@.service'), 'utf8');
  expect(unit).toContain('/opt/ledgerport/node_modules/.bin/node');
  fs.writeFileSync(path.join(dir, 'ledgerport@3001.service'), unit.replaceAll('/opt/ledgerport', repoRoot));
  const verified = spawnSync('systemd-analyze', ['verify', path.join(dir, 'ledgerport@3001.service')], {
    encoding: 'utf8',
  });
  fs.rmSync(dir, { recursive: true, force: true });
  expect(verified.error).toBeUndefined();
  expect(`${verified.stdout}${verified.stderr}`).toBe('');
  expect(verified.status).toBe(0);
});

describe.runIf(withPostgres && nginx)('the production kit: nginx in front of two instances', () => {
  const cleanups: (() => Promise<unknown> | unknown)[] = [];
  let proxy: RunningProxy;
  let s3: RunningS3;
  let databaseUrl: string;
  let db: pg.Client;
  let env: Record<string, string>;
  const instances: TInstance[] = [];
  const servers = new Map<number, RunningServer>();
  let tenantId: string;
  let token: string;

  const startInstance = async (port: number, dataDir?: string) => {
    const server = await startServer({ databaseUrl, env, port, dataDir, publicUrl: proxy.url });
    servers.set(port, server);
    return server;
  };

  beforeAll(async () => {
    const scratch = await createScratchDatabase(process.env.DATABASE_URL!, 'lp_kit');
    cleanups.push(() => scratch.drop());
    databaseUrl = scratch.url;
    s3 = await startS3('production-kit');
    cleanups.push(() => s3.stop());
    instances.push({ host: '127.0.0.1', port: await freePort() }, { host: '127.0.0.1', port: await freePort() });
    proxy = await startProxy(nginx!, instances);
    cleanups.push(() => proxy.stop());
    // Resumable uploads are staged where every instance finds them (the unit's shared StateDirectory).
    const resumableDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-kit-resumable-'));
    cleanups.push(() => fs.rmSync(resumableDir, { recursive: true, force: true }));
    env = {
      ...s3.env,
      RESUMABLE_UPLOAD_DIR: resumableDir,
      TRUST_PROXY: 'true',
      JWT_SECRET: `kit-${randomUUID()}-secret`,
      DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    };
    await Promise.all(instances.map((instance) => startInstance(instance.port)));
    cleanups.push(async () => {
      for (const server of servers.values()) {
        await server.stop();
        fs.rmSync(server.dataDir, { recursive: true, force: true });
      }
    });
    db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    cleanups.push(() => db.end());

    const api = await staffApi(servers.get(instances[0]!.port)!.url);
    tenantId = (
      await api.post<{ uuid: string }>('/tenants', {
        name: 'Proxy Books LLC',
        root_directory: `${s3.bucket}/clients/proxy`,
        root_directory_type: 'AWS_S3',
        primary_contact_email: 'books@proxy.test',
      })
    ).uuid;
    const client = tlsClient(proxy.url, proxy.certificate);
    const login = await client.request('POST', '/api/v1/auth/login', {
      headers: { 'content-type': 'application/json' },
      body: Buffer.from(JSON.stringify(ADMIN)),
    });
    client.close();
    expect(login.status).toBe(200);
    token = (JSON.parse(login.body.toString()) as { token: string }).token;
  }, 240_000);

  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('speaks TLS with HTTP/2, sends plain HTTP to HTTPS, and passes on the client address, never a claimed one', async () => {
    const health = await http2Get(proxy.url, proxy.certificate, '/api/v1/health');
    expect(health.alpn).toBe('h2');
    expect(health.status).toBe(200);
    // PUBLIC_URL is https: the portal itself asks browsers to stay on HTTPS.
    expect(String(health.headers['strict-transport-security'])).toMatch(/max-age=\d+/);

    const plain = await fetch(`${proxy.httpUrl}/app/login`, { redirect: 'manual' });
    expect(plain.status).toBe(301);
    // To the standard port, as in production (the test's HTTPS port is another).
    expect(plain.headers.get('location')).toBe('https://localhost/app/login');

    // A client on 127.0.0.3 claims to be 203.0.113.9: the audit trail records 127.0.0.3 (what nginx saw), not the
    // proxy's own 127.0.0.1 (TRUST_PROXY) and not the claim (the edge overwrites X-Forwarded-For).
    const email = uniqueEmail('nobody');
    const from = tlsClient(proxy.url, proxy.certificate, '127.0.0.3');
    const refused = await from.request('POST', '/api/v1/auth/login', {
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9' },
      body: Buffer.from(JSON.stringify({ email, password: 'Wrong-Password-1!' })),
    });
    from.close();
    expect(refused.status).toBe(401);
    const recorded = await db.query(`select ip from audit_events where action = 'SIGN_IN' and target like $1`, [
      `%${email}%`,
    ]);
    expect(recorded.rows.map((row) => row.ip)).toEqual(['127.0.0.3']);
  });

  it('streams an upload to an instance without spooling it to disk, and the file arrives whole', async () => {
    const bytes = randomBytes(48 * 1024 * 1024);
    const { parts, contentType } = multipartFile('year-end-ledger.bin', bytes);
    const client = tlsClient(proxy.url, proxy.certificate);
    const answer = await client.request('POST', `/api/v1/tenants/${tenantId}/uploads?type=BANK_STATEMENT`, {
      headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
      body: parts,
      pauseMs: 5,
    });
    client.close();
    expect(answer.status).toBe(201);
    // nginx unlinks a spooled body's temp file at once, but says so in its log (at "warn", the shipped level).
    expect(proxy.log()).not.toMatch(/request body is buffered to a temporary file/);
    const { path: filePath } = JSON.parse(answer.body.toString()) as { path: string };
    expect(sha256(await readBack(filePath))).toBe(sha256(bytes));
  });

  it('a resumable (tus) upload goes on through whichever instance nginx picks for each piece', async () => {
    const bytes = randomBytes(6 * 1024 * 1024);
    const client = tlsClient(proxy.url, proxy.certificate);
    const tus = { authorization: `Bearer ${token}`, 'tus-resumable': '1.0.0' };
    const metadata = ['filename', 'type'].map((key, i) =>
      [key, Buffer.from(['resumed-ledger.bin', 'BANK_STATEMENT'][i]!).toString('base64')].join(' '),
    );
    const created = await client.request('POST', `/api/v1/tenants/${tenantId}/resumable-uploads`, {
      headers: { ...tus, 'upload-length': String(bytes.length), 'upload-metadata': metadata.join(',') },
    });
    expect(created.status).toBe(201);
    const location = new URL(String(created.headers.location), `${proxy.url}/api/v1/tenants/${tenantId}/`).pathname;
    // Six pieces of 1 MiB, each PATCH from the offset the previous HEAD answered. nginx takes turns between the
    // instances request by request (round robin), so a HEAD on one answers what a PATCH on the other wrote.
    const piece = 1024 * 1024;
    for (let n = 0; n < 6; n += 1) {
      const head = await client.request('HEAD', location, { headers: tus });
      expect(head.status).toBe(200);
      const offset = Number(head.headers['upload-offset']);
      expect(offset).toBe(n * piece);
      const patched = await client.request('PATCH', location, {
        headers: { ...tus, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
        body: bytes.subarray(offset, offset + piece),
      });
      expect(patched.status).toBe(204);
    }
    client.close();
    // Both instances answered requests of this upload (nginx's log names the instance of each one).
    const id = location.split('/').pop()!;
    const served = new Set(
      fs
        .readFileSync(`${proxy.dir}/access.log`, 'utf8')
        .split('\n')
        .filter((line) => line.includes(`resumable-uploads/${id} `))
        .map((line) => /upstream=(\S+)/.exec(line)?.[1]),
    );
    expect(served).toEqual(new Set(instances.map((instance) => `${instance.host}:${instance.port}`)));
    const kept = await findFiles('resumed-ledger.bin');
    expect(kept.map((entry) => entry.file)).toEqual(['resumed-ledger.bin']);
    expect(sha256(await readBack(kept[0]!.path))).toBe(sha256(bytes));
  });

  it('the main journeys run in Chromium through the proxy: a client uploads, staff download the same bytes', async () => {
    const api = await staffApi(servers.get(instances[1]!.port)!.url);
    const clientEmail = uniqueEmail('proxied');
    await createActiveClient(servers.get(instances[1]!.port)!.url, api, {
      tenantId,
      name: 'Pia Proxied',
      email: clientEmail,
      password: CLIENT_PASSWORD,
    });
    const pdf = { name: 'w2-proxied.pdf', mimeType: 'application/pdf', buffer: onePagePdf('W-2') };
    const csv = {
      name: 'ledger-proxied.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('date,amount\n2026-03-01,12.50\n'),
    };

    const client = await browser.newPage(proxy.url, 'en-US', { ignoreHTTPSErrors: true });
    await signIn(client, clientEmail, CLIENT_PASSWORD);
    // Over HTTPS the session cookie is Secure.
    expect((await client.context().cookies()).filter((cookie) => !cookie.secure)).toEqual([]);
    await client
      .getByRole('list', { name: en.dashboard.accessDocuments })
      .getByRole('link', { name: 'Proxy Books LLC' })
      .click();
    await client.getByRole('link', { name: en.files.uploadFile }).click();
    await client.getByRole('combobox', { name: en.uploads.fileType }).click();
    await client.getByRole('option', { name: en.uploads.types.BANK_STATEMENT }).click();
    await client.locator(`input[type="file"][aria-label="${en.uploads.chooseFiles}"]`).setInputFiles([pdf, csv]);
    await client.getByRole('list', { name: en.uploads.chosenFiles }).getByText(csv.name).waitFor();
    await client.getByRole('button', { name: en.uploads.send }).click();
    await client.getByText(en.uploads.sentToCpa).waitFor();
    await client.context().close();

    const staff = await browser.newPage(proxy.url, 'en-US', { ignoreHTTPSErrors: true });
    await signIn(staff, ADMIN.email, ADMIN.password);
    await staff.goto('/app/tenant/info');
    await staff.getByPlaceholder(en.tenants.list.searchPlaceholder).fill('Proxy Books');
    await staff.getByRole('link', { name: en.tenants.list.openFiles.replace('{{name}}', 'Proxy Books LLC') }).click();
    await staff
      .getByRole('link', { name: en.files.openFolder.replace('{{name}}', en.uploads.types.BANK_STATEMENT) })
      .click();
    await staff.getByRole('row').filter({ hasText: pdf.name }).waitFor();
    const [download] = await Promise.all([
      staff.waitForEvent('download'),
      staff.getByRole('button', { name: en.files.downloadNamed.replace('{{name}}', csv.name) }).click(),
    ]);
    expect(fs.readFileSync((await download.path())!).equals(csv.buffer)).toBe(true);
    await staff.context().close();
  });

  it(
    'a rolling upgrade restarts both instances under steady traffic: no request fails, no upload is lost',
    { timeout: 300_000 },
    async () => {
      const before = new Map([...servers].map(([port, server]) => [port, server.process.pid]));
      const failures: string[] = [];
      const uploads: { path: string; sha: string }[] = [];
      let requests = 0;
      let running = true;
      const clients = [0, 1, 2].map(() => tlsClient(proxy.url, proxy.certificate));
      const auth = { authorization: `Bearer ${token}` };

      const reads = clients.map(async (client, i) => {
        const paths = ['/api/v1/auth/me', `/api/v1/tenants?per_page=20`, `/api/v1/tenants/${tenantId}/files`];
        for (let n = 0; running; n += 1) {
          const path = paths[(n + i) % paths.length]!;
          try {
            const answer = await client.request('GET', path, { headers: auth });
            if (answer.status !== 200)
              failures.push(`GET ${path} → ${answer.status} ${answer.body.toString().slice(0, 200)}`);
          } catch (error) {
            failures.push(`GET ${path} → ${(error as Error).message}`);
          }
          requests += 1;
        }
      });
      const uploader = tlsClient(proxy.url, proxy.certificate);
      const writes = (async () => {
        for (let n = 0; running; n += 1) {
          const bytes = randomBytes(256 * 1024 + n);
          const { parts, contentType } = multipartFile(`rolling-${n}.bin`, bytes, 64 * 1024);
          try {
            const answer = await uploader.request('POST', `/api/v1/tenants/${tenantId}/uploads?type=BANK_STATEMENT`, {
              headers: { ...auth, 'content-type': contentType },
              body: parts,
              pauseMs: 2,
            });
            if (answer.status === 201) {
              uploads.push({ path: (JSON.parse(answer.body.toString()) as { path: string }).path, sha: sha256(bytes) });
            } else failures.push(`upload ${n} → ${answer.status} ${answer.body.toString().slice(0, 200)}`);
          } catch (error) {
            failures.push(`upload ${n} → ${(error as Error).message}`);
          }
          requests += 1;
        }
      })();

      await new Promise((resolve) => setTimeout(resolve, 1_500));
      const lines: string[] = [];
      await rollingUpgrade({
        instances,
        upstreamFile: proxy.upstreamFile,
        reloadProxy: proxy.reload,
        proxyWorkers: () => nginxWorkers(proxy.pidFile),
        restart: async (instance) => {
          const old = servers.get(instance.port)!;
          await old.stop();
          await startInstance(instance.port, old.dataDir);
        },
        log: (line) => lines.push(line),
        drainTimeoutMs: 60_000,
        readyTimeoutMs: 120_000,
      });
      // Traffic goes on a little on the restarted pair, then stops.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      running = false;
      await Promise.all([...reads, writes]);
      const resent = [...clients, uploader].reduce((sum, client) => sum + client.resent(), 0);
      for (const client of [...clients, uploader]) client.close();
      console.log(
        `rolling upgrade: ${requests} requests, ${uploads.length} uploads, ${resent} sent again after a keep-alive close`,
      );

      expect(failures).toEqual([]);
      expect(lines.filter((line) => line.endsWith("back in the proxy's list."))).toHaveLength(2);
      for (const [port, pid] of before) expect(servers.get(port)!.process.pid).not.toBe(pid);
      expect(requests).toBeGreaterThan(50);
      expect(uploads.length).toBeGreaterThan(5);
      // Every upload that was answered 201 is there, byte for byte.
      for (const upload of uploads) expect(sha256(await readBack(upload.path))).toBe(upload.sha);
    },
  );

  /** The company's files named `name`, at any depth (the folder view's search), through the proxy. */
  async function findFiles(name: string): Promise<{ file: string; path: string }[]> {
    const client = tlsClient(proxy.url, proxy.certificate);
    const found = await client.request('GET', `/api/v1/tenants/${tenantId}/files?search=${encodeURIComponent(name)}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    client.close();
    expect(found.status).toBe(200);
    return (JSON.parse(found.body.toString()) as { entries: { file: string; path: string }[] }).entries;
  }

  /** The bytes of a file of the test's company, through a short-lived link (on S3: the bucket's presigned URL). */
  async function readBack(filePath: string): Promise<Buffer> {
    const client = tlsClient(proxy.url, proxy.certificate);
    const link = await client.request('POST', `/api/v1/tenants/${tenantId}/files/link`, {
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: Buffer.from(JSON.stringify({ path: filePath, disposition: 'attachment' })),
    });
    client.close();
    expect(link.status).toBe(200);
    const { url } = JSON.parse(link.body.toString()) as { url: string };
    const file = await fetch(new URL(url, servers.get(instances[0]!.port)!.url));
    expect(file.status).toBe(200);
    return Buffer.from(await file.arrayBuffer());
  }
});
