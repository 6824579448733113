import v8 from 'node:v8';
import vm from 'node:vm';

/**
 * Frees the buffers a large stream leaves behind, cheaply, as it goes.
 *
 * Every 64 KiB of an upload (or of a file being hashed) arrives as a new Buffer whose memory lives outside V8's
 * heap. A stream allocates few JavaScript objects per chunk, so the young generation seldom fills and no cheap
 * scavenge frees those buffers; V8 sees its external memory grow instead and runs a full mark-compact of the
 * whole heap about every 30 MB streamed: 40–120 ms each on the server's heap, a second or more per GiB uploaded,
 * and 70 MiB of buffers waiting for it (bench/README.md, the Upload row). A scavenge of the young generation
 * every few MiB frees them in about a millisecond, before that pressure builds.
 *
 * The scavenge is V8's `gc({ type: 'minor' })`, exposed to this module alone: the flag is set only while one
 * new context is made to read it, then cleared again.
 */
const SCAVENGE_EVERY_BYTES = 8 * 1024 * 1024;

type GcFunction = (options: { type: 'minor' | 'major' }) => void;

let collect: GcFunction | null | undefined;
let bytesSinceScavenge = 0;

function youngGenerationCollector(): GcFunction | null {
  if (collect !== undefined) return collect;
  try {
    v8.setFlagsFromString('--expose-gc');
    collect = vm.runInNewContext('gc') as GcFunction;
  } catch {
    collect = null; // a runtime without V8's gc extension: streams still work, only without the early scavenge
  } finally {
    v8.setFlagsFromString('--no-expose-gc');
  }
  return collect;
}

/** Counts bytes that passed through a stream as fresh buffers; every few MiB, scavenges the young generation. */
export function noteStreamedBytes(bytes: number): void {
  bytesSinceScavenge += bytes;
  if (bytesSinceScavenge < SCAVENGE_EVERY_BYTES) return;
  bytesSinceScavenge = 0;
  youngGenerationCollector()?.({ type: 'minor' });
}
