import type { Db } from '../../platform/db/schema.ts';
import { disposalDue } from './disposal-due.repo.ts';

/**
 * How many documents are past their retention (issue 35), counted up to a cap: what the compliance centre shows
 * as "disposals due". The disposal review itself lists them; this only counts, through the same query.
 */
export function createDueCount(db: Db) {
  return {
    upTo: async (asOf: Date, cap: number): Promise<number> => (await disposalDue(db, asOf, cap)).length,
  };
}
export type DueCount = ReturnType<typeof createDueCount>;
