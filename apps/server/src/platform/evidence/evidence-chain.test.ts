import { describe, expect, it } from 'vitest';
import { canonicalJson } from './canonical-json.ts';
import { chainEvent, verifyChain, type ChainedEvent } from './evidence-chain.ts';

const chainOf = (events: Record<string, unknown>[]) =>
  events.reduce<ChainedEvent[]>((chain, event) => [...chain, chainEvent(chain.at(-1)?.hash ?? null, event)], []);

const events = [
  { type: 'created', at: '2026-03-01T10:00:00.000Z', original_sha256: 'a'.repeat(64) },
  { type: 'sent', at: '2026-03-01T10:05:00.000Z', by: 'Bob Staff' },
  { type: 'verification_attempt', at: '2026-03-02T15:04:00.000Z', signer: 1, result: 'failed' },
  { type: 'signed', at: '2026-03-02T15:06:00.000Z', signer: 1, ip: '203.0.113.7' },
];

describe('the evidence chain: each event holds the hash of the one before', () => {
  it('links each event to the one before, and the same event gives the same hash whatever its key order', () => {
    const chain = chainOf(events);
    expect(chain[0]!.prev_hash).toBeNull();
    expect(chain.slice(1).map((event) => event.prev_hash)).toEqual(chain.slice(0, -1).map((event) => event.hash));
    expect(chain.every((event) => /^[0-9a-f]{64}$/.test(event.hash))).toBe(true);
    const reordered = chainEvent(null, { original_sha256: 'a'.repeat(64), at: events[0]!.at, type: 'created' });
    expect(reordered.hash).toBe(chain[0]!.hash);
    expect(canonicalJson({ b: 1, a: { d: [2, { f: 1, e: 0 }], c: null } })).toBe(
      '{"a":{"c":null,"d":[2,{"e":0,"f":1}]},"b":1}',
    );
    expect(verifyChain(chain)).toEqual({ intact: true, count: 4, head: chain[3]!.hash });
  });

  it('names an edited event (one value changed, its hash left as it was)', () => {
    const chain = chainOf(events);
    const edited = chain.map((event, i) => (i === 2 ? { ...event, result: 'passed' } : event));
    expect(verifyChain(edited)).toMatchObject({
      intact: false,
      index: 2,
      problem: 'content',
      event: { type: 'verification_attempt' },
    });
  });

  it('names the event after one that was edited and given a fresh hash, or after a removed one', () => {
    const chain = chainOf(events);
    const rehashed = chain.map((event, i) =>
      i === 1 ? chainEvent(event.prev_hash, { ...event, by: 'Mallory' }) : event,
    );
    expect(verifyChain(rehashed)).toMatchObject({ intact: false, index: 2, problem: 'link' });
    expect(verifyChain([chain[0], chain[2], chain[3]])).toMatchObject({ intact: false, index: 1, problem: 'link' });
    expect(verifyChain(chain.slice(1))).toMatchObject({ intact: false, index: 0, problem: 'link' });
  });

  it('names an entry that is no event of a chain', () => {
    const chain = chainOf(events);
    expect(verifyChain([chain[0], 'text', chain[1]])).toMatchObject({ intact: false, index: 1, problem: 'shape' });
    const { hash: _dropped, ...unhashed } = chain[1]!;
    expect(verifyChain([chain[0], unhashed])).toMatchObject({ intact: false, index: 1, problem: 'shape' });
  });
});
