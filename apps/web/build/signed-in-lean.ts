import type { Plugin } from 'vite';
import { loginFiles, manifestOf } from './login-budget.ts';

/**
 * What a signed-in visit downloads and runs before its first screen shows: the shell, its toasts, and the
 * page it opens on (the dashboard for staff, "What your firm needs from you" for clients). The same list
 * as the signed-in chunk of vite.config.ts.
 */
export const SIGNED_IN_FIRST_SOURCES = [
  'src/app/layout/app-layout.tsx',
  'src/app/notifications-host.tsx',
  'src/features/dashboard/routes/dashboard.tsx',
  'src/features/client-asks/routes/client-asks.tsx',
];

/**
 * Modules the first signed-in screen must not carry. zod, with the contract's schemas built as their modules
 * load (≈ 0.3 s of main thread at Lighthouse's 4× CPU, issue 17); the signing and organizer screens (312 KB of
 * JavaScript, which every signed-in page ran through a hook their chunk happened to hold, issue 36).
 */
const NOT_ON_FIRST_SCREEN = [
  { pattern: /[\\/]node_modules[\\/]zod[\\/]/, what: 'zod' },
  { pattern: /[\\/]features[\\/](signing|organizers)[\\/]/, what: 'a signing or organizer screen' },
];

/** Each file of `files` that holds a module it should not, with the first such module. */
export function heavyFirstFiles(files: readonly string[], modulesOf: (file: string) => readonly string[]) {
  const found: { file: string; what: string; module: string }[] = [];
  for (const file of files) {
    for (const { pattern, what } of NOT_ON_FIRST_SCREEN) {
      const module = modulesOf(file).find((id) => pattern.test(id));
      if (module) found.push({ file, what, module });
    }
  }
  return found;
}

/**
 * Fails the build when the first signed-in screen's files (the entry, the routes above and what they import
 * statically) hold zod or a signing or organizer screen. The usual cause is an import from a contract module
 * with schemas (move the constant to signed-in-constants.ts) or a module shared with a feature's chunk group.
 */
export function signedInLean(): Plugin {
  return {
    name: 'ledgerport-signed-in-lean',
    apply: 'build',
    writeBundle(_options, bundle) {
      const manifest = manifestOf(bundle, 'signed-in check');
      const files = loginFiles(manifest, SIGNED_IN_FIRST_SOURCES).filter((file) => file.endsWith('.js'));
      const modulesOf = (file: string) => {
        const output = bundle[file];
        return output?.type === 'chunk' ? output.moduleIds : [];
      };
      const found = heavyFirstFiles(files, modulesOf);
      if (found.length > 0) {
        const lines = found.map(({ file, what, module }) => `  ${file} holds ${what}: ${module}`);
        throw new Error(
          `The first signed-in screen would download and run what it does not show ` +
            `(apps/web/build/signed-in-lean.ts):\n${lines.join('\n')}`,
        );
      }
    },
  };
}
