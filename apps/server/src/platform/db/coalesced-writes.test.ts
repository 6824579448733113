import { describe, expect, it } from 'vitest';
import { coalescedWrites } from './coalesced-writes.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('coalescedWrites', () => {
  it('writes the first item at once, then everything that arrived meanwhile in one go', async () => {
    const statements: number[][] = [];
    const write = coalescedWrites<number>(async (items) => {
      statements.push(items);
      await tick();
    });

    await Promise.all([write(1), write(2), write(3), write(4)]);
    await write(5);

    expect(statements).toEqual([[1], [2, 3, 4], [5]]);
  });

  it('holds the first item of a burst for company when asked to linger', async () => {
    const statements: number[][] = [];
    const write = coalescedWrites<number>(
      async (items) => {
        statements.push(items);
      },
      { lingerMs: 20 },
    );

    const first = write(1);
    await tick();
    await Promise.all([first, write(2), write(3)]);

    expect(statements).toEqual([[1, 2, 3]]);
  });

  it('writes what waits at once when someone needs it, instead of lingering', async () => {
    const statements: number[][] = [];
    const write = coalescedWrites<number>(
      async (items) => {
        statements.push(items);
      },
      { lingerMs: 10_000 },
    );

    const first = Promise.all([write(1), write(2)]);
    await tick();
    write.now();
    await first;

    expect(statements).toEqual([[1, 2]]);
  });

  it('fails the items of a failed statement, and goes on with the next ones', async () => {
    const write = coalescedWrites<number>(async (items) => {
      await tick();
      if (items.includes(2)) throw new Error('constraint violated');
    });

    const results = await Promise.allSettled([write(1), write(2), write(3)]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'rejected']);
    await expect(write(4)).resolves.toBeUndefined();
  });
});
