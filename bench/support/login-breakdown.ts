import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { SourceMapConsumer } from 'source-map-js';
import { brotliSize, loginFiles, type TManifest } from '../../apps/web/build/login-budget.ts';

const WEB = path.join(import.meta.dirname, '../../apps/web');

/** Code no source map names: the English texts (JSON the bundler inlines) and the bundler's own glue. */
const UNMAPPED = 'English texts and bundler glue';

/** A source's group: its npm package, or the web app's folder, or the contract's file. */
function groupOf(source: string): string {
  const pkg = /node_modules\/((@[^/]+\/)?[^/]+)/.exec(source);
  if (pkg) return pkg[1]!;
  const web = /apps\/web\/src\/([^/]+(\/[^/.]+)?)/.exec(source);
  if (web) return `app: ${web[1]}`;
  const contract = /packages\/contract\/src\/([^/]+)/.exec(source);
  return contract ? `contract: ${contract[1]}` : UNMAPPED;
}

/** The generated code of one file, cut into the pieces its source map says each source wrote. */
function piecesBySource(code: string, map: SourceMapConsumer): Map<string, string> {
  const lines = code.split('\n');
  const pieces = new Map<string, string>();
  let last: { source: string; line: number; column: number } | undefined;
  const close = (endLine: number, endColumn: number) => {
    if (!last) return;
    const text = lines[last.line - 1] ?? '';
    const piece = endLine === last.line ? text.slice(last.column, endColumn) : text.slice(last.column);
    pieces.set(last.source, (pieces.get(last.source) ?? '') + piece);
  };
  map.eachMapping((mapping) => {
    close(mapping.generatedLine, mapping.generatedColumn);
    last = { source: mapping.source ?? '', line: mapping.generatedLine, column: mapping.generatedColumn };
  });
  close(Number.MAX_SAFE_INTEGER, 0);
  return pieces;
}

/**
 * Which dependencies hold /app/login's first download (issue 36, item 5: "or the bench states which dependency
 * holds it above"): the web app built again with source maps into `work`, the login files the budget counts
 * (apps/web/build/login-budget.ts), each file's code attributed to the package or app folder its map names,
 * and each group's code compressed as the server sends it (brotli 11). Groups compressed apart sum to a little
 * more than the files do: the shares, not the sum, are the point. CSS is one group (Mantine's styles).
 */
export function loginBreakdown(work: string): { group: string; bytes: number }[] {
  const outDir = path.join(work, 'web-with-maps');
  const vite = path.join(import.meta.dirname, '../../node_modules/vite/bin/vite.js');
  const built = spawnSync(process.execPath, [vite, 'build', '--outDir', outDir, '--sourcemap', '--logLevel', 'error'], {
    cwd: WEB,
    encoding: 'utf8',
  });
  if (built.status !== 0) throw new Error(`the web build with source maps failed:\n${built.stderr}`);
  const manifest = JSON.parse(fs.readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as TManifest;
  const code = new Map<string, string>();
  for (const file of loginFiles(manifest)) {
    const text = fs.readFileSync(path.join(outDir, file), 'utf8');
    if (file.endsWith('.css')) {
      code.set('CSS', (code.get('CSS') ?? '') + text);
      continue;
    }
    const mapFile = path.join(outDir, `${file}.map`);
    // The bundler's own runtime (a few hundred bytes) comes without a map.
    if (!fs.existsSync(mapFile)) {
      code.set(UNMAPPED, (code.get(UNMAPPED) ?? '') + text);
      continue;
    }
    const map = new SourceMapConsumer(JSON.parse(fs.readFileSync(mapFile, 'utf8')));
    for (const [source, piece] of piecesBySource(text, map)) {
      const group = groupOf(source);
      code.set(group, (code.get(group) ?? '') + piece);
    }
  }
  return [...code]
    .map(([group, text]) => ({ group, bytes: brotliSize(Buffer.from(text)) }))
    .sort((a, b) => b.bytes - a.bytes);
}
