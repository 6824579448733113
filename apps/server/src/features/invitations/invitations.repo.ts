import type { Transaction } from 'kysely';
import type { Db, DB, NewUser } from '../../platform/db/schema.ts';

export const insertInvitation = (
  db: Db,
  row: { userId: string; tokenHash: string; expiresAt: Date; createdBy: string | null },
) =>
  db
    .insertInto('invitations')
    .values({ user_id: row.userId, token_hash: row.tokenHash, expires_at: row.expiresAt, created_by: row.createdBy })
    .returning(['id', 'expires_at'])
    .executeTakeFirstOrThrow();

/** The invitation a link's token names, with the invited user, whatever its state (the service decides). */
export const findInvitationByTokenHash = (db: Db, tokenHash: string) =>
  db
    .selectFrom('invitations as i')
    .innerJoin('users as u', 'u.id', 'i.user_id')
    .select([
      'i.id',
      'i.expires_at',
      'i.accepted_at',
      'u.id as user_id',
      'u.name',
      'u.email',
      'u.phone_mobile',
      'u.status',
      'u.locale',
    ])
    .where('i.token_hash', '=', tokenHash)
    .executeTakeFirst();

/** A person who will choose their password from the invitation link: INVITED, no password yet. */
export const insertInvitedUser = (db: Db, user: Omit<NewUser, 'password_hash' | 'status'>) =>
  db
    .insertInto('users')
    .values({ ...user, password_hash: null, status: 'INVITED' })
    .returningAll()
    .executeTakeFirstOrThrow();

/**
 * The invitee, locked until the caller's transaction ends: a re-send and a registration of the same
 * person take turns, so a fresh link is never issued to someone who has just registered, and two
 * re-sends at once cannot both leave a live link behind.
 */
export const lockInvitee = (trx: Transaction<DB>, userId: string) =>
  trx
    .selectFrom('users')
    .select(['id', 'email', 'name', 'locale', 'status'])
    .where('id', '=', userId)
    .forUpdate()
    .executeTakeFirst();

/** The language an invited person's e-mails are written in, as staff chose it for a re-sent invitation. */
export const updateInviteeLocale = (trx: Transaction<DB>, userId: string, locale: string) =>
  trx.updateTable('users').set({ locale }).where('id', '=', userId).where('status', '=', 'INVITED').execute();

/** Removes every link of the user not yet used: each then answers 404, as an unknown link does. */
export const deleteOpenInvitations = (db: Db, userId: string) =>
  db.deleteFrom('invitations').where('user_id', '=', userId).where('accepted_at', 'is', null).execute();

/** The name of whoever sends an invitation, for its e-mail; undefined for an actor with no account (a console). */
export const findSenderName = (db: Db, userId: string) =>
  db.selectFrom('users').select('name').where('id', '=', userId).executeTakeFirst();
