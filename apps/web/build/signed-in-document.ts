import type { OutputAsset, OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { loginRouteFiles } from './login-preload.ts';

/**
 * The page a signed-in screen starts from (issue 17, item 4): what the signed-in shell and its dashboard render
 * with, and the rest of English every signed-in screen waits for (lib/i18n/all-messages.ts).
 */
export const SIGNED_IN_SOURCES = [
  'src/app/layout/app-layout.tsx',
  'src/features/dashboard/routes/dashboard.tsx',
  'src/locales/en.json?raw',
];

/** What the server answers a signed-in path with (platform/http/web-app.ts); index.html answers the others. */
export const SIGNED_IN_DOCUMENT = 'app.html';

type TPreloads = { scripts: string[]; styles: string[] };

/** The stylesheets the bundler tied to these chunks (Vite inserts them when the chunk loads). */
function stylesOf(bundle: OutputBundle, files: readonly string[]): string[] {
  const styles = new Set<string>();
  for (const file of files) {
    const chunk = bundle[file] as (OutputChunk & { viteMetadata?: { importedCss: Set<string> } }) | undefined;
    for (const css of chunk?.viteMetadata?.importedCss ?? []) styles.add(css);
  }
  return [...styles];
}

const preloadLinks = ({ scripts, styles }: TPreloads, base: string) => [
  ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}">`),
  // Fetched, not applied: a stylesheet link would hold the first paint (the boot loader) until it arrived.
  ...styles.map((file) => `<link rel="preload" as="style" crossorigin href="${base}${file}">`),
];

/**
 * index.html as a signed-in visit needs it: the sign-in screen's preloads (login-preload.ts) taken out, the
 * signed-in screens' put in. Throws when a login preload is not where login-preload.ts put it: the two would
 * no longer agree on what index.html holds.
 */
export function signedInHtml(indexHtml: string, login: readonly string[], signedIn: TPreloads, base: string) {
  let html = indexHtml;
  for (const file of login) {
    const link = new RegExp(`\\s*<link rel="modulepreload" crossorigin href="${escape(`${base}${file}`)}">`);
    if (!link.test(html)) throw new Error(`signed-in document: index.html has no preload of ${file}`);
    html = html.replace(link, '');
  }
  if (!html.includes('</head>')) throw new Error('signed-in document: index.html has no </head>');
  return html.replace('</head>', `  ${preloadLinks(signedIn, base).join('\n    ')}\n  </head>`);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Writes app.html beside index.html: the same page, preloading what a signed-in screen renders with instead of
 * the sign-in screen. Every /app/* path used to get index.html, so a signed-in start downloaded the sign-in
 * screen's files (~25 KB) and asked for the shell's chunks only once the entry had run: a round of requests
 * after 140 KB of script was parsed and run (Lighthouse's 4× slower CPU: over a second). Listed here, they come
 * beside the entry. The server sends app.html for every path but the signed-out ones (PUBLIC_PATHS).
 */
export function signedInDocument(): Plugin {
  let base = '/';
  return {
    name: 'ledgerport-signed-in-document',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const index = bundle['index.html'] as OutputAsset | undefined;
      if (index?.type !== 'asset') throw new Error('signed-in document: the build wrote no index.html');
      const scripts = loginRouteFiles(bundle, SIGNED_IN_SOURCES);
      const html = signedInHtml(
        String(index.source),
        loginRouteFiles(bundle),
        { scripts, styles: stylesOf(bundle, scripts) },
        base,
      );
      this.emitFile({ type: 'asset', fileName: SIGNED_IN_DOCUMENT, source: html });
    },
  };
}
