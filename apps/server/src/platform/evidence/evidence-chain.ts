import { createHash } from 'node:crypto';
import { canonicalJson } from './canonical-json.ts';

export type ChainedEvent<E extends Record<string, unknown> = Record<string, unknown>> = E & {
  /** The hash of the event before, null for the first. */
  prev_hash: string | null;
  /** SHA-256 (hex) over the canonical JSON of the event with its prev_hash (everything but this field). */
  hash: string;
};

const hashOf = (body: Record<string, unknown>) => createHash('sha256').update(canonicalJson(body)).digest('hex');

/**
 * The next link of an append-only chain: the event, the previous event's hash, and a hash over both. Changing any
 * event afterwards changes its hash, which no longer matches the next event's prev_hash.
 */
export function chainEvent<E extends Record<string, unknown>>(previousHash: string | null, event: E): ChainedEvent<E> {
  const { prev_hash: _p, hash: _h, ...body } = event as Record<string, unknown>;
  const linked = { ...body, prev_hash: previousHash };
  return { ...linked, hash: hashOf(linked) } as ChainedEvent<E>;
}

export type ChainVerdict =
  | { intact: true; count: number; head: string | null }
  | {
      intact: false;
      /** 0-based position of the first event that does not hold. */
      index: number;
      /** 'content': the event is not what was hashed; 'link': it does not follow the event before it. */
      problem: 'content' | 'link' | 'shape';
      event: Record<string, unknown> | undefined;
    };

/**
 * Walks the chain from the first event and names the first that breaks it: one whose content no longer matches
 * its hash (edited), or whose prev_hash is not the hash of the one before (one removed, inserted or moved).
 */
export function verifyChain(events: unknown[]): ChainVerdict {
  let previous: string | null = null;
  for (const [index, candidate] of events.entries()) {
    if (candidate === null || typeof candidate !== 'object' || Array.isArray(candidate)) {
      return { intact: false, index, problem: 'shape', event: undefined };
    }
    const event = candidate as Record<string, unknown>;
    if (typeof event.hash !== 'string' || (event.prev_hash !== null && typeof event.prev_hash !== 'string')) {
      return { intact: false, index, problem: 'shape', event };
    }
    const { hash, ...body } = event;
    if (hashOf(body) !== hash) return { intact: false, index, problem: 'content', event };
    if (event.prev_hash !== previous) return { intact: false, index, problem: 'link', event };
    previous = hash;
  }
  return { intact: true, count: events.length, head: previous };
}
