// `npm run rolling-upgrade`: restarts the instances behind nginx one after the other, each drained first, so a
// new release goes live with no request refused and no upload cut (docs/operations.md, "Rolling upgrade").
// Run it as root on the server, after the new release is installed and built.
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { nginxWorkers, rollingUpgrade, type TInstance } from './lib/rolling-upgrade.ts';

const { values } = parseArgs({
  options: {
    instances: { type: 'string', default: '127.0.0.1:3001,127.0.0.1:3002' },
    upstream: { type: 'string', default: '/etc/nginx/ledgerport-upstream.conf' },
    'nginx-pid': { type: 'string', default: '/run/nginx.pid' },
    // `{port}` is replaced by each instance's port.
    unit: { type: 'string', default: 'ledgerport@{port}' },
  },
});

const instances: TInstance[] = values.instances.split(',').map((entry) => {
  const [host, port] = entry.trim().split(':');
  if (!host || !port || !Number.isInteger(Number(port))) {
    console.error(`--instances: "${entry}" is not host:port`);
    process.exit(2);
  }
  return { host, port: Number(port) };
});

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
}

try {
  await rollingUpgrade({
    instances,
    upstreamFile: values.upstream,
    reloadProxy: async () => {
      run('nginx', ['-t', '-q']);
      run('nginx', ['-s', 'reload']);
    },
    proxyWorkers: () => nginxWorkers(values['nginx-pid']),
    restart: async (instance) => run('systemctl', ['restart', values.unit.replace('{port}', String(instance.port))]),
    log: (line) => console.log(line),
  });
  console.log('Every instance runs the new release.');
} catch (error) {
  console.error(`Rolling upgrade stopped: ${(error as Error).message}`);
  process.exit(1);
}
