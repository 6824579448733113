import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../../../test/test-database.ts';
import type { Database } from '../../platform/db/database.ts';
import { startJobs, type Jobs } from '../../platform/jobs/jobs.ts';
import type { MessageNewsQueue, TMessagePosted } from './message-events.ts';
import { startMessageNews } from './message-news.job.ts';

// A retry is fetched at the worker's next poll after its delay (the wake itself is jobs.test's).
const POLLING_SECONDS = 1;

const event = (): TMessagePosted => ({
  tenantId: randomUUID(),
  threadId: randomUUID(),
  messageId: randomUUID(),
  subject: 'Payroll',
  authorUserId: randomUUID(),
  authorName: 'Carla Client',
  side: 'CLIENT',
  internal: false,
  bodyText: 'Here it is',
  attachmentNames: [],
  viaEmail: null,
});

describe('message news as a job', () => {
  let database: Database;
  let jobs: Jobs;
  let queue: MessageNewsQueue;
  const told: string[] = [];
  /** Messages whose news fails this many more times before it is told. */
  const failing = new Map<string, number>();
  const log = { error: vi.fn() };

  beforeAll(async () => {
    database = await createTestDatabase();
    jobs = await startJobs(database, { pollingSeconds: POLLING_SECONDS, log: { error: () => {}, warn: () => {} } });
    queue = await startMessageNews({
      jobs,
      log,
      retryDelaySeconds: 1,
      news: {
        posted: async (e) => {
          const left = failing.get(e.messageId) ?? 0;
          if (left > 0) {
            failing.set(e.messageId, left - 1);
            throw new Error('mail queue down');
          }
          told.push(e.messageId);
        },
      },
    });
  });
  afterAll(async () => {
    await jobs?.stop();
    await database?.close();
  });

  it("tells a committed message's news, and never a rolled-back one's", async () => {
    const kept = event();
    const dropped = event();
    await database.db.transaction().execute((trx) => queue.enqueue(trx, kept));
    await expect(
      database.db.transaction().execute(async (trx) => {
        await queue.enqueue(trx, dropped);
        throw new Error('the message was refused');
      }),
    ).rejects.toThrow('the message was refused');
    queue.wake();
    await vi.waitFor(() => expect(told).toContain(kept.messageId), { timeout: 15_000, interval: 50 });
    expect(told).not.toContain(dropped.messageId);
  }, 30_000);

  it('retries news that failed (logged) until it is told', async () => {
    const flaky = event();
    failing.set(flaky.messageId, 1);
    await database.db.transaction().execute((trx) => queue.enqueue(trx, flaky));
    queue.wake();
    await vi.waitFor(() => expect(told).toContain(flaky.messageId), { timeout: 25_000, interval: 100 });
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ messageId: flaky.messageId, attempt: 1 }),
      'message news not told; the queue tries again',
    );
  }, 40_000);
});
