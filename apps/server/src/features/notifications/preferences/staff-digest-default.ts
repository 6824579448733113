import { sql } from 'kysely';
import type { Db } from '../../../platform/db/schema.ts';

/** The firm roles whose holders get the staff morning digest unless they turn it off (when they have clients). */
const ON_BY_DEFAULT_FOR = ['Admin', 'Processor'];

/** Whether this staff member looks after at least one active client (tenants.responsible_staff_id, indexed). */
export async function looksAfterClients(db: Db, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('tenants')
    .select(sql<number>`1`.as('one'))
    .where('responsible_staff_id', '=', userId)
    .where('status', '=', 1)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The staff morning digest a staff member gets when they never chose: on for an Admin or Processor who looks
 * after clients, off otherwise (a SuperAdmin, or someone with no clients, opts in).
 */
export const staffDigestByDefault = (staffRoles: readonly string[], hasClients: boolean) =>
  hasClients && staffRoles.some((role) => ON_BY_DEFAULT_FOR.includes(role));
