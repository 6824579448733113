import { z } from 'zod';

/**
 * `status` is `degraded` when the server answers but cannot store files (`storage`): full (under 1 MiB free),
 * read-only, or not usable at all. Local-folder storage only: an S3 bucket is not probed on every health check.
 */
export const ZHealthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['pglite', 'postgres']),
  storage: z.enum(['ok', 'full', 'read_only', 'unavailable']),
});
export type THealthResponse = z.infer<typeof ZHealthResponse>;
