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
