import type { TClientSignInSettings } from '@ledgerport/contract';
import type { Db } from '../db/schema.ts';

/** Issue 32: which ways clients may sign in, and whether they need a second step (the one firm_settings row). */
export async function readClientSignInPolicy(db: Db): Promise<TClientSignInSettings> {
  const row = await db
    .selectFrom('firm_settings')
    .select(['client_password_allowed', 'client_email_link_allowed', 'client_passkey_allowed', 'client_mfa_required'])
    .where('id', '=', 1)
    .executeTakeFirst();
  // Seeded at every start; missing only mid-migration: passwords only, with no second step, as before issue 32.
  return {
    password: row?.client_password_allowed ?? true,
    email_link: row?.client_email_link_allowed ?? false,
    passkey: row?.client_passkey_allowed ?? false,
    client_mfa_required: row?.client_mfa_required ?? false,
  };
}

export const writeClientSignInPolicy = (db: Db, policy: TClientSignInSettings, userId: string | null) =>
  db
    .updateTable('firm_settings')
    .set({
      client_password_allowed: policy.password,
      client_email_link_allowed: policy.email_link,
      client_passkey_allowed: policy.passkey,
      client_mfa_required: policy.client_mfa_required,
      updated_at: new Date(),
      updated_by: userId,
    })
    .where('id', '=', 1)
    .execute();
