import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { upstreamBlock, type TInstance } from '../../scripts/lib/rolling-upgrade.ts';
import { freePort } from './server-process.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const SHIPPED_SITE = path.join(repoRoot, 'deploy/nginx/ledgerport.conf');

/** Debian's nginx, if installed (.ci/run installs nginx-light). */
export function findNginx(): string | undefined {
  return ['/usr/sbin/nginx', '/usr/bin/nginx'].find((candidate) => fs.existsSync(candidate));
}

export type RunningProxy = {
  /** https://localhost:<port>: what clients use. */
  url: string;
  httpUrl: string;
  dir: string;
  pidFile: string;
  upstreamFile: string;
  /** The certificate the proxy presents (self-signed for localhost), for clients to trust. */
  certificate: string;
  reload: () => Promise<void>;
  stop: () => Promise<void>;
  log: () => string;
};

/**
 * Replaces `from` by `to` in the shipped site file, once: a change to the shipped file that this no longer fits
 * must fail the test rather than let it run something else.
 */
function swapOnce(text: string, from: string, to: string): string {
  const at = text.indexOf(from);
  if (at < 0 || text.indexOf(from, at + 1) >= 0)
    throw new Error(`deploy/nginx/ledgerport.conf: "${from}" is not there once`);
  return text.slice(0, at) + to + text.slice(at + from.length);
}

function selfSignedCertificate(dir: string) {
  const key = path.join(dir, 'privkey.pem');
  const cert = path.join(dir, 'fullchain.pem');
  const made = spawnSync('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes', '-days', '2',
    '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost', '-keyout', key, '-out', cert,
  ]); // prettier-ignore
  if (made.status !== 0) throw new Error(`openssl: ${made.stderr.toString()}`);
  return { key, cert };
}

/**
 * Runs Debian's nginx with the shipped site file (deploy/nginx/ledgerport.conf), only its ports, certificate and
 * log paths swapped for a temp folder's, in front of `instances`.
 */
export async function startProxy(nginx: string, instances: TInstance[]): Promise<RunningProxy> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-nginx-'));
  // nginx's workers run as an unprivileged user when the master is root: they must reach their temp folders.
  fs.chmodSync(dir, 0o755);
  const temps = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'];
  for (const temp of temps) {
    fs.mkdirSync(path.join(dir, temp));
    fs.chmodSync(path.join(dir, temp), 0o777); // whatever the umask
  }
  const { key, cert } = selfSignedCertificate(dir);
  const [port, httpPort] = [await freePort(), await freePort()];
  const upstreamFile = path.join(dir, 'ledgerport-upstream.conf');
  fs.writeFileSync(upstreamFile, upstreamBlock(instances));

  let site = fs.readFileSync(SHIPPED_SITE, 'utf8');
  site = swapOnce(site, 'include /etc/nginx/ledgerport-upstream.conf;', `include ${upstreamFile};`);
  site = swapOnce(site, '    listen 80;\n    listen [::]:80;', `    listen 127.0.0.1:${httpPort};`);
  site = swapOnce(
    site,
    '    listen 443 ssl http2;\n    listen [::]:443 ssl http2;',
    `    listen 127.0.0.1:${port} ssl http2;`,
  );
  site = site.replaceAll('server_name portal.example.com;', 'server_name localhost;');
  site = swapOnce(site, '/etc/ssl/ledgerport/fullchain.pem', cert);
  site = swapOnce(site, '/etc/ssl/ledgerport/privkey.pem', key);
  site = swapOnce(site, '/var/log/nginx/ledgerport.access.log', path.join(dir, 'access.log'));
  site = swapOnce(site, '/var/log/nginx/ledgerport.error.log', path.join(dir, 'error.log'));
  fs.writeFileSync(path.join(dir, 'ledgerport.conf'), site);

  // What Debian's /etc/nginx/nginx.conf gives a site, with every path in the temp folder.
  const pidFile = path.join(dir, 'nginx.pid');
  const main = path.join(dir, 'nginx.conf');
  fs.writeFileSync(
    main,
    [
      'worker_processes 2;',
      `pid ${pidFile};`,
      `error_log ${path.join(dir, 'error.log')} warn;`,
      'events { worker_connections 1024; }',
      'http {',
      '  default_type application/octet-stream;',
      ...temps.map((temp) => `  ${temp}_temp_path ${path.join(dir, temp)};`),
      `  include ${path.join(dir, 'ledgerport.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  const args = ['-p', dir, '-c', main];
  const checked = spawnSync(nginx, [...args, '-t', '-q']);
  if (checked.status !== 0) throw new Error(`nginx -t: ${checked.stderr.toString()}`);

  const master: ChildProcess = spawn(nginx, [...args, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let output = '';
  master.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => master.on('exit', () => resolve()));
  const url = `https://localhost:${port}`;
  const deadline = Date.now() + 15_000;
  while (!fs.existsSync(pidFile)) {
    if (master.exitCode !== null || Date.now() > deadline) throw new Error(`nginx did not start: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const log = () =>
    `${output}${fs.existsSync(path.join(dir, 'error.log')) ? fs.readFileSync(path.join(dir, 'error.log'), 'utf8') : ''}`;
  return {
    url,
    httpUrl: `http://localhost:${httpPort}`,
    dir,
    pidFile,
    upstreamFile,
    certificate: fs.readFileSync(cert, 'utf8'),
    log,
    reload: async () => {
      const reloaded = spawnSync(nginx, [...args, '-s', 'reload']);
      if (reloaded.status !== 0) throw new Error(`nginx -s reload: ${reloaded.stderr.toString()}`);
    },
    stop: async () => {
      if (master.exitCode === null) master.kill('SIGQUIT');
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
