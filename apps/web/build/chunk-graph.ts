import type { OutputBundle, OutputChunk } from 'rolldown';

/**
 * A bundle's chunks, and `reach`: the files the given ones load through static imports, themselves included, in
 * the order a depth-first walk of their imports meets them (the order the browser asks for them).
 */
export function chunkGraph(bundle: OutputBundle) {
  const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const reach = (from: readonly string[]) => {
    const files = new Set<string>();
    const walk = (file: string) => {
      if (files.has(file)) return;
      files.add(file);
      for (const imported of byFile.get(file)?.imports ?? []) walk(imported);
    };
    for (const file of from) walk(file);
    return files;
  };
  return { chunks, reach };
}
