import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import type { OutputBundle } from 'rolldown';
import type { Plugin } from 'vite';

/**
 * The most compressed JS+CSS (brotli, bytes) that /app/login may download (issue 17, item 4). Raise it only
 * with a reason in docs/ARCHITECTURE.md ("Web delivery"). 162.2 KiB measured with issue 36 (item 5), which asks
 * for 150: React DOM (53.6 KiB), React Router (26.6), Mantine's core (21.5) and i18next (13.5) hold it above
 * that; what was tried and what is left is in that section.
 */
export const LOGIN_BUDGET_BYTES = 163 * 1024;

/** The sign-in screen's own chunk, as Vite's manifest names it (the source of its lazy route). */
export const LOGIN_ROUTE_SOURCES = ['src/features/auth/routes/login.tsx'];

/** The parts of a Vite manifest entry (build.manifest) the walk reads. */
export type TManifestChunk = { file: string; css?: string[]; imports?: string[]; isEntry?: boolean };
export type TManifest = Record<string, TManifestChunk>;

/**
 * Every JS and CSS file the browser fetches to render the sign-in screen: the entry of index.html, the login
 * route's chunk, each with what it imports statically (modulepreload) and the CSS of each. Dynamic imports
 * (other screens, other languages) are not followed: they are fetched only when needed.
 */
export function loginFiles(manifest: TManifest, routeSources: readonly string[] = LOGIN_ROUTE_SOURCES): string[] {
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`login budget: the manifest has no "${key}"`);
    seen.add(key);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of [...entries, ...routeSources]) visit(key);
  return [...files].filter((file) => /\.(m?js|css)$/.test(file));
}

export type TBudgetReport = { total: number; budget: number; files: { file: string; bytes: number }[] };

/** Brotli as the build's precompress plugin writes it (quality 11), so the figure is what is served. */
export const brotliSize = (bytes: Uint8Array) =>
  brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/** Sums the compressed sizes of `files`; throws, listing the largest, when the total is over `budget`. */
export function checkBudget(
  files: readonly string[],
  read: (file: string) => Uint8Array,
  budget: number = LOGIN_BUDGET_BYTES,
): TBudgetReport {
  const sized = files.map((file) => ({ file, bytes: brotliSize(read(file)) })).sort((a, b) => b.bytes - a.bytes);
  const total = sized.reduce((sum, { bytes }) => sum + bytes, 0);
  const report = { total, budget, files: sized };
  if (total > budget) {
    const largest = sized.slice(0, 8).map(({ file, bytes }) => `  ${kib(bytes)}  ${file}`);
    throw new Error(
      `/app/login downloads ${kib(total)} of brotli JS+CSS, over its budget of ${kib(budget)} ` +
        `(apps/web/build/login-budget.ts). Largest files:\n${largest.join('\n')}`,
    );
  }
  return report;
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** This build's Vite manifest (build.manifest must be on), for a check that runs as the bundle is written. */
export function manifestOf(bundle: OutputBundle, check: string): TManifest {
  const manifestAsset = bundle['.vite/manifest.json'];
  if (manifestAsset?.type !== 'asset') throw new Error(`${check}: build.manifest must be true`);
  return JSON.parse(String(manifestAsset.source)) as TManifest;
}

/**
 * Fails the build when the sign-in screen's first download grows over LOGIN_BUDGET_BYTES (issue 17, item 4):
 * reads Vite's manifest of this build (build.manifest must be on), walks it with loginFiles and sums.
 */
export function loginBudget(): Plugin {
  return {
    name: 'ledgerport-login-budget',
    apply: 'build',
    writeBundle(_options, bundle) {
      const manifest = manifestOf(bundle, 'login budget');
      const read = (file: string) => {
        const output = bundle[file];
        if (!output) throw new Error(`login budget: ${file} is not in the bundle`);
        return output.type === 'chunk'
          ? Buffer.from(output.code)
          : typeof output.source === 'string'
            ? Buffer.from(output.source)
            : output.source;
      };
      const report = checkBudget(loginFiles(manifest), read);
      this.info(
        `/app/login: ${report.files.length} JS+CSS files, ${kib(report.total)} brotli ` +
          `(budget ${kib(report.budget)}, ${path.posix.join('build', 'login-budget.ts')})`,
      );
    },
  };
}
