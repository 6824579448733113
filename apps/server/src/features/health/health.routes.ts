import { ZHealthResponse } from '@ledgerport/contract';
import { sql, type Kysely } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DatabaseKind } from '../../platform/db/database.ts';
import { localStorageHealth } from '../../platform/storage/local-storage-health.ts';

/**
 * Liveness for load balancers and operators: answers only when the database answers (else the error
 * handler's 503). A storage problem keeps it 200 but says `degraded`: every instance shares that storage, so
 * taking this one out of rotation would not help, while an operator must act.
 */
export const healthRoutes: FastifyPluginAsyncZod<{ db: Kysely<any>; kind: DatabaseKind; storageRoot: string }> = async (
  app,
  opts,
) => {
  app.get(
    '/health',
    { schema: { tags: ['health'], summary: 'Service health', response: { 200: ZHealthResponse } } },
    async (request) => {
      await sql`select 1`.execute(opts.db);
      const storage = await localStorageHealth(opts.storageRoot);
      if (storage !== 'ok') request.log.warn({ storage, storageRoot: opts.storageRoot }, 'storage problem');
      return { status: storage === 'ok' ? ('ok' as const) : ('degraded' as const), database: opts.kind, storage };
    },
  );
};
