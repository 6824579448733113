import { sql, type Transaction } from 'kysely';
import type { Db, DB } from '../../platform/db/schema.ts';

/** The invitation a link's token names, with its user, whatever its state (the service decides). */
export const findInvitation = (db: Db, tokenHash: string) =>
  db
    .selectFrom('invitations as i')
    .innerJoin('users as u', 'u.id', 'i.user_id')
    .select(['i.expires_at', 'i.accepted_at', 'u.id as user_id', 'u.email', 'u.locale', 'u.status'])
    .where('i.token_hash', '=', tokenHash)
    .executeTakeFirst();

/** Holds the user row until the transaction ends; registrations and re-sent invitations queue on it. */
export const lockUser = (trx: Transaction<DB>, userId: string) =>
  trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirst();

export const setNameAndPassword = (trx: Transaction<DB>, userId: string, name: string, passwordHash: string) =>
  trx
    .updateTable('users')
    .set({ name, password_hash: passwordHash, updated_at: sql<Date>`now()` })
    .where('id', '=', userId)
    .execute();

/**
 * The INVITED user with this e-mail who has registered (chosen a password) and still holds a live
 * invitation, locked for the caller's transaction; undefined for anyone else.
 */
export const lockPendingRegistrant = (trx: Transaction<DB>, email: string) =>
  trx
    .selectFrom('users as u')
    .select(['u.id', 'u.email', 'u.name', 'u.locale'])
    .where(sql`lower(u.email)`, '=', email.trim().toLowerCase())
    .where('u.status', '=', 'INVITED')
    .where('u.password_hash', 'is not', null)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('invitations as i')
          .select('i.id')
          .whereRef('i.user_id', '=', 'u.id')
          .where('i.accepted_at', 'is', null)
          .where('i.expires_at', '>', sql<Date>`now()`),
      ),
    )
    .forUpdate()
    .executeTakeFirst();

/** INVITED → ACTIVE; nothing for a user disabled (or activated) meanwhile. */
export const activateInvitedUser = (trx: Transaction<DB>, userId: string) =>
  trx
    .updateTable('users')
    .set({ status: 'ACTIVE', updated_at: sql<Date>`now()` })
    .where('id', '=', userId)
    .where('status', '=', 'INVITED')
    .returning('id')
    .executeTakeFirst();

/** Every open link of the user is spent once they have an account (the lookup then answers 404). */
export const acceptInvitations = (trx: Transaction<DB>, userId: string) =>
  trx
    .updateTable('invitations')
    .set({ accepted_at: sql<Date>`now()` })
    .where('user_id', '=', userId)
    .where('accepted_at', 'is', null)
    .execute();

/** The tenant a client was invited to (their first membership); undefined for firm staff. */
export const findFirstTenantOf = async (db: Db, userId: string): Promise<string | undefined> =>
  (
    await db
      .selectFrom('tenant_memberships')
      .select('tenant_id')
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .limit(1)
      .executeTakeFirst()
  )?.tenant_id;
