import type { Db } from '../../db/schema.ts';

/**
 * Writes the policy row on an empty database only: STAFF_MFA_REQUIRED seeds it, the SuperAdmin's screen owns it
 * afterwards (a restart with another value changes nothing).
 */
export const seedMfaPolicy = (db: Db, staffRequired: boolean) =>
  db
    .insertInto('firm_settings')
    .values({ id: 1, staff_mfa_required: staffRequired, client_mfa_required: false })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();

export const readMfaPolicy = async (db: Db) => {
  const row = await db
    .selectFrom('firm_settings')
    .select(['staff_mfa_required', 'client_mfa_required'])
    .where('id', '=', 1)
    .executeTakeFirst();
  // Seeded at every start; missing only mid-migration: the stricter answer.
  return row ?? { staff_mfa_required: true, client_mfa_required: false };
};

export const writeMfaPolicy = (
  db: Db,
  policy: { staff_mfa_required: boolean; client_mfa_required: boolean },
  userId: string,
) =>
  db
    .updateTable('firm_settings')
    .set({ ...policy, updated_at: new Date(), updated_by: userId })
    .where('id', '=', 1)
    .execute();
