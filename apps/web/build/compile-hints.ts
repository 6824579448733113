import fs from 'node:fs';
import path from 'node:path';
import type { OutputBundle } from 'rolldown';
import type { Plugin } from 'vite';
import { chunkGraph } from './chunk-graph.ts';
import { LOGIN_ROUTE_SOURCES } from './login-budget.ts';
import { SIGNED_IN_FIRST_SOURCES } from './signed-in-lean.ts';

/** V8's explicit compile hint: every function of the file is compiled with the file, not at its first call. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * The chunks a first visit runs at once: index.html's entry, the sign-in screen and the first signed-in screen,
 * each with what it imports statically.
 */
export function firstRunFiles(bundle: OutputBundle): string[] {
  const { chunks, reach } = chunkGraph(bundle);
  const sources = [...LOGIN_ROUTE_SOURCES, ...SIGNED_IN_FIRST_SOURCES];
  const holdsFirstScreen = (chunk: (typeof chunks)[number]) =>
    chunk.moduleIds.some((id) => sources.some((source) => id.endsWith(source)));
  const roots = chunks.filter((chunk) => chunk.isEntry || holdsFirstScreen(chunk)).map((chunk) => chunk.fileName);
  return [...reach(roots)];
}

/** The hint as the file's first line, where V8 looks for it (after Vite's own first line it had no effect). */
export const withCompileHint = (code: string) => (code.startsWith(COMPILE_HINT) ? code : COMPILE_HINT + code);

/**
 * Marks the first-run chunks with V8's compile hint (Chrome 136 and later; other browsers ignore a comment).
 * Without it V8 compiles a function on its first call, on the main thread: a Chrome trace of the signed-in
 * dashboard's load counted about 1,400 such compilations, 200–270 ms of the main thread on the bench's VM
 * (×4 at Lighthouse's mobile CPU). With it the functions are compiled with the file, on the background thread
 * that already parses it as it downloads, and the code cache a return visit reads holds them all: 23–37 ms of
 * compilation left on the main thread (issue 36). Written into the files after the bundle (Vite writes its
 * preload list as the chunk's first line), before precompress.ts makes their .br and .gz twins.
 */
export function compileHints(): Plugin {
  let outDir = 'dist';
  return {
    name: 'ledgerport-compile-hints',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      for (const file of firstRunFiles(bundle)) {
        const written = path.join(outDir, file);
        fs.writeFileSync(written, withCompileHint(fs.readFileSync(written, 'utf8')));
        // A source map's first line of mappings belongs to the hint now.
        const map = `${written}.map`;
        if (fs.existsSync(map)) {
          const parsed = JSON.parse(fs.readFileSync(map, 'utf8')) as { mappings: string };
          fs.writeFileSync(map, JSON.stringify({ ...parsed, mappings: `;${parsed.mappings}` }));
        }
      }
    },
  };
}
