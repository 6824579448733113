import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { transformWithOxc, type Plugin } from 'vite';

/**
 * Builds src/app/install/service-worker.ts to /app/sw.js: outside the app's bundle (a worker shares no module
 * with the page, and must sit at the root of the scope it serves, unhashed, so that the browser finds updates).
 * It imports nothing, so stripping its types is the whole build.
 */
export function serviceWorker(): Plugin {
  let root = '.';
  return {
    name: 'ledgerport-service-worker',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async generateBundle() {
      const file = path.join(root, 'src/app/install/service-worker.ts');
      const { code } = await transformWithOxc(await readFile(file, 'utf8'), file, { lang: 'ts' });
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: code });
    },
  };
}
