import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database.ts';
import type { Database } from '../db/database.ts';
import { startJobs, type Jobs } from './jobs.ts';

const QUEUE = 'wake-test';
// Far longer than the test may take: a job that runs within it was fetched because of the wake, not a poll.
const POLLING_SECONDS = 120;
const WITHIN_MS = 15_000;

describe('jobs: wake', () => {
  let database: Database;
  let jobs: Jobs;
  const ran: number[] = [];
  let onRun = () => {};

  beforeAll(async () => {
    database = await createTestDatabase();
    jobs = await startJobs(database, { pollingSeconds: POLLING_SECONDS, log: { error: () => {}, warn: () => {} } });
    await jobs.defineQueue(QUEUE, { retryLimit: 0 });
    await jobs.work<{ n: number }>(QUEUE, async (job) => {
      ran.push(job.data.n);
      onRun();
    });
  });
  afterAll(async () => {
    await jobs?.stop();
    await database?.close();
  });

  /** Sends job `n` (committed: outside any transaction), wakes the queue and waits until the job ran. */
  const sendAndWake = (n: number) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`job ${n} did not run within ${WITHIN_MS} ms`)), WITHIN_MS);
      onRun = () => {
        if (!ran.includes(n)) return;
        clearTimeout(timer);
        resolve();
      };
      jobs.send(database.db, QUEUE, { n }).then(() => jobs.wake(QUEUE), reject);
    });

  it('runs a job sent after the worker went idle at once, not at its next poll', async () => {
    // The first may be taken by the worker's first look at start; by the second the worker is idle, waiting
    // out its poll, so only the wake can bring it.
    await sendAndWake(1);
    await sendAndWake(2);
    await sendAndWake(3);
    expect(ran).toEqual([1, 2, 3]);
  }, 60_000);
});
