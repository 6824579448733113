import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';

type Db = Kysely<DB> | Transaction<DB>;

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
    ])
    .where('i.token_hash', '=', tokenHash)
    .executeTakeFirst();
