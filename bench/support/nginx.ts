import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { freePort } from '../../e2e/support/server-process.ts';

const NGINX = '/usr/sbin/nginx';

export type RunningNginx = { url: string; version: string; installedNow: boolean; stop: () => Promise<void> };

/**
 * Debian's nginx serving `root` on a free loopback port, as a child process (daemon off) with everything it
 * writes under `prefix`. Installed with apt-get first when it is missing and we are root.
 */
export async function startNginx(root: string, prefix: string): Promise<RunningNginx> {
  let installedNow = false;
  if (!fs.existsSync(NGINX)) {
    if (process.getuid?.() !== 0) throw new Error(`${NGINX} is missing: apt-get install nginx (as root) first`);
    console.log('nginx is missing: running apt-get install -y nginx (Debian package) ...');
    execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'nginx'], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    installedNow = true;
    // The package starts its own service on port 80; this benchmark does not use it.
  }
  // `nginx -v` writes its version to stderr.
  const version = spawnSync(NGINX, ['-v'], { encoding: 'utf8' }).stderr.trim();

  const port = await freePort();
  fs.mkdirSync(prefix, { recursive: true });
  const conf = path.join(prefix, 'nginx.conf');
  const temp = (name: string) => path.join(prefix, name);
  fs.writeFileSync(
    conf,
    [
      'daemon off;',
      'worker_processes 1;',
      // As root, the worker would otherwise drop to nobody, who may not read the storage folder.
      process.getuid?.() === 0 ? 'user root;' : '',
      `pid ${temp('nginx.pid')};`,
      `error_log ${temp('error.log')} warn;`,
      'events { worker_connections 64; }',
      'http {',
      '  access_log off;',
      '  sendfile on;',
      '  tcp_nopush on;',
      '  default_type application/octet-stream;',
      `  client_body_temp_path ${temp('client_body')};`,
      `  proxy_temp_path ${temp('proxy')};`,
      `  fastcgi_temp_path ${temp('fastcgi')};`,
      `  uwsgi_temp_path ${temp('uwsgi')};`,
      `  scgi_temp_path ${temp('scgi')};`,
      `  server { listen 127.0.0.1:${port}; root ${JSON.stringify(root)}; }`,
      '}',
      '',
    ].join('\n'),
  );

  let output = '';
  const child: ChildProcess = spawn(NGINX, ['-p', prefix, '-c', conf, '-e', temp('error.log')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited early:\n${output}`);
    try {
      await fetch(url);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`nginx did not start:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    url,
    version: version.replace(/^nginx version:\s*/, ''),
    installedNow,
    stop: async () => {
      // QUIT: graceful; the master waits for its worker, then exits.
      if (child.exitCode === null) child.kill('SIGQUIT');
      await exited;
    },
  };
}
