import path from 'node:path';
import type { Plugin } from 'vite';

const NODE_MODULES = /[\\/]node_modules[\\/]/;
/** `import { A, B as C } from "x"`: the named imports of a module, as the bundler sees its code. */
const NAMED_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;

const namedImports = (code: string) =>
  [...code.matchAll(NAMED_IMPORT)].map(([, names, from]) => ({
    names: names!
      .split(',')
      .map((name) => name.trim().split(/\s+as\s+/)[0]!)
      .filter(Boolean),
    from: from!,
  }));

/**
 * One chunk for a lazy route and what it needs beyond the entry (issue 17, item 4). Left to the bundler, each
 * Mantine input, hook and icon a route shares with other screens is a file of its own (~30 files of 0.2–3 KiB
 * for the sign-in screen, ~50 for the signed-in shell and its dashboard), and the browser pays a request for
 * each (on Lighthouse's slow 4G, a round trip per few files).
 *
 * The set is computed from the build, so it follows the code: the routes' own modules, and of each library they
 * import from, the modules that hold the names they import (a library's index re-exports everything; the
 * group takes the named modules and, through them, what they need). What an earlier group holds stays there
 * (index.html's entry first, then the sign-in chunk). Other screens that share a module fetch this chunk once,
 * cached.
 */
export function routeChunk(name: string, routeSources: readonly string[]) {
  const members = new Set<string>();
  const plugin: Plugin = {
    name: `ledgerport-${name}-chunk`,
    apply: 'build',
    async buildEnd() {
      members.clear();
      const ids = [...this.getModuleIds()];
      const stack = routeSources.map((source) => {
        const route = ids.find((id) => id.split(path.sep).join('/').endsWith(`/${source}`));
        if (!route) throw new Error(`${name} chunk: no module ${source}`);
        return route;
      });
      const roots = new Set(stack);
      const walked = new Set<string>();
      while (stack.length) {
        const id = stack.pop()!;
        if (walked.has(id)) continue;
        walked.add(id);
        // The route keeps a chunk of its own: the manifest (and the login budget) names it by its source.
        if (!roots.has(id)) members.add(id);
        for (const { names, from } of namedImports(this.getModuleInfo(id)?.code ?? '')) {
          const target = await this.resolve(from, id);
          if (!target) continue;
          // The screen's own modules are followed; packages (the contract included) are entered by name.
          if (from.startsWith('.')) {
            stack.push(target.id);
            continue;
          }
          if (!NODE_MODULES.test(target.id)) continue;
          // A library's index re-exports everything: take only the modules that hold the imported names.
          for (const holder of namedImports(this.getModuleInfo(target.id)?.code ?? '')) {
            if (!holder.names.some((name) => names.includes(name))) continue;
            const resolved = await this.resolve(holder.from, target.id);
            if (resolved) members.add(resolved.id);
          }
        }
      }
    },
  };
  return { plugin, group: { name, test: (id: string) => members.has(id) } };
}
