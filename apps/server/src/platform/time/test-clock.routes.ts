import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/schema.ts';
import { notFound } from '../errors.ts';
import type { Jobs } from '../jobs/jobs.ts';
import type { SettableClock } from './clock.ts';

/**
 * Test-only routes (TEST_CLOCK=true; config.ts refuses it unless NODE_ENV=test): e2e journeys move the firm's
 * clock and run a scheduled job now instead of sleeping until it fires. No authentication, hence registered
 * only when the setting is on: without it these paths do not exist (404). Hidden from the OpenAPI document.
 */
export const testClockRoutes: FastifyPluginAsyncZod<{
  db: Db;
  clock: SettableClock;
  jobs: Jobs;
  /** The queues a test may run: the scheduled ones that read the clock. */
  queues: readonly string[];
}> = async (app, { db, clock, jobs, queues }) => {
  app.put(
    '/clock',
    {
      schema: {
        hide: true,
        body: z.strictObject({ now: z.iso.datetime({ offset: true }).nullable() }),
      },
    },
    async (request) => {
      clock.set(request.body.now === null ? null : new Date(request.body.now));
      return { now: clock.now().toISOString() };
    },
  );

  app.post(
    '/jobs/:queue/run',
    { schema: { hide: true, params: z.object({ queue: z.string().max(100) }) } },
    async (request, reply) => {
      const { queue } = request.params;
      if (!queues.includes(queue)) throw notFound('Test queue');
      const jobId = await jobs.send(db, queue, { reason: 'test' });
      return reply.status(202).send({ job_id: jobId });
    },
  );
};
