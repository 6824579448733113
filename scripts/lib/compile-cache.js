/**
 * Preloaded (`node --import`) before the server's first TypeScript file (issue 17: idle memory). Node strips
 * the types of each .ts file with a WebAssembly compiler (amaro) that, once loaded, stays in the process:
 * ≈ 15 MiB of resident memory for the whole life of the server. With Node's compile cache on, a start whose
 * sources are unchanged finds each file already stripped (and V8's bytecode for it) on disk and never loads
 * that compiler; a changed file is stripped again (entries are keyed by the file's contents and Node's version).
 *
 * Plain JavaScript on purpose: a .ts preload would itself load the compiler before it could switch the cache on.
 * The cache lives in NODE_COMPILE_CACHE if set, else in <tmpdir>/node-compile-cache; NODE_DISABLE_COMPILE_CACHE=1
 * turns it off. A cache that cannot be written (read-only tmpdir) only costs that memory back.
 */
import module from 'node:module';

module.enableCompileCache?.();
