import fs from 'node:fs';

/** An instance behind the proxy, as the upstream block names it. */
export type TInstance = { host: string; port: number };

/**
 * What a rolling upgrade does to the world around it. The command line (scripts/rolling-upgrade.ts) fills these
 * with nginx and systemd; e2e/production-kit.spec.ts with the nginx and the server processes a test started.
 */
export type TRollingUpgradeSteps = {
  instances: TInstance[];
  /** Where nginx reads the upstream block from (deploy/nginx/ledgerport-upstream.conf once installed). */
  upstreamFile: string;
  /** `nginx -s reload`: new workers take the new upstream list, old ones finish what they hold and exit. */
  reloadProxy: () => Promise<void>;
  /** The process ids of nginx's workers now: after a reload, those of the earlier list must be gone. */
  proxyWorkers: () => number[];
  /** Stops the instance (SIGTERM: it finishes the requests it holds) and starts it again on the new release. */
  restart: (instance: TInstance) => Promise<void>;
  log: (line: string) => void;
  /** How long an instance may take to answer its health check after a restart (migrations run first). */
  readyTimeoutMs?: number;
  /** How long old nginx workers may take to finish their requests (a long upload) before the restart goes ahead. */
  drainTimeoutMs?: number;
};

const label = (instance: TInstance) => `${instance.host}:${instance.port}`;

/** The upstream block with every instance, the one being restarted marked `down` (nginx sends it nothing new). */
export function upstreamBlock(instances: TInstance[], down?: TInstance): string {
  const lines = instances.map(
    (instance) => `    server ${label(instance)}${down && label(down) === label(instance) ? ' down' : ''};`,
  );
  return [
    '# Written by `npm run rolling-upgrade` (scripts/lib/rolling-upgrade.ts); deploy/nginx/ledgerport-upstream.conf.',
    'upstream ledgerport {',
    ...lines,
    '    keepalive 32;',
    '}',
    '',
  ].join('\n');
}

/** True when the instance answers its health check (it answers only once its database does). */
export async function isHealthy(instance: TInstance): Promise<boolean> {
  try {
    const response = await fetch(`http://${label(instance)}/api/v1/health`, { signal: AbortSignal.timeout(2_000) });
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}

async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`gave up waiting: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Restarts the instances one after the other with nothing dropped: each is first taken out of nginx's list and
 * restarted only once no nginx worker can still send it a request, so the requests it holds are the last it gets
 * and SIGTERM lets them finish; it goes back into the list once its health check answers. Refuses to begin unless
 * every instance is healthy: taking one out while another is down would leave none.
 */
export async function rollingUpgrade(steps: TRollingUpgradeSteps): Promise<void> {
  const { instances, log } = steps;
  if (instances.length < 2) throw new Error('a rolling upgrade needs at least two instances behind the proxy');
  for (const instance of instances) {
    if (!(await isHealthy(instance))) throw new Error(`${label(instance)} is not healthy; nothing was restarted`);
  }
  const setUpstream = async (down?: TInstance) => {
    fs.writeFileSync(steps.upstreamFile, upstreamBlock(instances, down));
    await steps.reloadProxy();
  };
  try {
    for (const instance of instances) {
      log(`${label(instance)}: out of the proxy's list, waiting for its requests to finish…`);
      // Workers of the list that still names this instance: each finishes the requests it holds, then exits.
      const oldWorkers = steps.proxyWorkers();
      await setUpstream(instance);
      await waitFor(
        'nginx workers of the previous list to finish their requests',
        async () => !steps.proxyWorkers().some((pid) => oldWorkers.includes(pid)),
        steps.drainTimeoutMs ?? 600_000,
      );
      log(`${label(instance)}: restarting…`);
      await steps.restart(instance);
      await waitFor(
        `${label(instance)} to answer its health check`,
        () => isHealthy(instance),
        steps.readyTimeoutMs ?? 300_000,
      );
      await setUpstream();
      log(`${label(instance)}: back in the proxy's list.`);
    }
  } catch (error) {
    // Whatever went wrong, nginx must not be left with an instance marked down that may well be running.
    await setUpstream().catch(() => undefined);
    throw error;
  }
}

/** Linux: the workers of the nginx whose master's pid is in `pidFile` (its children titled "nginx: worker process"). */
export function nginxWorkers(pidFile: string): number[] {
  const master = fs.readFileSync(pidFile, 'utf8').trim();
  const workers: number[] = [];
  for (const pid of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      // /proc/<pid>/stat: "pid (comm) state ppid ..."; comm may hold spaces, so read after its closing parenthesis.
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const ppid = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1];
      if (ppid !== master) continue;
      if (fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').startsWith('nginx: worker process'))
        workers.push(Number(pid));
    } catch {
      // the process ended while we looked
    }
  }
  return workers;
}
