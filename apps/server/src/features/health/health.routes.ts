import { ZHealthResponse } from '@ledgerport/contract';
import { sql, type Kysely } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DatabaseKind } from '../../platform/db/database.ts';

/** Liveness for load balancers and operators: answers only when the database answers. */
export const healthRoutes: FastifyPluginAsyncZod<{ db: Kysely<any>; kind: DatabaseKind }> = async (app, opts) => {
  app.get(
    '/health',
    { schema: { tags: ['health'], summary: 'Service health', response: { 200: ZHealthResponse } } },
    async () => {
      await sql`select 1`.execute(opts.db);
      return { status: 'ok' as const, database: opts.kind };
    },
  );
};
